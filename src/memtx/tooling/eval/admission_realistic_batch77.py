"""The realistic set's seventy-seventh batch: a blind measurement of the merged admission rules (issue 31, brief B77).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b77, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments (through round 42 and the quarantine lane), issue 31, the
record type and `_r` in `admission_realistic_record`, and the first 60 lines of batch 41 (its docstring and first two
records, for the format and the family names). No scorer, `check_support` or `memtx eval` was run on these records;
the only code run on them checked that every evidence is a substring of its source, that the module imports with 120
records, and ruff. Every source is invented here, in domains the earlier batches used little: community choirs'
tours, reptile vets, wedding dress alterations, recycling of e-waste, art supply shops, boat moorings, language
schools' homestays, antique clock repair, allergy clinics, food trucks, rural post offices and table tennis clubs.

The registers are mostly text several people write: group-chat exports with a name-and-time line per message
(WhatsApp on iOS and Android, Telegram, LINE's tabbed lines, WeChat and QQ), meeting minutes with `Name:` turns, call
transcripts whose staff turns carry a role label (`Receptionist:`, `Seamstress:`, `Modista:`, `店员：`), speech-to-text
JSON with a speaker field per utterance, and support chats with mem0's `User`/`Usuario`/`用户` beside an agent's
turns; and besides them e-mails with signatures and quoted replies, forms, receipts, notices and voice-note
transcripts with fillers.

The values are written as memory extractors write them: third-person restatements with the speaker's name (as Zep
and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); the speaker dropped
as subject (`Da clases de cerámica en casa por las tardes`); one item of a list; a shared-subject conjunct; a clause
with its aside dropped; a clause with its fillers dropped; and atomic keyed values (an e-mail address, a phone number,
a booking or order code, a total, a name after a form's label) under LangGraph-style keys, English keys over Spanish
sources and Chinese keys over Chinese ones. The hard negatives sit beside faithful records of the same source and
differ from them only in what DESIGN §4 says matters: another person's turn, a quoted message's first person, a
modifier of the keyed noun, another owner, the past, a negator, a dropped number, scope word or condition, or clauses
stitched together.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, coordination 3, list_item 3, parenthetical 3, filler 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic
set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_CHOIR_CHAT = (
    "[03/05/2026, 19:42] Fiona Baird: Right, coach is sorted for the Inverness weekend 🎶\n"
    "[03/05/2026, 19:44] Callum Reid: I'm driving the van with the music stands\n"
    "[03/05/2026, 19:45] Fiona Baird: I sing second alto, so put me next to Morag on the risers\n"
    "[03/05/2026, 19:51] Morag Dunn: The hotel in Inverness (the Glen Mhor, right on the river) has given us a group "
    "rate 🙌"
)
_EN_GECKO_CHAT = (
    "User: hi, my leopard gecko Ziggy has stopped eating, it's been about a week\n"
    "Agent (Nadia, ScaleCare Exotics): Sorry to hear that! What temperature is his warm end?\n"
    "User: I keep Ziggy on a heat mat at 32 degrees\n"
    "Agent (Nadia, ScaleCare Exotics): I have a slot on Friday at 11:20 with Dr Perera, our reptile vet.\n"
    "User: Friday's fine. best to text my work mobile, 07700 900735"
)
_EN_TT_MINUTES = (
    "Riverside Table Tennis Club — committee meeting, 12 February 2026\n"
    "Present: Gita Shah (chair), Owen Pryce, Lillian Moss\n"
    "Gita Shah: I used to run the Friday beginners' session; Owen has taken it over.\n"
    "Owen Pryce: I coach the juniors on Tuesdays and I run the ladder on Thursdays.\n"
    "Lillian Moss: I'm not renewing the robot hire, it's hardly used.\n"
    "Owen Pryce: I ordered forty boxes of three-star balls from the club account."
)
_EN_DRESS_CALL = (
    "[Call recording — Ivory Thread Alterations, 14:06]\n"
    "Seamstress: Ivory Thread, Joanne speaking.\n"
    "Customer: Hi, it's Priya Anand. I picked up my dress on Saturday but the bustle has come loose.\n"
    "Seamstress: Oh no. I can re-sew the bustle points this week.\n"
    "Customer: I'm getting married on the 28th, so it has to be before then.\n"
    "Seamstress: I'll have it ready by Thursday if you drop it off tomorrow."
)
_EN_CLOCK_STT = (
    '{"job_id": "stt-4471", "language": "en", "utterances": [\n'
    '  {"speaker": "Harold Penrose", "start": 3.2, "text": "I restore longcase clocks and I also service carriage '
    'clocks."},\n'
    '  {"speaker": "Amy Lau", "start": 9.8, "text": "I inherited a Vienna regulator from my grandmother and it loses '
    'ten minutes a day."},\n'
    '  {"speaker": "Harold Penrose", "start": 15.1, "text": "I don\'t work on quartz movements."}\n'
    "]}"
)
_EN_EWASTE_MAIL = (
    "Subject: Your CircuitBack collection\n\n"
    "Hi Mr Adeyemi,\n\n"
    "Thanks for booking with CircuitBack. Your booking reference is EW-20931.\n"
    "We accept laptops, monitors, printers and cables; we can't take fridges or anything containing refrigerant gas.\n"
    "Data-bearing devices (hard drives, phones) are wiped to NIST 800-88 before recycling.\n\n"
    "Kind regards,\n"
    "Tamsin Greaves\n"
    "Collections Team, CircuitBack Ltd\n"
    "tamsin.greaves@circuitback.co.uk | 0117 496 0388"
)
_EN_ALLERGY_FORM = (
    "NORTHFIELD ALLERGY CLINIC — New patient form\n"
    "Patient name: Rhys Calloway\n"
    "Date of birth: 14/02/1991\n"
    "Mobile: 07700 900481\n"
    "Emergency contact (wife): Elin Calloway, 07700 900266\n"
    "Known allergies: penicillin, latex, birch pollen\n"
    "Current medication: cetirizine 10 mg daily"
)
_EN_MOORING_TG = (
    "Kilrush Marina berth holders (Telegram export)\n"
    "Declan Moore, [22.04.26 08:15]\n"
    "My winter mooring is B14 and the annual fee went up again\n"
    "Siobhán Ryan, [22.04.26 08:21]\n"
    "I kept my boat at Carrigaholt for years before moving here\n"
    "Declan Moore, [22.04.26 08:30]\n"
    "I'm lifting out in November for antifouling."
)
_EN_FOODTRUCK_LINE = (
    "[LINE] Chat history with Street Eats Crew\n"
    "Saved on: 2026/03/18 22:40\n\n"
    "2026/03/18(Wed)\n"
    "10:02\tMarco Bellini\tWe're parked at Dock Street Market on Fridays and Saturdays\n"
    "10:05\tJess Okoye\tGenerator's serviced, it's back on the truck\n"
    "10:07\tMarco Bellini\tCard machine's fine but we only take contactless after 9pm"
)
_EN_ART_RECEIPT = (
    "PIGMENT & PAPER — Art Supplies\n"
    "14 Canal Row, Leeds LS1 4BB\n"
    "Receipt #PP-558201   07/03/2026 15:47\n"
    "1 x Arches watercolour block 31x41 ...... £42.50\n"
    "2 x Winsor & Newton Cotman set ......... £37.00\n"
    "1 x Kolinsky sable brush size 6 ........ £28.95\n"
    "Subtotal ............................. £108.45\n"
    "Student discount (10%) ............... -£10.85\n"
    "TOTAL ................................ £97.60\n"
    "Paid by Visa contactless ****4417"
)
_EN_POST_NOTICE = (
    "Glenmore Post Office — notice on the door\n"
    "Opening hours: Mon–Fri 9.00–13.00, Sat 9.00–12.00\n"
    "Closed on Wednesday afternoons and bank holidays.\n"
    "Parcels can be collected until 12.30 unless the van is late.\n"
    "Postmistress: Brenda Hollis, tel. 01479 861204"
)
_EN_HOMESTAY_MAIL = (
    "From: Carol Whitby <carol.whitby@mailbox.org>\n"
    "To: homestay@lingua-bath.co.uk\n"
    "Subject: Re: Student arriving 6 July\n\n"
    "Hello Anneke,\n\n"
    "Yes, we can take Kenji for the four weeks. Our house (the blue one opposite the church) is twenty minutes from "
    "the school by bus. I work from home on Mondays and Tuesdays.\n\n"
    "Best,\n"
    "Carol\n\n"
    "On 2 Jun 2026, at 10:14, Anneke de Vries <homestay@lingua-bath.co.uk> wrote:\n"
    "> Kenji is 17 and vegetarian. I need to confirm his host family by Friday."
)
_EN_FOODTRUCK_VOICE = (
    "Voice note — Dev Mistry, 0:42 (auto-transcribed)\n"
    "Um, so, yeah, we're doing the Saturday farmers' market in Frome now, and, uh, the menu's mostly dosas and chai. "
    "We don't take cards under a fiver, just so you know."
)
_EN_CHOIR_VOICE = (
    "Otter transcript — Bev Sutton (tour manager), 0:00–0:31\n"
    "Bev Sutton: Okay so, um, the coach leaves the Corn Exchange at, er, quarter past seven on the Friday, and, you "
    "know, everyone needs their passport for the ferry."
)
_EN_ALLERGY_CALL = (
    "Call transcript — Northfield Allergy Clinic, line 2, 09:14\n"
    "Receptionist: Northfield Allergy Clinic, Sam speaking.\n"
    "Dana Whitlock: Hi, I'm calling about my son's skin-prick test. He's seven and he's allergic to peanuts and "
    "cashews.\n"
    "Receptionist: Dr Imran runs the children's clinic on Thursday mornings. I can offer 9:40.\n"
    "Dana Whitlock: Thursdays don't work for us, I'm afraid."
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Fiona's own turn; `I sing` becomes `Fiona Baird sings`, the `so` clause after it is another clause.
    _r(
        "en",
        "speaker",
        True,
        _EN_CHOIR_CHAT,
        "Fiona Baird sings second alto",
        evidence="I sing second alto",
        speaker="Fiona Baird",
    ),
    # speaker: the `User:` turn restated as mem0 writes it; the number stays.
    _r(
        "en",
        "speaker",
        True,
        _EN_GECKO_CHAT,
        "User keeps Ziggy on a heat mat at 32 degrees",
        evidence="I keep Ziggy on a heat mat at 32 degrees",
        speaker="user",
    ),
    # speaker: the customer's own turn in a call transcript, mem0's User for `I'm`; the date stays.
    _r(
        "en",
        "speaker",
        True,
        _EN_DRESS_CALL,
        "User is getting married on the 28th",
        evidence="I'm getting married on the 28th",
        speaker="user",
    ),
    # speaker: Amy's utterance in the STT JSON, `my` agreeing as `her`; the `and it loses …` clause is a whole clause.
    _r(
        "en",
        "speaker",
        True,
        _EN_CLOCK_STT,
        "Amy Lau inherited a Vienna regulator from her grandmother",
        evidence="I inherited a Vienna regulator from my grandmother",
        speaker="Amy Lau",
    ),
    # speaker: Declan's own Telegram message; `I'm` becomes `is`, month and purpose kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_MOORING_TG,
        "Declan Moore is lifting out in November for antifouling",
        evidence="I'm lifting out in November for antifouling.",
        speaker="Declan Moore",
    ),
    # speaker: the sender's own paragraph (From: Carol Whitby), not the quoted message; days kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HOMESTAY_MAIL,
        "Carol Whitby works from home on Mondays and Tuesdays",
        evidence="I work from home on Mondays and Tuesdays.",
        speaker="Carol Whitby",
    ),
    # --- faithful: subspan ---
    # subspan: the signature's e-mail alone, under a key naming its person; the phone after the bar is another type.
    _r(
        "en",
        "subspan",
        True,
        _EN_EWASTE_MAIL,
        "tamsin.greaves@circuitback.co.uk",
        evidence="tamsin.greaves@circuitback.co.uk | 0117 496 0388",
        key="circuitback/tamsin_greaves/email",
    ),
    # subspan: the booking code alone; `Your booking reference is` is the key's subject and slot with a copula.
    _r(
        "en",
        "subspan",
        True,
        _EN_EWASTE_MAIL,
        "EW-20931",
        evidence="Your booking reference is EW-20931.",
        key="circuitback/booking/reference",
    ),
    # subspan: the form's `Mobile:` line; the key names the label's word.
    _r(
        "en",
        "subspan",
        True,
        _EN_ALLERGY_FORM,
        "07700 900481",
        evidence="Mobile: 07700 900481",
        key="rhys_calloway/mobile",
    ),
    # subspan: the receipt's TOTAL leader names the slot the amount fills.
    _r(
        "en",
        "subspan",
        True,
        _EN_ART_RECEIPT,
        "£97.60",
        evidence="TOTAL ................................ £97.60",
        key="pigment_and_paper/receipt/total",
    ),
    # subspan: a name after a label the key names (`Postmistress:`); the phone after it is left out of the evidence.
    _r(
        "en",
        "subspan",
        True,
        _EN_POST_NOTICE,
        "Brenda Hollis",
        evidence="Postmistress: Brenda Hollis",
        key="glenmore_post_office/postmistress",
    ),
    # --- faithful: coordination ---
    # coordination: Owen's second conjunct, whose subject `I` is the first's; the first conjunct left out whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_TT_MINUTES,
        "Owen Pryce runs the ladder on Thursdays",
        evidence="I coach the juniors on Tuesdays and I run the ladder on Thursdays.",
        speaker="Owen Pryce",
    ),
    # coordination: Harold's second conjunct with the shared subject `I`, `also` kept.
    _r(
        "en",
        "coordination",
        True,
        _EN_CLOCK_STT,
        "Harold Penrose also services carriage clocks",
        evidence="I restore longcase clocks and I also service carriage clocks.",
        speaker="Harold Penrose",
    ),
    # coordination: the second conjunct `he's allergic …` shares the subject `he`; no speaker bound.
    _r(
        "en",
        "coordination",
        True,
        _EN_ALLERGY_CALL,
        "He's allergic to peanuts and cashews",
        evidence="He's seven and he's allergic to peanuts and cashews.",
    ),
    # --- faithful: list_item ---
    # list_item: one item of `laptops, monitors, printers and cables`; the semicolon ends the clause.
    _r(
        "en",
        "list_item",
        True,
        _EN_EWASTE_MAIL,
        "We accept printers",
        evidence="We accept laptops, monitors, printers and cables;",
    ),
    # list_item: one item after a label of record the key names (`Known allergies:`).
    _r(
        "en",
        "list_item",
        True,
        _EN_ALLERGY_FORM,
        "latex",
        evidence="Known allergies: penicillin, latex, birch pollen",
        key="rhys_calloway/allergies",
    ),
    # list_item: one of two items with the head `Closed on`; the last item ends the sentence.
    _r(
        "en",
        "list_item",
        True,
        _EN_POST_NOTICE,
        "Closed on bank holidays",
        evidence="Closed on Wednesday afternoons and bank holidays.",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: the aside names the opening noun phrase's hotel; no negator, scope, condition, date or unit in it.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_CHOIR_CHAT,
        "The hotel in Inverness has given us a group rate",
        evidence="The hotel in Inverness (the Glen Mhor, right on the river) has given us a group rate",
    ),
    # parenthetical: the aside lists examples of the opening noun phrase; the standard and `before recycling` stay.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_EWASTE_MAIL,
        "Data-bearing devices are wiped to NIST 800-88 before recycling",
        evidence="Data-bearing devices (hard drives, phones) are wiped to NIST 800-88 before recycling.",
    ),
    # parenthetical: the aside describes the opening noun phrase `Our house`; the number stays.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HOMESTAY_MAIL,
        "Our house is twenty minutes from the school by bus",
        evidence="Our house (the blue one opposite the church) is twenty minutes from the school by bus.",
    ),
    # --- faithful: filler ---
    # filler: `Um, so, yeah,` dropped; every content word of the clause kept.
    _r(
        "en",
        "filler",
        True,
        _EN_FOODTRUCK_VOICE,
        "We're doing the Saturday farmers' market in Frome now",
        evidence="Um, so, yeah, we're doing the Saturday farmers' market in Frome now",
    ),
    # filler: `Okay so, um,` and the inner `er,` dropped; time and day kept.
    _r(
        "en",
        "filler",
        True,
        _EN_CHOIR_VOICE,
        "The coach leaves the Corn Exchange at quarter past seven on the Friday",
        evidence="Okay so, um, the coach leaves the Corn Exchange at, er, quarter past seven on the Friday",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Callum's turn bound to Fiona (cf. her own `I sing second alto`).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CHOIR_CHAT,
        "Fiona Baird is driving the van with the music stands",
        evidence="I'm driving the van with the music stands",
        speaker="Fiona Baird",
    ),
    # wrong_speaker: the agent's `I have a slot` is the clinic's, not mem0's User's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GECKO_CHAT,
        "User has a slot on Friday at 11:20",
        evidence="I have a slot on Friday at 11:20",
        speaker="user",
    ),
    # wrong_speaker: Amy's utterance bound to Harold, the other speaker field of the JSON.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CLOCK_STT,
        "Harold Penrose inherited a Vienna regulator from his grandmother",
        evidence="I inherited a Vienna regulator from my grandmother",
        speaker="Harold Penrose",
    ),
    # wrong_speaker: the quoted `>` line is Anneke's, after her `wrote:` line; its `I` is not Carol.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HOMESTAY_MAIL,
        "Carol Whitby needs to confirm his host family by Friday",
        evidence="I need to confirm his host family by Friday.",
        speaker="Carol Whitby",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: `winter` modifies the keyed noun and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_MOORING_TG,
        "B14",
        evidence="My winter mooring is B14",
        key="declan_moore/mooring",
    ),
    # restriction_drop: the `Subtotal` leader is a compound of the key's noun, not the total (cf. the TOTAL record).
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_ART_RECEIPT,
        "£108.45",
        evidence="Subtotal ............................. £108.45",
        key="pigment_and_paper/receipt/total",
    ),
    # restriction_drop: `my work mobile` — the modifier `work` is not in the key `user/mobile`.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_GECKO_CHAT,
        "07700 900735",
        evidence="best to text my work mobile, 07700 900735",
        speaker="user",
        key="user/mobile",
    ),
    # --- negative: attribution ---
    # attribution: the number is the wife's, the emergency contact's (cf. the `Mobile:` record).
    _r(
        "en",
        "attribution",
        False,
        _EN_ALLERGY_FORM,
        "07700 900266",
        evidence="Emergency contact (wife): Elin Calloway, 07700 900266",
        key="rhys_calloway/phone",
    ),
    # attribution: the son's allergy restated as the caller's own.
    _r(
        "en",
        "attribution",
        False,
        _EN_ALLERGY_CALL,
        "Dana Whitlock is allergic to peanuts and cashews",
        evidence="He's seven and he's allergic to peanuts and cashews.",
        speaker="Dana Whitlock",
    ),
    # --- negative: negation ---
    # negation: `not` dropped from Lillian's own turn.
    _r(
        "en",
        "negation",
        False,
        _EN_TT_MINUTES,
        "Lillian Moss is renewing the robot hire",
        evidence="I'm not renewing the robot hire",
        speaker="Lillian Moss",
    ),
    # negation: `don't` dropped from Harold's utterance.
    _r(
        "en",
        "negation",
        False,
        _EN_CLOCK_STT,
        "Harold Penrose works on quartz movements",
        evidence="I don't work on quartz movements.",
        speaker="Harold Penrose",
    ),
    # --- negative: tense ---
    # tense: `used to run` (past habit, now Owen's) restated in the present.
    _r(
        "en",
        "tense",
        False,
        _EN_TT_MINUTES,
        "Gita Shah runs the Friday beginners' session",
        evidence="I used to run the Friday beginners' session",
        speaker="Gita Shah",
    ),
    # tense: `kept … for years before moving here` restated as a present fact.
    _r(
        "en",
        "tense",
        False,
        _EN_MOORING_TG,
        "Siobhán Ryan keeps her boat at Carrigaholt",
        evidence="I kept my boat at Carrigaholt for years before moving here",
        speaker="Siobhán Ryan",
    ),
    # --- negative: number ---
    # number: `forty` dropped from the order.
    _r(
        "en",
        "number",
        False,
        _EN_TT_MINUTES,
        "Owen Pryce ordered boxes of three-star balls from the club account",
        evidence="I ordered forty boxes of three-star balls from the club account.",
        speaker="Owen Pryce",
    ),
    # --- negative: condition ---
    # condition: the `if you drop it off tomorrow` clause dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_DRESS_CALL,
        "I'll have it ready by Thursday",
        evidence="I'll have it ready by Thursday if you drop it off tomorrow.",
    ),
    # condition: the `unless the van is late` exception dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_POST_NOTICE,
        "Parcels can be collected until 12.30",
        evidence="Parcels can be collected until 12.30 unless the van is late.",
    ),
    # --- negative: scope ---
    # scope: `only` dropped, so contactless reads as one option among others after 9pm.
    _r(
        "en",
        "scope",
        False,
        _EN_FOODTRUCK_LINE,
        "we take contactless after 9pm",
        evidence="we only take contactless after 9pm",
    ),
    # --- negative: stitch ---
    # stitch: `We accept` from the first clause joined to `fridges` from the refusing clause after the semicolon.
    _r(
        "en",
        "stitch",
        False,
        _EN_EWASTE_MAIL,
        "We accept fridges",
        evidence="We accept laptops, monitors, printers and cables; we can't take fridges",
    ),
)

# --- Spanish sources ---

_ES_CORO_CHAT = (
    "14/4/26, 21:03 - Nuria Vidal: Ya tengo los billetes del autobús para Oporto 🚌\n"
    "14/4/26, 21:05 - Andrés Ferrer: Yo canto de tenor segundo, ponedme al lado de Joaquín en la grada\n"
    "14/4/26, 21:06 - Nuria Vidal: Llevo las carpetas de partituras y el botiquín\n"
    "14/4/26, 21:09 - Pilar Gómez: No puedo ir al ensayo del jueves, tengo turno de noche"
)
_ES_REPTIL_CHAT = (
    "Usuario: hola, mi pogona Kira lleva tres días sin comer\n"
    "Agente (Clínica Escamas): Vaya, lo siento. ¿A qué temperatura tiene el punto caliente?\n"
    "Usuario: Tengo a Kira en un terrario de 120 cm con el foco a 38 grados\n"
    "Agente (Clínica Escamas): Yo tengo hueco el viernes a las 17:30 con la Dra. Salcedo, nuestra veterinaria de "
    "exóticos.\n"
    "Usuario: vale, el viernes me va bien. Mejor escríbeme al móvil del trabajo, 612 448 903"
)
_ES_TTM_ACTA = (
    "ACTA – Reunión de junta directiva, CTM Arganzuela (9/3/2026)\n"
    "Asistentes: Rocío Lamas (presidenta), Iván Serrano (tesorero), Teo Blanco\n"
    "Rocío Lamas: Ya está firmado el convenio con el polideportivo municipal.\n"
    "Iván Serrano: Yo entreno a los benjamines los martes y arbitro en la liga autonómica.\n"
    "Teo Blanco: No tengo la llave del almacén, la tiene el conserje.\n"
    "Iván Serrano: Antes llevaba la tienda del club; ahora se encarga Teo.\n"
    "Rocío Lamas: Solo los socios federados pueden jugar el torneo de Reyes.\n"
    "Rocío Lamas: Hemos pedido veinte cajas de pelotas de competición."
)
_ES_VESTIDO_LLAMADA = (
    "[Llamada entrante – Atelier Azahar, 11:42]\n"
    "Modista: Atelier Azahar, le atiende Carmen.\n"
    "Cliente: Hola, soy Lucía Prats. La boda es el 20 de junio y el vestido me queda ancho de cintura.\n"
    "Modista: Le puedo meter la cintura y subir el bajo; la primera prueba sería el martes.\n"
    "Cliente: Yo trabajo en el turno de mañana, así que mejor por la tarde.\n"
    "Modista: Si me lo trae antes del jueves, se lo tengo listo para el día 5."
)
_ES_ALERGIA_STT = (
    '{"id": "consulta-0392", "idioma": "es", "utterances": [\n'
    '  {"speaker": "Dra. Montserrat Puig", "start": 0.8, "text": "Cuénteme, ¿desde cuándo tiene los síntomas?"},\n'
    '  {"speaker": "Jorge Almagro", "start": 4.1, "text": "Desde marzo. Mi hija tiene asma y yo estornudo todas las '
    'mañanas."},\n'
    '  {"speaker": "Jorge Almagro", "start": 10.3, "text": "Yo tomo ebastina desde hace dos años."},\n'
    '  {"speaker": "Dra. Montserrat Puig", "start": 14.6, "text": "Le voy a pedir las pruebas de gramíneas y '
    'olivo."}\n'
    "]}"
)
_ES_RECICLA_CORREO = (
    "Asunto: Confirmación de recogida a domicilio\n\n"
    "Hola, Sr. Echevarría:\n\n"
    "Gracias por confiar en ReciclaTech. Su código de recogida es RT-77410.\n"
    "Aceptamos portátiles, móviles, tablets y pequeños electrodomésticos; no recogemos frigoríficos ni aparatos con "
    "gas.\n"
    "Nuestra planta de Erandio (junto a la ría) abre de lunes a viernes.\n\n"
    "Atentamente,\n"
    "Beatriz Soler\n"
    "Departamento de Recogidas · ReciclaTech S.L.\n"
    "bsoler@reciclatech.es · 944 120 587"
)
_ES_ACOGIDA_FICHA = (
    "FICHA DE ALOJAMIENTO – Academia Lengua Viva (Salamanca)\n"
    "Alumna: Hannah Becker\n"
    "Familia de acogida: Marisa Ortega\n"
    "Teléfono de la familia: 655 210 934\n"
    "Teléfono de urgencias (academia): 600 118 224\n"
    "Llegada: 5 de julio\n"
    "Dieta: vegetariana"
)
_ES_AMARRES_TG = (
    "Amarristas Puerto Deportivo de Getxo (exportado de Telegram)\n"
    "Íñigo Zabala, [03.05.26 09:12]\n"
    "Yo tengo el velero en el pantalán C y pago el amarre por trimestres\n"
    "Íñigo Zabala, [03.05.26 09:14]\n"
    "El amarre de invierno me sale a 210 € al mes\n"
    "Amaia Goikoetxea, [03.05.26 09:20]\n"
    "Yo tenía el barco en Bermeo antes de venir aquí\n"
    "Íñigo Zabala, [03.05.26 09:31]\n"
    "Estoy buscando un amarre más grande para el año que viene"
)
_ES_FOODTRUCK_AUDIO = (
    "Nota de voz de Lupe (0:37), transcrita automáticamente:\n"
    "Eh, bueno, pues los sábados estamos en el Mercado de Motores, ¿vale?, y llevamos tacos de cochinita, "
    "quesadillas y aguas frescas."
)
_ES_BELLAS_TICKET = (
    "PIGMENTOS DURERO · Bellas Artes\n"
    "C/ Libreros 14, Alcalá de Henares\n"
    "Ticket: 0042-118734      07/03/2026 17:05\n"
    "1 x Bloc Arches 300 g 31x41 ......... 39,90 €\n"
    "2 x Óleo Titán 200 ml ............... 23,80 €\n"
    "1 x Pincel marta kolinsky n.º 8 ..... 19,75 €\n"
    "Base imponible ....................... 68,97 €\n"
    "IVA 21 % ............................. 14,48 €\n"
    "TOTAL ................................ 83,45 €\n"
    "Pago con tarjeta ****2290"
)
_ES_BELLAS_CHAT = (
    "[7/3/26, 18:22] Carla Méndez: Pigmentos Durero (la tienda de la calle Libreros) hace un 10 % de descuento a los "
    "estudiantes de Bellas Artes\n"
    "[7/3/26, 18:25] Sergio Pla: Yo compré allí el caballete, me costó 95 €"
)
_ES_CORREOS_AVISO = (
    "AVISO – Oficina de Correos de Valdeavellano de Tera\n"
    "Horario: de lunes a viernes, de 9:00 a 11:30.\n"
    "Los paquetes se pueden recoger hasta las 11:00 salvo que el coche de reparto llegue con retraso.\n"
    "Responsable: Agustina Molina · Tel. 975 18 04 26"
)
_ES_ACOGIDA_CORREO = (
    "De: Marisa Ortega <marisa.ortega.sal@gmail.com>\n"
    "Para: alojamiento@lenguaviva.es\n"
    "Asunto: RE: Alumna para julio\n\n"
    "Hola, Begoña:\n\n"
    "Sin problema, acogemos a Hannah las cuatro semanas. La habitación de invitados (la que da al patio) tiene "
    "escritorio y armario empotrado. Tengo coche y ofrezco media pensión. Doy clases de cerámica en casa por las "
    "tardes.\n\n"
    "Un abrazo,\n"
    "Marisa\n\n"
    "El 2 jun 2026, a las 10:14, Begoña Ruiz <alojamiento@lenguaviva.es> escribió:\n"
    "> Hannah tiene 19 años y es vegetariana. Necesito confirmar la familia antes del viernes."
)
_ES_CORO_AUDIO = (
    "Audio de Nuria Vidal (0:24) – transcripción:\n"
    "Pues nada, eh, que el autobús sale de la plaza de toros a las siete y cuarto, ¿vale?, y hay que llevar el DNI."
)
_ES_RELOJ_CORREO = (
    "Relojería Ugarte – respuesta a su consulta\n\n"
    "Hola, Elena:\n\n"
    "No reparamos relojes de cuarzo, solo mecánicos. Su reloj de sobremesa necesita una limpieza completa y un muelle "
    "real nuevo.\n\n"
    "Un saludo,\n"
    "Ramón Ugarte\n"
    "Relojería Ugarte · C/ Platerías 7, Valladolid · 983 35 22 14"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Andrés's own turn; `Yo canto` becomes `Andrés Ferrer canta`; the imperative after the comma is apart.
    _r(
        "es",
        "speaker",
        True,
        _ES_CORO_CHAT,
        "Andrés Ferrer canta de tenor segundo",
        evidence="Yo canto de tenor segundo",
        speaker="Andrés Ferrer",
    ),
    # speaker: the `Usuario:` turn restated with mem0's Usuario; size and temperature kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_REPTIL_CHAT,
        "Usuario tiene a Kira en un terrario de 120 cm con el foco a 38 grados",
        evidence="Tengo a Kira en un terrario de 120 cm con el foco a 38 grados",
        speaker="user",
    ),
    # speaker: the customer's own turn (`Cliente:`), mem0's Usuario for `Yo`; the `así que` clause is apart.
    _r(
        "es",
        "speaker",
        True,
        _ES_VESTIDO_LLAMADA,
        "Usuario trabaja en el turno de mañana",
        evidence="Yo trabajo en el turno de mañana",
        speaker="user",
    ),
    # speaker: Jorge's utterance in the JSON; the duration stays.
    _r(
        "es",
        "speaker",
        True,
        _ES_ALERGIA_STT,
        "Jorge Almagro toma ebastina desde hace dos años",
        evidence="Yo tomo ebastina desde hace dos años.",
        speaker="Jorge Almagro",
    ),
    # speaker: Íñigo's own Telegram message, subject dropped, `Estoy` agreeing as `Está`.
    _r(
        "es",
        "speaker",
        True,
        _ES_AMARRES_TG,
        "Está buscando un amarre más grande para el año que viene",
        evidence="Estoy buscando un amarre más grande para el año que viene",
        speaker="Íñigo Zabala",
    ),
    # speaker: the sender's own paragraph (De: Marisa Ortega), subject dropped; time frame kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ACOGIDA_CORREO,
        "Da clases de cerámica en casa por las tardes",
        evidence="Doy clases de cerámica en casa por las tardes.",
        speaker="Marisa Ortega",
    ),
    # --- faithful: subspan ---
    # subspan: the pickup code alone; `Su código de recogida es` is the key's slot and subject with a copula.
    _r(
        "es",
        "subspan",
        True,
        _ES_RECICLA_CORREO,
        "RT-77410",
        evidence="Su código de recogida es RT-77410.",
        key="reciclatech/recogida/código",
    ),
    # subspan: the signature's e-mail, under a key naming its person; the phone after it is another type.
    _r(
        "es",
        "subspan",
        True,
        _ES_RECICLA_CORREO,
        "bsoler@reciclatech.es",
        evidence="bsoler@reciclatech.es · 944 120 587",
        key="reciclatech/beatriz_soler/email",
    ),
    # subspan: a name after the form's label, which the key's relation spells.
    _r(
        "es",
        "subspan",
        True,
        _ES_ACOGIDA_FICHA,
        "Marisa Ortega",
        evidence="Familia de acogida: Marisa Ortega",
        key="hannah_becker/familia_de_acogida",
    ),
    # subspan: a date after `Llegada:`, which the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_ACOGIDA_FICHA,
        "5 de julio",
        evidence="Llegada: 5 de julio",
        key="hannah_becker/llegada",
    ),
    # subspan: the receipt's TOTAL leader names the slot of the amount.
    _r(
        "es",
        "subspan",
        True,
        _ES_BELLAS_TICKET,
        "83,45 €",
        evidence="TOTAL ................................ 83,45 €",
        key="pigmentos_durero/ticket/total",
    ),
    # --- faithful: coordination ---
    # coordination: Iván's second conjunct, sharing the subject `Yo`; the first conjunct left out whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_TTM_ACTA,
        "Iván Serrano arbitra en la liga autonómica",
        evidence="Yo entreno a los benjamines los martes y arbitro en la liga autonómica.",
        speaker="Iván Serrano",
    ),
    # coordination: Íñigo's second conjunct `pago el amarre por trimestres`, same subject `Yo`.
    _r(
        "es",
        "coordination",
        True,
        _ES_AMARRES_TG,
        "Íñigo Zabala paga el amarre por trimestres",
        evidence="Yo tengo el velero en el pantalán C y pago el amarre por trimestres",
        speaker="Íñigo Zabala",
    ),
    # coordination: Marisa's second conjunct, subject dropped for the speaker.
    _r(
        "es",
        "coordination",
        True,
        _ES_ACOGIDA_CORREO,
        "Ofrece media pensión",
        evidence="Tengo coche y ofrezco media pensión.",
        speaker="Marisa Ortega",
    ),
    # --- faithful: list_item ---
    # list_item: Nuria's own turn, one of two things she carries, subject dropped.
    _r(
        "es",
        "list_item",
        True,
        _ES_CORO_CHAT,
        "Lleva el botiquín",
        evidence="Llevo las carpetas de partituras y el botiquín",
        speaker="Nuria Vidal",
    ),
    # list_item: one item of four with the head `Aceptamos`; the semicolon ends the clause.
    _r(
        "es",
        "list_item",
        True,
        _ES_RECICLA_CORREO,
        "Aceptamos tablets",
        evidence="Aceptamos portátiles, móviles, tablets y pequeños electrodomésticos;",
    ),
    # list_item: one dish of three with the head `llevamos`; the list ends the sentence.
    _r(
        "es",
        "list_item",
        True,
        _ES_FOODTRUCK_AUDIO,
        "Llevamos quesadillas",
        evidence="llevamos tacos de cochinita, quesadillas y aguas frescas.",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: the aside places the opening noun phrase; nothing restrictive in it.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_RECICLA_CORREO,
        "Nuestra planta de Erandio abre de lunes a viernes",
        evidence="Nuestra planta de Erandio (junto a la ría) abre de lunes a viernes.",
    ),
    # parenthetical: the aside says which shop the opening noun phrase is; the percentage stays.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_BELLAS_CHAT,
        "Pigmentos Durero hace un 10 % de descuento a los estudiantes de Bellas Artes",
        evidence="Pigmentos Durero (la tienda de la calle Libreros) hace un 10 % de descuento a los estudiantes de "
        "Bellas Artes",
    ),
    # parenthetical: the aside describes the opening noun phrase `La habitación de invitados`.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_ACOGIDA_CORREO,
        "La habitación de invitados tiene escritorio y armario empotrado",
        evidence="La habitación de invitados (la que da al patio) tiene escritorio y armario empotrado.",
    ),
    # --- faithful: filler ---
    # filler: `Eh, bueno, pues` dropped; the day frame is kept.
    _r(
        "es",
        "filler",
        True,
        _ES_FOODTRUCK_AUDIO,
        "Los sábados estamos en el Mercado de Motores",
        evidence="Eh, bueno, pues los sábados estamos en el Mercado de Motores",
    ),
    # filler: `Pues nada, eh, que` dropped; place and time kept.
    _r(
        "es",
        "filler",
        True,
        _ES_CORO_AUDIO,
        "El autobús sale de la plaza de toros a las siete y cuarto",
        evidence="Pues nada, eh, que el autobús sale de la plaza de toros a las siete y cuarto",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Pilar's turn bound to Nuria.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CORO_CHAT,
        "Nuria Vidal no puede ir al ensayo del jueves",
        evidence="No puedo ir al ensayo del jueves",
        speaker="Nuria Vidal",
    ),
    # wrong_speaker: the agent's `Yo tengo hueco` is the clinic's, not mem0's Usuario's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_REPTIL_CHAT,
        "Usuario tiene hueco el viernes a las 17:30",
        evidence="Yo tengo hueco el viernes a las 17:30",
        speaker="user",
    ),
    # wrong_speaker: the seamstress's `puedo` (a staff turn) bound to the customer.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_VESTIDO_LLAMADA,
        "Usuario puede meter la cintura",
        evidence="Le puedo meter la cintura",
        speaker="user",
    ),
    # wrong_speaker: the quoted `>` line is Begoña's, after her `escribió:` line; its first person is not Marisa.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ACOGIDA_CORREO,
        "Marisa Ortega necesita confirmar la familia antes del viernes",
        evidence="Necesito confirmar la familia antes del viernes.",
        speaker="Marisa Ortega",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: `móvil del trabajo` — the key `user/mobile` does not carry `del trabajo`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_REPTIL_CHAT,
        "612 448 903",
        evidence="Mejor escríbeme al móvil del trabajo, 612 448 903",
        speaker="user",
        key="user/mobile",
    ),
    # restriction_drop: `de urgencias` modifies the keyed noun; the key names only the academy's phone.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_ACOGIDA_FICHA,
        "600 118 224",
        evidence="Teléfono de urgencias (academia): 600 118 224",
        key="academia_lengua_viva/phone",
    ),
    # restriction_drop: `de invierno` restricts which mooring's price this is; the key does not carry it.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_AMARRES_TG,
        "210 € al mes",
        evidence="El amarre de invierno me sale a 210 € al mes",
        key="inigo_zabala/amarre/precio",
    ),
    # --- negative: attribution ---
    # attribution: the daughter's asthma restated as Jorge's.
    _r(
        "es",
        "attribution",
        False,
        _ES_ALERGIA_STT,
        "Jorge Almagro tiene asma",
        evidence="Mi hija tiene asma",
        speaker="Jorge Almagro",
    ),
    # attribution: `Teléfono de la familia` is the host family's, not the student's.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACOGIDA_FICHA,
        "655 210 934",
        evidence="Teléfono de la familia: 655 210 934",
        key="hannah_becker/phone",
    ),
    # --- negative: negation ---
    # negation: `No` dropped from Teo's own turn.
    _r(
        "es",
        "negation",
        False,
        _ES_TTM_ACTA,
        "Tiene la llave del almacén",
        evidence="No tengo la llave del almacén",
        speaker="Teo Blanco",
    ),
    # negation: `No` dropped from the workshop's reply.
    _r(
        "es",
        "negation",
        False,
        _ES_RELOJ_CORREO,
        "Reparamos relojes de cuarzo",
        evidence="No reparamos relojes de cuarzo",
    ),
    # --- negative: tense ---
    # tense: `Antes llevaba` (before, imperfect) restated in the present.
    _r(
        "es",
        "tense",
        False,
        _ES_TTM_ACTA,
        "Lleva la tienda del club",
        evidence="Antes llevaba la tienda del club",
        speaker="Iván Serrano",
    ),
    # tense: `tenía` restated as `tiene`.
    _r(
        "es",
        "tense",
        False,
        _ES_AMARRES_TG,
        "Amaia Goikoetxea tiene el barco en Bermeo",
        evidence="Yo tenía el barco en Bermeo",
        speaker="Amaia Goikoetxea",
    ),
    # --- negative: number ---
    # number: `veinte` dropped from the order.
    _r(
        "es",
        "number",
        False,
        _ES_TTM_ACTA,
        "Hemos pedido cajas de pelotas de competición",
        evidence="Hemos pedido veinte cajas de pelotas de competición.",
    ),
    # --- negative: condition ---
    # condition: the opening `Si me lo trae antes del jueves` dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_VESTIDO_LLAMADA,
        "se lo tengo listo para el día 5",
        evidence="Si me lo trae antes del jueves, se lo tengo listo para el día 5.",
    ),
    # condition: the exception `salvo que el coche de reparto llegue con retraso` dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_CORREOS_AVISO,
        "Los paquetes se pueden recoger hasta las 11:00",
        evidence="Los paquetes se pueden recoger hasta las 11:00 salvo que el coche de reparto llegue con retraso.",
    ),
    # --- negative: scope ---
    # scope: `Solo` dropped.
    _r(
        "es",
        "scope",
        False,
        _ES_TTM_ACTA,
        "los socios federados pueden jugar el torneo de Reyes",
        evidence="Solo los socios federados pueden jugar el torneo de Reyes.",
    ),
    # --- negative: stitch ---
    # stitch: `Aceptamos` joined to `frigoríficos` from the refusing clause after the semicolon.
    _r(
        "es",
        "stitch",
        False,
        _ES_RECICLA_CORREO,
        "Aceptamos frigoríficos",
        evidence="Aceptamos portátiles, móviles, tablets y pequeños electrodomésticos; no recogemos frigoríficos",
    ),
)

# --- Chinese sources ---

_ZH_CHOIR_CHAT = (
    "晨曦合唱团·青岛巡演群\n"
    "周晓琳 2026-04-02 20:11\n"
    "大巴我订好了，4号早上七点团部门口集合\n"
    "孙浩 2026-04-02 20:13\n"
    "我唱男高音二声部，排练的时候把我排在老陈旁边吧\n"
    "周晓琳 2026-04-02 20:15\n"
    "我负责带谱夹和医药箱\n"
    "刘敏 2026-04-02 20:20\n"
    "我周四去不了排练，要值夜班"
)
_ZH_REPTILE_CHAT = (
    "用户：你好，我家豹纹守宫已经一个星期不吃东西了\n"
    "客服（鳞宠异宠医院）：您好，请问饲养温度是多少？\n"
    "用户：我把它养在带加热垫的饲养箱里。\n"
    "客服（鳞宠异宠医院）：我这边周六上午十点还有一个号，是王医生的。"
)
_ZH_TT_MINUTES = (
    "【会议纪要】星火乒乓球俱乐部理事会　2026年3月8日\n"
    "参会：郑雅（会长）、韩磊、邵婷\n"
    "郑雅：新球台（比赛级，带滚轮）下周到货。\n"
    "韩磊：我周二带少儿班，周四负责积分赛。\n"
    "邵婷：我不再负责周末的陪练了。\n"
    "韩磊：我以前管俱乐部的器材库，现在交给邵婷了。\n"
    "郑雅：只有注册会员可以报名国庆杯。"
)
_ZH_DRESS_CALL = (
    "【通话转写】纱艺婚纱工作室　14:22\n"
    "店员：您好，纱艺婚纱，我是小乔。\n"
    "顾客：你好，我姓林。我五月二十号结婚，婚纱腰围有点大。\n"
    "店员：腰围可以收，裙摆也可以改短。\n"
    "顾客：我平时上班，只有周末能过来。\n"
    "店员：如果您这周六把婚纱送来，我们下周三就能改好。"
)
_ZH_CLOCK_STT = (
    '{"task_id": "asr-20260315-07", "segments": [\n'
    '  {"speaker": "宋国栋", "begin": 1.2, "text": "我修老座钟和挂钟，也修怀表。"},\n'
    '  {"speaker": "许可", "begin": 6.5, "text": "我从爷爷那里继承了一台民国时期的座钟，现在每天慢十分钟。"},\n'
    '  {"speaker": "宋国栋", "begin": 12.9, "text": "我不修石英钟。"}\n'
    "]}"
)
_ZH_EWASTE_MAIL = (
    "主题：旧手机回收报价（订单号 LX20260419087）\n\n"
    "陈女士您好：\n\n"
    "您寄来的两台旧手机已经收到。iPhone 12（屏幕有划痕）回收价 ¥1,150，华为 P30 因主板进水无法回收，会原路寄回。\n"
    "回收款将在3个工作日内打到您的支付宝账户。\n"
    "我们也回收平板、智能手表和充电宝，欢迎再来。\n\n"
    "绿循环客服部　赵雪\n"
    "邮箱：zhaoxue@lvxunhuan.cn | 电话：400-820-6617"
)
_ZH_ALLERGY_FORM = (
    "华东过敏专科门诊　初诊登记表\n"
    "姓名：何嘉怡\n"
    "出生日期：1993年6月2日\n"
    "手机：138 0013 7245\n"
    "紧急联系人（母亲）：梁素芬　139 2288 0461\n"
    "过敏史：青霉素、芒果、尘螨\n"
    "目前用药：氯雷他定 10mg，每日一次"
)
_ZH_MOORING_QQ = (
    "游艇会泊位群 聊天记录\n"
    "2026-04-22 8:15:02 周建平\n"
    "我冬天的泊位费是每月2100元，比夏天贵\n"
    "2026-04-22 8:21:47 林雅琪\n"
    "我以前把船停在南澳，去年才搬过来\n"
    "2026-04-22 8:30:10 周建平\n"
    "我十一月上排做船底防污"
)
_ZH_FOODTRUCK_CHAT = (
    "——— 2026年3月18日 星期三 ———\n"
    "马骁 10:02\n"
    "我们周五、周六都在西岸市集出摊\n"
    "乔一 10:05\n"
    "发电机保养好了，已经装回车上\n"
    "马骁 10:07\n"
    "刷卡机没问题，晚上九点以后只收微信和支付宝\n"
    "乔一 10:09\n"
    "我这周日一个人去跑徐汇夜市"
)
_ZH_ART_RECEIPT = (
    "画材坊（静安店）\n"
    "小票号：HC2026030715471\n"
    "2026-03-07 15:47\n"
    "阿诗水彩本 300g 31×41 ×1 ……… 328.00\n"
    "温莎牛顿歌文固体水彩24色 ×1 ……… 265.00\n"
    "貂毛水彩笔 6号 ×1 ……………… 189.00\n"
    "小计：782.00\n"
    "会员九五折：-39.10\n"
    "合计：742.90\n"
    "支付方式：微信支付"
)
_ZH_POST_NOTICE = (
    "【通知】青山镇邮政所营业时间调整\n"
    "自4月1日起，营业时间为周一至周五 8:30—16:30。\n"
    "除非邮车晚到，包裹当天16:00前均可领取。\n"
    "所长：钱桂兰　联系电话：0571-6455 2031"
)
_ZH_HOMESTAY_MAIL = (
    "发件人：曹丽萍 <caoliping1962@163.com>\n"
    "收件人：homestay@hanyu-xueyuan.cn\n"
    "主题：回复：七月来的学生\n\n"
    "李老师好！\n\n"
    "我们家可以接待Lukas，住四周没问题。我家（学校东门对面的小区）离学校很近。我退休在家，每天给他做早饭和晚饭。"
    "我老伴不吃辣，家里做饭偏清淡。\n\n"
    "曹丽萍\n\n"
    "在 2026年6月2日 10:14，李老师 <homestay@hanyu-xueyuan.cn> 写道：\n"
    "> Lukas今年17岁，吃素。我周五之前要确认他的寄宿家庭。"
)
_ZH_FOODTRUCK_VOICE = (
    "【语音转文字】马骁　0:38\n嗯……那个，就是，我们下个月开始每周日也去滨江出摊，呃，菜单主要还是煎饼和豆浆。"
)
_ZH_CHOIR_VOICE = "【语音转文字】周晓琳　0:21\n那个，大巴呢，嗯，4号早上七点从团部门口出发哈，大家别迟到。"

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: 孙浩's own message; 我 becomes his name; the request after the comma is another clause.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CHOIR_CHAT,
        "孙浩唱男高音二声部",
        evidence="我唱男高音二声部",
        speaker="孙浩",
    ),
    # speaker: the 用户 turn restated with mem0's 用户.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_REPTILE_CHAT,
        "用户把它养在带加热垫的饲养箱里",
        evidence="我把它养在带加热垫的饲养箱里",
        speaker="user",
    ),
    # speaker: the customer's (顾客) own turn in the call, mem0's 用户 for 我; the date stays.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DRESS_CALL,
        "用户五月二十号结婚",
        evidence="我五月二十号结婚",
        speaker="user",
    ),
    # speaker: 许可's utterance in the JSON; the count and period stay, the 现在 clause is apart.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CLOCK_STT,
        "许可从爷爷那里继承了一台民国时期的座钟",
        evidence="我从爷爷那里继承了一台民国时期的座钟",
        speaker="许可",
    ),
    # speaker: 周建平's own QQ message; month and purpose kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MOORING_QQ,
        "周建平十一月上排做船底防污",
        evidence="我十一月上排做船底防污",
        speaker="周建平",
    ),
    # speaker: 乔一's own message; 这周日 and 一个人 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_FOODTRUCK_CHAT,
        "乔一这周日一个人去跑徐汇夜市",
        evidence="我这周日一个人去跑徐汇夜市",
        speaker="乔一",
    ),
    # --- faithful: subspan ---
    # subspan: the order code after 订单号, which the key's relation spells.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EWASTE_MAIL,
        "LX20260419087",
        evidence="订单号 LX20260419087",
        key="绿循环/订单号",
    ),
    # subspan: the e-mail after the signature's 邮箱 label, under a key naming its person.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EWASTE_MAIL,
        "zhaoxue@lvxunhuan.cn",
        evidence="邮箱：zhaoxue@lvxunhuan.cn",
        key="绿循环/赵雪/邮箱",
    ),
    # subspan: the form's 手机 line, the patient's own.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ALLERGY_FORM,
        "138 0013 7245",
        evidence="手机：138 0013 7245",
        key="何嘉怡/手机",
    ),
    # subspan: the receipt's 合计 label names the key's slot.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ART_RECEIPT,
        "742.90",
        evidence="合计：742.90",
        key="画材坊/小票/合计",
    ),
    # subspan: a name after the notice's 所长 label, which the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_POST_NOTICE,
        "钱桂兰",
        evidence="所长：钱桂兰",
        key="青山镇邮政所/所长",
    ),
    # --- faithful: coordination ---
    # coordination: 韩磊's second conjunct opens with its own time phrase and shares the subject 我.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_TT_MINUTES,
        "韩磊周四负责积分赛",
        evidence="我周二带少儿班，周四负责积分赛",
        speaker="韩磊",
    ),
    # coordination: after 也 the comma conjunct shares the subject 我; the first conjunct has no frame.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_CLOCK_STT,
        "宋国栋也修怀表",
        evidence="我修老座钟和挂钟，也修怀表",
        speaker="宋国栋",
    ),
    # coordination: 曹丽萍's second conjunct opens with the time phrase 每天 and shares the subject 我.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_HOMESTAY_MAIL,
        "曹丽萍每天给他做早饭和晚饭",
        evidence="我退休在家，每天给他做早饭和晚饭",
        speaker="曹丽萍",
    ),
    # --- faithful: list_item ---
    # list_item: one of 周晓琳's two items with the head 负责带.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_CHOIR_CHAT,
        "周晓琳负责带医药箱",
        evidence="我负责带谱夹和医药箱",
        speaker="周晓琳",
    ),
    # list_item: one item after the label of record 过敏史, which the key names.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_ALLERGY_FORM,
        "芒果",
        evidence="过敏史：青霉素、芒果、尘螨",
        key="何嘉怡/过敏史",
    ),
    # list_item: one item of three with the head 我们也回收; the clause after the comma is apart.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_EWASTE_MAIL,
        "我们也回收智能手表",
        evidence="我们也回收平板、智能手表和充电宝",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: the aside describes the opening noun phrase 新球台; no marker in it.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_TT_MINUTES,
        "新球台下周到货",
        evidence="新球台（比赛级，带滚轮）下周到货。",
    ),
    # parenthetical: the aside describes the phone that opens the sentence; the price stays.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_EWASTE_MAIL,
        "iPhone 12回收价 ¥1,150",
        evidence="iPhone 12（屏幕有划痕）回收价 ¥1,150",
    ),
    # parenthetical: the aside places the opening noun phrase 我家.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_HOMESTAY_MAIL,
        "我家离学校很近",
        evidence="我家（学校东门对面的小区）离学校很近。",
    ),
    # --- faithful: filler ---
    # filler: 嗯……那个，就是 dropped; 每周日 and 也 kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_FOODTRUCK_VOICE,
        "我们下个月开始每周日也去滨江出摊",
        evidence="嗯……那个，就是，我们下个月开始每周日也去滨江出摊",
    ),
    # filler: 那个, 呢, 嗯 and 哈 dropped; date, time and place kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_CHOIR_VOICE,
        "大巴4号早上七点从团部门口出发",
        evidence="那个，大巴呢，嗯，4号早上七点从团部门口出发哈",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: 刘敏's message bound to 周晓琳.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CHOIR_CHAT,
        "周晓琳周四去不了排练",
        evidence="我周四去不了排练",
        speaker="周晓琳",
    ),
    # wrong_speaker: the 客服 turn's 我 is the clinic's, not mem0's 用户.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_REPTILE_CHAT,
        "用户这边周六上午十点还有一个号",
        evidence="我这边周六上午十点还有一个号",
        speaker="user",
    ),
    # wrong_speaker: 许可's utterance bound to 宋国栋.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CLOCK_STT,
        "宋国栋从爷爷那里继承了一台民国时期的座钟",
        evidence="我从爷爷那里继承了一台民国时期的座钟",
        speaker="宋国栋",
    ),
    # wrong_speaker: the quoted `>` line is 李老师's, after her 写道 line; its 我 is not 曹丽萍.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_HOMESTAY_MAIL,
        "曹丽萍周五之前要确认他的寄宿家庭",
        evidence="我周五之前要确认他的寄宿家庭。",
        speaker="曹丽萍",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: 冬天的 modifies the keyed noun 泊位费 and the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_MOORING_QQ,
        "每月2100元",
        evidence="我冬天的泊位费是每月2100元",
        key="周建平/泊位费",
    ),
    # restriction_drop: the opening time frame 晚上九点以后 dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_FOODTRUCK_CHAT,
        "只收微信和支付宝",
        evidence="晚上九点以后只收微信和支付宝",
    ),
    # restriction_drop: the 小计 label is not the key's 合计 (cf. the 合计 record).
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_ART_RECEIPT,
        "782.00",
        evidence="小计：782.00",
        key="画材坊/小票/合计",
    ),
    # --- negative: attribution ---
    # attribution: the number is the mother's, the emergency contact's (cf. the 手机 record).
    _r(
        "zh",
        "attribution",
        False,
        _ZH_ALLERGY_FORM,
        "139 2288 0461",
        evidence="紧急联系人（母亲）：梁素芬　139 2288 0461",
        key="何嘉怡/电话",
    ),
    # attribution: 我老伴's diet restated as the speaker's own.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HOMESTAY_MAIL,
        "曹丽萍不吃辣",
        evidence="我老伴不吃辣",
        speaker="曹丽萍",
    ),
    # --- negative: negation ---
    # negation: 不再 dropped from 邵婷's own turn.
    _r(
        "zh",
        "negation",
        False,
        _ZH_TT_MINUTES,
        "邵婷负责周末的陪练",
        evidence="我不再负责周末的陪练了",
        speaker="邵婷",
    ),
    # negation: 不 dropped from 宋国栋's utterance.
    _r(
        "zh",
        "negation",
        False,
        _ZH_CLOCK_STT,
        "宋国栋修石英钟",
        evidence="我不修石英钟",
        speaker="宋国栋",
    ),
    # --- negative: tense ---
    # tense: 以前 dropped, a past duty restated as a present one.
    _r(
        "zh",
        "tense",
        False,
        _ZH_TT_MINUTES,
        "韩磊管俱乐部的器材库",
        evidence="我以前管俱乐部的器材库",
        speaker="韩磊",
    ),
    # tense: 以前 dropped; she moved here last year.
    _r(
        "zh",
        "tense",
        False,
        _ZH_MOORING_QQ,
        "林雅琪把船停在南澳",
        evidence="我以前把船停在南澳",
        speaker="林雅琪",
    ),
    # --- negative: number ---
    # number: 3个 dropped from the payment time.
    _r(
        "zh",
        "number",
        False,
        _ZH_EWASTE_MAIL,
        "回收款将在工作日内打到您的支付宝账户",
        evidence="回收款将在3个工作日内打到您的支付宝账户。",
    ),
    # --- negative: condition ---
    # condition: the opening 如果 clause dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_DRESS_CALL,
        "我们下周三就能改好",
        evidence="如果您这周六把婚纱送来，我们下周三就能改好。",
    ),
    # condition: the opening 除非 exception dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_POST_NOTICE,
        "包裹当天16:00前均可领取",
        evidence="除非邮车晚到，包裹当天16:00前均可领取。",
    ),
    # --- negative: scope ---
    # scope: 只有 dropped.
    _r(
        "zh",
        "scope",
        False,
        _ZH_TT_MINUTES,
        "注册会员可以报名国庆杯",
        evidence="只有注册会员可以报名国庆杯。",
    ),
    # --- negative: stitch ---
    # stitch: the first sentence's 两台旧手机 joined to the P30 clause's 无法回收 — only one phone cannot be recycled.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_EWASTE_MAIL,
        "两台旧手机无法回收",
        evidence="您寄来的两台旧手机已经收到。iPhone 12（屏幕有划痕）回收价 ¥1,150，华为 P30 因主板进水无法回收",
    ),
)

BATCH_77: tuple[Realistic, ...] = _EN + _ES + _ZH
