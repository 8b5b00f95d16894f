"""The realistic set's seventy-fifth batch: a blind measurement of the merged admission rules (issue 31, brief b75).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b75, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31 (`issues show 31`), the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first record, for the format
and the family names; by a slip, lines 61-64 too, the end of its second record and the next one's comment), besides
the ruff settings in pyproject.toml. No scorer, `check_support` or `memtx eval` was run on these records. Every
source is invented here, in domains the earlier batches used little: dog grooming salons, amateur astronomy
societies, student housing offices, tile shops, marathon expos, embassy and consulate visa appointments, hearing loops
in theatres, seed libraries, foster care agencies, jewellery repair, bus charter companies and climbing gyms.

The registers are mostly text several people write: group-chat exports with a name and a time on each line (WhatsApp's
`[date, time] Name:`, Telegram's `Name, [date time]`, Slack's `Name  6:40 PM`, WeChat's `姓名 日期 时间` above the
message), meeting minutes with `Name:` turns, call transcripts whose labels are staff roles (`Agent:`, `Counter
staff:`, `Cliente:`, `店员：`), speech-to-text JSON with a `speaker` field per utterance, and support chats between
mem0's `User`/`Usuario`/`用户` and an assistant; besides them, e-mails with signatures, forms, receipts and notices.

The values are written as memory extractors write them: third-person restatements with the speaker's name (Zep,
Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), the speaker dropped as
subject (`Saved about forty packets of …`), one item of a list, a shared-subject conjunct with its subject, a clause
with its aside dropped, a clause with its fillers dropped, and atomic values (a code, an e-mail address, a phone
number, a URL, an amount) filed under a LangGraph-style key (`visa_appointment/reference`, `cita_visado/codigo`,
`华美瓷砖/销售单/合计`). Several negatives share their source with a faithful record and differ from it only in what
DESIGN §4 says matters: another person's turn (a colleague's, a staff member's, an assistant's), another owner of a
value, a modifier of the keyed noun, a time frame, a negator, the past, a condition, a number or a truncated code.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 5, subspan 5, list_item 3, coordination 3, parenthetical 3, filler 3. Negative (18): wrong_speaker 3,
restriction_drop 3, attribution 2, negation 2, tense 2, number 2, condition 2, scope 1, identifier 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic
set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources shared by several records ---------------------------------------------------------------------

_EN_GROOMERS_CHAT = (
    "[14/03/2026, 08:52] Carla Mendes: Morning all! I'm doing the walk-in nail trims today\n"
    "[14/03/2026, 08:53] Josh Pike: cool, I'll take the doodle at 10\n"
    "[14/03/2026, 08:55] Carla Mendes: thanks Josh 🐩"
)
_EN_ASTRO_MINUTES = (
    "Hartfield Astronomy Society: committee minutes, 9 October\n"
    "Present: Owen, Dilys, Raj\n"
    "Owen: I'll book the village hall for the November star party.\n"
    "Dilys: I still have the society's 8-inch Dobsonian at my house.\n"
    "Raj: I run the beginners' night on the first Friday of each month.\n"
    "Action: Owen to confirm the hall by 20 October."
)
_EN_FOSTER_JSON = (
    '{"call_id": "bp-2291", "utterances": [\n'
    '  {"speaker": "Social worker", "start": 3.1, "text": "So tell me a bit about your home."},\n'
    '  {"speaker": "Hannah Cole", "start": 6.8, "text": "We live in a three-bedroom house in Didsbury and I work '
    'from home on Mondays."},\n'
    '  {"speaker": "Social worker", "start": 14.2, "text": "And your fostering experience?"},\n'
    '  {"speaker": "Hannah Cole", "start": 16.0, "text": "I trained with Brightpath Fostering and now look after a '
    'sibling group."},\n'
    '  {"speaker": "Hannah Cole", "start": 41.5, "text": "My sister\'s number is 07700 900 771, she\'s happy to be my '
    'second referee."}\n'
    "]}"
)
_EN_CLIMB_SUPPORT = (
    "User: hi, I bouldered at your Leeds wall last week and I'd like to freeze my membership\n"
    "Assistant: Sure! I'm based at the Leeds wall too. How long would you like to freeze it for?\n"
    "User: I'm having shoulder surgery on 3 March, so probably two months"
)
_EN_CLIMB_SLACK = (
    "#members-lounge\n"
    "Leo Brandt  6:40 PM\n"
    "I climb at Rockworks, The Depot and Boulder Barn.\n"
    "Leo Brandt  6:41 PM\n"
    "I used to route-set at The Depot too, ask me anything about the overhang\n"
    "Mia Chen  6:45 PM\n"
    "nice, see you Thursday"
)
_EN_VISA_EMAIL = (
    "Dear Ms Adeyemi,\n\n"
    "Your appointment reference is VSA-448213. Please bring your passport, two photographs and the printed "
    "confirmation.\n\n"
    "Visa Section\nHigh Commission, London"
)
_EN_COACH_SIGNATURE = (
    "Thanks for your enquiry, I've attached the quote for the 49-seat coach.\n\n"
    "Best,\nGeraint Hughes\nBookings, Valley Coaches Ltd\n"
    "Direct line: 01443 220 915\nwww.valleycoaches.co.uk"
)
_EN_MARATHON_EMAIL = (
    "Subject: Your Riverside Marathon expo pass\n\n"
    "Hi runner,\n"
    "Your race pack includes your bib, a timing chip, a finisher's T-shirt and a voucher for the pasta party.\n"
    "Bib collection closes 2 hours before the start on race day, so please come to the expo on Saturday.\n\n"
    "The Riverside Marathon team"
)
_EN_SEED_MINUTES = (
    "Northfield Seed Library: volunteers' meeting\n"
    "Aiko: This spring we're giving out runner beans, calendula, rocket and Cherokee Purple tomatoes.\n"
    "Tomasz: Reminder that seed swaps are only open to members, we had a few walk-ins last time.\n"
    "Aiko: Noted."
)

_EN_HOUSING_CHAT = (
    "[2026-09-02 10:14] Ruth (Housing Office): Welcome to Block C everyone! The laundry room (ground floor, "
    "next to the bike store) is open around the clock.\n"
    "[2026-09-02 10:15] Ruth (Housing Office): On weeknights, quiet hours in Block C run from 11 pm to 7 am.\n"
    "[2026-09-02 10:17] Kemi: thank you!!"
)
_EN_ASTRO_EMAIL = (
    "Dear members,\nOur observing site (the old quarry car park off Mill Lane) is open to members after dusk. "
    "If the sky is clear, the Perseids watch goes ahead at Hollin Hill.\nClear skies,\nOwen"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Carla's own turn; `I'm doing` bound to her name with `is doing`, everything else kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GROOMERS_CHAT,
        "Carla Mendes is doing the walk-in nail trims today",
        evidence="I'm doing the walk-in nail trims today",
        speaker="Carla Mendes",
    ),
    # speaker: Raj's own `Raj:` turn in the minutes; `I run` → `Raj runs`, the time frame kept whole.
    _r(
        "en",
        "speaker",
        True,
        _EN_ASTRO_MINUTES,
        "Raj runs the beginners' night on the first Friday of each month",
        evidence="I run the beginners' night on the first Friday of each month.",
        speaker="Raj",
    ),
    # speaker: an utterance whose speaker field names Hannah Cole; its own `I work` clause, bound with agreement.
    _r(
        "en",
        "speaker",
        True,
        _EN_FOSTER_JSON,
        "Hannah Cole works from home on Mondays",
        evidence="I work from home on Mondays.",
        speaker="Hannah Cole",
    ),
    # speaker: mem0's User in the user's own turn of a support chat; tense and date kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_CLIMB_SUPPORT,
        "User is having shoulder surgery on 3 March",
        evidence="I'm having shoulder surgery on 3 March",
        speaker="user",
    ),
    # speaker: the sender the From: line names; the subject left out, the past and `about forty` kept.
    _r(
        "en",
        "speaker",
        True,
        "From: Tomasz Wójcik <t.wojcik@mailbox.org>\nTo: seeds@northfieldlibrary.org\nSubject: Returning seeds\n\n"
        "Hi all,\nI saved about forty packets of Cherokee Purple tomato seed this autumn and I'll drop them off on "
        "Saturday.\n\nTomasz",
        "Saved about forty packets of Cherokee Purple tomato seed this autumn",
        evidence="I saved about forty packets of Cherokee Purple tomato seed this autumn",
        speaker="Tomasz Wójcik",
    ),
    # --- faithful: subspan ---
    # subspan: the code alone; `your appointment` is the key's subject, `reference` its relation, `is` a copula.
    _r(
        "en",
        "subspan",
        True,
        _EN_VISA_EMAIL,
        "VSA-448213",
        evidence="Your appointment reference is VSA-448213.",
        key="visa_appointment/reference",
    ),
    # subspan: the receipt's total; the `Total:` label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "CERAMICA HOUSE, Unit 4, Canal Road\nInvoice 20817\n"
        "12 x Metro white 10x20 (box) ..... £143.88\nTile adhesive 20kg ..... £18.50\n"
        "Total: £162.38\nPaid by card, thank you!",
        "£162.38",
        evidence="Total: £162.38",
        key="ceramica_house/invoice_20817/total",
    ),
    # subspan: the direct line under a key that carries `direct` and the phone slot; no other owner or frame.
    _r(
        "en",
        "subspan",
        True,
        _EN_COACH_SIGNATURE,
        "01443 220 915",
        evidence="Direct line: 01443 220 915",
        key="valley_coaches/geraint_hughes/direct_phone",
    ),
    # subspan: a form's field; the label `Contact number` is spelled by the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Access booking form, Lyceum Theatre\nName: Peter Lindqvist\nPerformance: Fri 6 March, 19:30\n"
        "Seat: Stalls K14\nHearing loop receiver needed: Yes\nContact number: 07700 900 552",
        "07700 900 552",
        evidence="Contact number: 07700 900 552",
        key="peter_lindqvist/contact_number",
    ),
    # subspan: a staff turn naming no first person; `your repair` is the key's subject, `reference` its relation.
    _r(
        "en",
        "subspan",
        True,
        "Counter staff: Your ring's ready for collection, and your repair reference is JR-5521.\n"
        "Customer: Brilliant, I'll pop in on Thursday.\n"
        "Counter staff: Lovely, bring the reference with you.",
        "JR-5521",
        evidence="your repair reference is JR-5521",
        key="ring_repair/reference",
    ),
    # --- faithful: list_item ---
    # list_item: one item of the pack's list, with its head and verb; nothing runs on after the last item.
    _r(
        "en",
        "list_item",
        True,
        _EN_MARATHON_EMAIL,
        "Your race pack includes a timing chip",
        evidence="Your race pack includes your bib, a timing chip, a finisher's T-shirt and a voucher for the pasta "
        "party.",
    ),
    # list_item: Leo's own Slack message; one gym of the list, with speaker binding (`I climb` → `Leo Brandt climbs`).
    _r(
        "en",
        "list_item",
        True,
        _EN_CLIMB_SLACK,
        "Leo Brandt climbs at The Depot",
        evidence="I climb at Rockworks, The Depot and Boulder Barn.",
        speaker="Leo Brandt",
    ),
    # list_item: one crop of Aiko's list, with the clause's time frame and subject kept.
    _r(
        "en",
        "list_item",
        True,
        _EN_SEED_MINUTES,
        "This spring we're giving out rocket",
        evidence="This spring we're giving out runner beans, calendula, rocket and Cherokee Purple tomatoes.",
    ),
    # --- faithful: coordination ---
    # coordination: Hannah's second conjunct with the shared subject bound to her name; `now` kept.
    _r(
        "en",
        "coordination",
        True,
        _EN_FOSTER_JSON,
        "Hannah Cole now looks after a sibling group",
        evidence="I trained with Brightpath Fostering and now look after a sibling group.",
        speaker="Hannah Cole",
    ),
    # coordination: the shop's second conjunct with the shared subject `We`; the first conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "[10:02] Ceramica House: Hi Sam! We cut tiles to size in-store and lend out wet saws for the weekend.\n"
        "[10:05] Sam Patel: amazing, can I grab one Friday?\n[10:06] Ceramica House: Of course 👍",
        "We lend out wet saws for the weekend",
        evidence="We cut tiles to size in-store and lend out wet saws for the weekend.",
    ),
    # coordination: the second conjunct of a shared-subject `We are … and need …` sentence.
    _r(
        "en",
        "coordination",
        True,
        "[09:12] Mrs Okoro: Hello, we are a primary school in Barry and need a coach with a wheelchair lift.\n"
        "[09:20] Valley Coaches: Hi Mrs Okoro, that's no problem, which date are you looking at?",
        "we need a coach with a wheelchair lift",
        evidence="we are a primary school in Barry and need a coach with a wheelchair lift.",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: an aside describing the opening noun phrase (a place, no marker, number or unit) dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_ASTRO_EMAIL,
        "Our observing site is open to members after dusk",
        evidence="Our observing site (the old quarry car park off Mill Lane) is open to members after dusk.",
    ),
    # parenthetical: the housing office's aside locating the laundry room dropped; `around the clock` kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HOUSING_CHAT,
        "The laundry room is open around the clock",
        evidence="The laundry room (ground floor, next to the bike store) is open around the clock.",
    ),
    # parenthetical: Ines's own turn; the aside on how she uses the loop dropped, speaker bound.
    _r(
        "en",
        "parenthetical",
        True,
        "[06/03/2026, 21:40] Ines Duarte: I use the hearing loop (the T-setting on my aids) at the Lyceum\n"
        "[06/03/2026, 21:42] Bruno Alves: does it work from the circle seats?",
        "Ines Duarte uses the hearing loop at the Lyceum",
        evidence="I use the hearing loop (the T-setting on my aids) at the Lyceum",
        speaker="Ines Duarte",
    ),
    # --- faithful: filler ---
    # filler: a voice note's `um so basically`, `like` and `yeah` dropped; the date kept.
    _r(
        "en",
        "filler",
        True,
        "Voice note from Dani (0:34): um so basically the cockapoo, like, needs a full clip before the 22nd, yeah",
        "the cockapoo needs a full clip before the 22nd",
        evidence="um so basically the cockapoo, like, needs a full clip before the 22nd, yeah",
    ),
    # filler: a speech-to-text utterance's `so, um`, the repeated `the` and `like` dropped.
    _r(
        "en",
        "filler",
        True,
        '[{"speaker": "Customer", "start": 2.4, "text": "so, um, the, the clasp on the bracelet is, like, completely '
        'bent"}, {"speaker": "Jeweller", "start": 7.9, "text": "Let me have a look."}]',
        "the clasp on the bracelet is completely bent",
        evidence="so, um, the, the clasp on the bracelet is, like, completely bent",
    ),
    # filler: the caller's `erm` and `um` dropped; the modal `'d` and the time kept.
    _r(
        "en",
        "filler",
        True,
        "Agent: Valley Coaches, Geraint speaking.\n"
        "Caller: Yeah, hi, erm, we'd need the coach back at the school by, um, half five.\n"
        "Agent: That's fine, I'll put it on the quote.",
        "we'd need the coach back at the school by half five",
        evidence="we'd need the coach back at the school by, um, half five.",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Josh's turn (`I'll take the doodle`) bound to Carla, whose label heads another line.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GROOMERS_CHAT,
        "Carla Mendes will take the doodle at 10",
        evidence="I'll take the doodle at 10",
        speaker="Carla Mendes",
    ),
    # wrong_speaker: Dilys's turn about the telescope bound to Raj.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ASTRO_MINUTES,
        "Raj still has the society's 8-inch Dobsonian at his house",
        evidence="I still have the society's 8-inch Dobsonian at my house.",
        speaker="Raj",
    ),
    # wrong_speaker: the assistant's own first person bound to mem0's User.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CLIMB_SUPPORT,
        "User is based at the Leeds wall too",
        evidence="I'm based at the Leeds wall too.",
        speaker="user",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: Geraint's direct line filed as the company's phone; `Direct` is not in the key.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_COACH_SIGNATURE,
        "01443 220 915",
        evidence="Direct line: 01443 220 915",
        key="valley_coaches/phone",
    ),
    # restriction_drop: the opening time frame `On weeknights` dropped from the quiet hours.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HOUSING_CHAT,
        "quiet hours in Block C run from 11 pm to 7 am",
        evidence="On weeknights, quiet hours in Block C run from 11 pm to 7 am.",
    ),
    # restriction_drop: `business visa`, the modifier saying which applicants, skipped inside the clause.
    _r(
        "en",
        "restriction_drop",
        False,
        "Visa Section: interview checklist\n"
        "At the interview, business visa applicants must show an invitation letter from the host company.\n"
        "All applicants must bring the original passport.",
        "At the interview, applicants must show an invitation letter from the host company",
        evidence="At the interview, business visa applicants must show an invitation letter from the host company.",
    ),
    # --- negative: attribution ---
    # attribution: the sister's number filed as Hannah's own phone.
    _r(
        "en",
        "attribution",
        False,
        _EN_FOSTER_JSON,
        "07700 900 771",
        evidence="My sister's number is 07700 900 771",
        speaker="Hannah Cole",
        key="hannah_cole/phone",
    ),
    # attribution: the brother's dog's name filed as Mel's dog.
    _r(
        "en",
        "attribution",
        False,
        "Mel Ortiz, [11.04.26 11:20]\nmy brother's dog Pepper is booked in for Friday at 2\n"
        "Pawfect Grooming, [11.04.26 11:24]\nGreat, see you both then!",
        "Pepper",
        evidence="my brother's dog Pepper is booked in for Friday at 2",
        speaker="Mel Ortiz",
        key="mel_ortiz/dog_name",
    ),
    # --- negative: negation ---
    # negation: `don't` dropped, so the shop appears to stock slate.
    _r(
        "en",
        "negation",
        False,
        "[Tue 15:31] Ceramica House: Sorry, we don't stock natural slate any more, only porcelain lookalikes.\n"
        "[Tue 15:33] Jo Barnes: ah ok, can you send me photos of those?",
        "we stock natural slate",
        evidence="we don't stock natural slate any more",
    ),
    # negation: `not` dropped from the coach rule.
    _r(
        "en",
        "negation",
        False,
        "Valley Coaches: booking conditions (extract)\n4.2 Dogs are not permitted on our coaches, apart from "
        "assistance dogs.\n4.3 Hot food may not be eaten on board.",
        "Dogs are permitted on our coaches",
        evidence="Dogs are not permitted on our coaches",
    ),
    # --- negative: tense ---
    # tense: `I used to route-set` restated in the present for Leo.
    _r(
        "en",
        "tense",
        False,
        _EN_CLIMB_SLACK,
        "Leo Brandt route-sets at The Depot",
        evidence="I used to route-set at The Depot too",
        speaker="Leo Brandt",
    ),
    # tense: an `old` passport number in the past filed as the current one.
    _r(
        "en",
        "tense",
        False,
        "Visa officer: Do you have your previous passport with you?\n"
        "Sunita Rao: My old passport number was K4481902 but I lost it in 2023.\n"
        "Visa officer: Then we'll need the police report.",
        "K4481902",
        evidence="My old passport number was K4481902",
        speaker="Sunita Rao",
        key="sunita_rao/passport_number",
    ),
    # --- negative: number ---
    # number: `2 hours` dropped from the closing time.
    _r(
        "en",
        "number",
        False,
        _EN_MARATHON_EMAIL,
        "Bib collection closes before the start on race day",
        evidence="Bib collection closes 2 hours before the start on race day",
    ),
    # number: the count of sibling groups dropped.
    _r(
        "en",
        "number",
        False,
        "Brightpath Fostering: team meeting notes\nDeb: We currently have 14 sibling groups waiting for a "
        "placement.\nMarcus: Two new carers finish training in May.",
        "We currently have sibling groups waiting for a placement",
        evidence="We currently have 14 sibling groups waiting for a placement.",
    ),
    # --- negative: condition ---
    # condition: the opening `If the sky is clear` dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_ASTRO_EMAIL,
        "the Perseids watch goes ahead at Hollin Hill",
        evidence="If the sky is clear, the Perseids watch goes ahead at Hollin Hill.",
    ),
    # condition: the `unless` clause dropped from the loan of receivers.
    _r(
        "en",
        "condition",
        False,
        "Box office: Loop receivers can be borrowed from the box office unless the matinee is sold out.\n"
        "Patron: Do I need to bring ID?\nBox office: Just a bank card as a deposit.",
        "Loop receivers can be borrowed from the box office",
        evidence="Loop receivers can be borrowed from the box office unless the matinee is sold out.",
    ),
    # --- negative: scope ---
    # scope: `only` dropped, turning members-only swaps into swaps open to members among others.
    _r(
        "en",
        "scope",
        False,
        _EN_SEED_MINUTES,
        "seed swaps are open to members",
        evidence="seed swaps are only open to members",
    ),
    # --- negative: identifier ---
    # identifier: the appointment code cut short; a code is one token and must be taken whole.
    _r(
        "en",
        "identifier",
        False,
        _EN_VISA_EMAIL,
        "VSA-448",
        evidence="Your appointment reference is VSA-448213.",
        key="visa_appointment/reference",
    ),
)

# --- Spanish sources shared by several records ---------------------------------------------------------------------

_ES_ROCO_CHAT = (
    "[12/5/26, 19:03] Nerea Aguirre: Yo los martes doy la clase de iniciación a las 18:00\n"
    "[12/5/26, 19:05] Iñaki Sola: yo este finde no puedo, tengo boda\n"
    "[12/5/26, 19:10] Iñaki Sola: Yo escalo en Sputnik, en Indoorwall y en el Bloque\n"
    "[12/5/26, 19:12] Iñaki Sola: antes equipaba vías en Sputnik, por si alguien pregunta\n"
    "[12/5/26, 19:14] Nerea Aguirre: vale, pues el sábado lo cubro yo"
)
_ES_ASTRO_ACTA = (
    "Acta de la junta. Agrupación Astronómica de Cuenca, 3 de octubre\n"
    "Asistentes: Marisa, Julián, Toño\n"
    "Marisa: Reservo yo el observatorio de Uña para las Perseidas.\n"
    "Julián: Tengo el telescopio de la agrupación en mi casa desde junio.\n"
    "Toño: Llevo la cuenta de Instagram y subo las fotos de cada salida.\n"
    "Acuerdos: renovar el seguro antes de diciembre."
)
_ES_ACOGIDA_JSON = (
    '{"entrevista": "acogida-0417", "segments": [\n'
    '  {"speaker": "Técnica", "start": 2.0, "text": "¿Y cómo es vuestra casa?"},\n'
    '  {"speaker": "Rocío Benítez", "start": 5.3, "text": "Vivimos en un piso de tres habitaciones en Triana y yo '
    'trabajo de mañana en un colegio."},\n'
    '  {"speaker": "Técnica", "start": 12.7, "text": "¿Tenéis experiencia previa?"},\n'
    '  {"speaker": "Rocío Benítez", "start": 14.1, "text": "Hice el curso de formación en marzo y ahora colaboro '
    'con el programa de respiro de Cruz Roja."},\n'
    '  {"speaker": "Rocío Benítez", "start": 40.9, "text": "El móvil de mi hermana es el 611 402 987, es mi '
    'segunda referencia."}\n'
    "]}"
)
_ES_CONSULADO_CHAT = (
    "Usuario: Hola, tengo cita para el visado de estudiante el 14 de enero en el consulado de Lyon\n"
    "Asistente: ¡Perfecto! ¿Necesitas ayuda con la documentación?\n"
    "Usuario: sí, mi antiguo número de pasaporte era PAA123456, el nuevo todavía no me ha llegado"
)
_ES_CITA_EMAIL = (
    "Consulado General de España en Lyon: confirmación de cita\n"
    "Tipo de trámite: Visado nacional de estudios\n"
    "Fecha: 14/01/2026, 09:40\n"
    "Código de la cita: CGL-2026-08813\n"
    "Presente este correo impreso el día de la cita."
)
_ES_GUAU_CHAT = (
    "[3/4/26 10:12] Peluquería Guau Guau: ¡Hola Marta! Nuestro teléfono es el 644 218 903, escríbenos cuando "
    "quieras 😊\n"
    "[3/4/26 10:20] Marta Gil: genial, gracias. Una cosa: el perro de mi vecina, Kira, tiene cita el jueves a las 11\n"
    "[3/4/26 10:21] Peluquería Guau Guau: Apuntado 👍"
)
_ES_ARRIAGA_FORM = (
    "Solicitud de accesibilidad: Teatro Arriaga\n"
    "Nombre: Josune Etxeberria\n"
    "Función: La casa de Bernarda Alba, 18/02, 20:00\n"
    "Necesita bucle magnético: Sí\n"
    "Correo electrónico: josune.etx@gmail.com\n"
    "Teléfono del trabajo: 944 16 35 33"
)
_ES_AUTOCAR_LLAMADA = (
    "Transcripción: llamada entrante, Autocares Ribera\n"
    "Agente: Autocares Ribera, le atiende Lucía.\n"
    "Cliente: Hola, necesito un autocar de 55 plazas para una excursión el 20 de junio.\n"
    "Agente: Yo tengo libre para esa fecha uno de 55 plazas con rampa.\n"
    "Cliente: Perfecto, ¿me manda el presupuesto?"
)
_ES_MARATON_EMAIL = (
    "Asunto: Tu acreditación para la Feria del Maratón de Valencia\n\n"
    "¡Hola, corredor!\n"
    "En la bolsa del corredor encontrarás el dorsal, el chip, la camiseta técnica y un bono para la fiesta de la "
    "pasta.\n"
    "La recogida de dorsales cierra dos horas antes de la salida, así que pásate por la feria el sábado.\n"
    "Organización del Maratón"
)
_ES_SEMILLAS_ACTA = (
    "Biblioteca de Semillas del Barrio: reunión de voluntarias\n"
    "Carmen: El banco de semillas —que está en el sótano del centro cívico— se abre el primer sábado de cada mes.\n"
    "Lola: Recordad que solo los socios pueden llevarse semillas de variedades locales.\n"
    "Carmen: De acuerdo."
)
_ES_ASTRO_CORREO = (
    "Queridos socios:\n"
    "Nuestro punto de observación (la explanada junto a la ermita de San Isidro) está abierto a los socios por la "
    "noche. Si el cielo está despejado, la observación de las Perseidas se hace en el Cerro de la Estrella.\n"
    "Cielos despejados,\nLa junta"
)
_ES_RESIDENCIA_AVISO = (
    "[1/9/26 9:30] Residencia Galileo - Recepción: ¡Bienvenidos! La residencia tiene lavandería en la planta baja "
    "y presta bicicletas a los residentes.\n"
    "[1/9/26 9:31] Residencia Galileo - Recepción: Entre semana, las visitas en las habitaciones están permitidas "
    "hasta las 23:00.\n"
    "[1/9/26 9:40] Álvaro: gracias!!"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Nerea's own turn; `Yo … doy` → `Nerea Aguirre … da`, word order and time kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ROCO_CHAT,
        "Nerea Aguirre los martes da la clase de iniciación a las 18:00",
        evidence="Yo los martes doy la clase de iniciación a las 18:00",
        speaker="Nerea Aguirre",
    ),
    # speaker: Julián's own `Julián:` turn; `Tengo … mi casa` → `Julián tiene … su casa`, `desde junio` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ASTRO_ACTA,
        "Julián tiene el telescopio de la agrupación en su casa desde junio",
        evidence="Tengo el telescopio de la agrupación en mi casa desde junio.",
        speaker="Julián",
    ),
    # speaker: an utterance whose speaker field names Rocío; her `yo trabajo` clause bound with agreement.
    _r(
        "es",
        "speaker",
        True,
        _ES_ACOGIDA_JSON,
        "Rocío Benítez trabaja de mañana en un colegio",
        evidence="yo trabajo de mañana en un colegio.",
        speaker="Rocío Benítez",
    ),
    # speaker: mem0's Usuario in the user's own turn; the date and the consulate kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_CONSULADO_CHAT,
        "Usuario tiene cita para el visado de estudiante el 14 de enero en el consulado de Lyon",
        evidence="tengo cita para el visado de estudiante el 14 de enero en el consulado de Lyon",
        speaker="user",
    ),
    # speaker: the sender the De: line names; the subject left out, `guardé` → `guardó`, the time frame kept.
    _r(
        "es",
        "speaker",
        True,
        "De: Carmen Lozano <carmen.lozano@correo.es>\nPara: semillas@bibliotecadelbarrio.org\nAsunto: Devolución\n\n"
        "Hola:\nEste otoño guardé semillas de tomate rosa de Barbastro y las llevo el sábado.\nUn abrazo,\nCarmen",
        "Este otoño guardó semillas de tomate rosa de Barbastro",
        evidence="Este otoño guardé semillas de tomate rosa de Barbastro",
        speaker="Carmen Lozano",
    ),
    # --- faithful: subspan ---
    # subspan: the appointment code after its label `Código de la cita`, which the key spells.
    _r(
        "es",
        "subspan",
        True,
        _ES_CITA_EMAIL,
        "CGL-2026-08813",
        evidence="Código de la cita: CGL-2026-08813",
        key="cita_visado/codigo",
    ),
    # subspan: the ticket's total; `TOTAL` is the relation and `(IVA incluido)` a gloss of what it includes.
    _r(
        "es",
        "subspan",
        True,
        "AZULEJOS MEDITERRÁNEO S.L.\nFactura simplificada nº 4471\n"
        "8 cajas Hidráulico Nazarí 20x20 .... 296,00 €\nCemento cola C2TE 25 kg .... 14,90 €\n"
        "TOTAL (IVA incluido): 310,90 €\nForma de pago: tarjeta",
        "310,90 €",
        evidence="TOTAL (IVA incluido): 310,90 €",
        key="azulejos_mediterraneo/factura_4471/total",
    ),
    # subspan: the salon's own `Nuestro teléfono` (a business owns its first person plural) under its phone key.
    _r(
        "es",
        "subspan",
        True,
        _ES_GUAU_CHAT,
        "644 218 903",
        evidence="Nuestro teléfono es el 644 218 903",
        key="peluqueria_guau_guau/phone",
    ),
    # subspan: a form's e-mail field; `Correo electrónico` is the e-mail slot the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_ARRIAGA_FORM,
        "josune.etx@gmail.com",
        evidence="Correo electrónico: josune.etx@gmail.com",
        key="josune_etxeberria/email",
    ),
    # subspan: the company's phone in a signature, after the `Tel.` label; no modifier or other owner on its line.
    _r(
        "es",
        "subspan",
        True,
        "Le adjunto el presupuesto del autocar de 55 plazas.\n\nUn saludo,\nLucía Ferrer\n"
        "Departamento de Reservas · Autocares Ribera\nTel. 976 30 44 18\nwww.autocaresribera.es",
        "976 30 44 18",
        evidence="Tel. 976 30 44 18",
        key="autocares_ribera/phone",
    ),
    # --- faithful: list_item ---
    # list_item: one item of the bag's list, with its head; nothing runs on after the last item.
    _r(
        "es",
        "list_item",
        True,
        _ES_MARATON_EMAIL,
        "En la bolsa del corredor encontrarás la camiseta técnica",
        evidence="En la bolsa del corredor encontrarás el dorsal, el chip, la camiseta técnica y un bono para la "
        "fiesta de la pasta.",
    ),
    # list_item: Iñaki's own turn; one gym of his list, speaker bound (`Yo escalo` → `Iñaki Sola escala`).
    _r(
        "es",
        "list_item",
        True,
        _ES_ROCO_CHAT,
        "Iñaki Sola escala en Indoorwall",
        evidence="Yo escalo en Sputnik, en Indoorwall y en el Bloque",
        speaker="Iñaki Sola",
    ),
    # list_item: one repair of the shop's list, with the verb.
    _r(
        "es",
        "list_item",
        True,
        "[Instagram · mensajes] joyeria.olmedo: ¡Hola! Arreglamos cierres, engastes, cadenas rotas y relojes de "
        "cuerda.\n[Instagram · mensajes] paula_rc: genial, os llevo una cadena mañana",
        "Arreglamos cadenas rotas",
        evidence="Arreglamos cierres, engastes, cadenas rotas y relojes de cuerda.",
    ),
    # --- faithful: coordination ---
    # coordination: Toño's second conjunct, shared subject bound to his name (`subo` → `Toño sube`).
    _r(
        "es",
        "coordination",
        True,
        _ES_ASTRO_ACTA,
        "Toño sube las fotos de cada salida",
        evidence="Llevo la cuenta de Instagram y subo las fotos de cada salida.",
        speaker="Toño",
    ),
    # coordination: the second predicate of `La residencia tiene … y presta …`, its noun subject shared.
    _r(
        "es",
        "coordination",
        True,
        _ES_RESIDENCIA_AVISO,
        "La residencia presta bicicletas a los residentes",
        evidence="La residencia tiene lavandería en la planta baja y presta bicicletas a los residentes.",
    ),
    # coordination: Rocío's second conjunct (`ahora colaboro`) with the shared subject bound; `ahora` kept.
    _r(
        "es",
        "coordination",
        True,
        _ES_ACOGIDA_JSON,
        "Rocío Benítez ahora colabora con el programa de respiro de Cruz Roja",
        evidence="Hice el curso de formación en marzo y ahora colaboro con el programa de respiro de Cruz Roja.",
        speaker="Rocío Benítez",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: an aside describing the opening noun phrase (a place) dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_ASTRO_CORREO,
        "Nuestro punto de observación está abierto a los socios por la noche",
        evidence="Nuestro punto de observación (la explanada junto a la ermita de San Isidro) está abierto a los "
        "socios por la noche.",
    ),
    # parenthetical: a relative clause between dashes locating the seed bank dropped; the schedule kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_SEMILLAS_ACTA,
        "El banco de semillas se abre el primer sábado de cada mes",
        evidence="El banco de semillas —que está en el sótano del centro cívico— se abre el primer sábado de cada mes.",
    ),
    # parenthetical: Josune's own turn; the aside on the hearing aid's T position dropped, speaker bound.
    _r(
        "es",
        "parenthetical",
        True,
        "[18/2/26 21:40] Josune Etxeberria: Uso el bucle magnético (lo activo con la posición T del audífono) en el "
        "Arriaga\n[18/2/26 21:43] Ane Zubiri: ¿y se oye bien desde el anfiteatro?",
        "Josune Etxeberria usa el bucle magnético en el Arriaga",
        evidence="Uso el bucle magnético (lo activo con la posición T del audífono) en el Arriaga",
        speaker="Josune Etxeberria",
    ),
    # --- faithful: filler ---
    # filler: a voice note's `eh, bueno, pues nada, que` and `o sea` dropped; the deadline kept.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz de Sandra (0:41): eh, bueno, pues nada, que el caniche de la señora Puig, o sea, necesita un "
        "corte completo antes del viernes",
        "el caniche de la señora Puig necesita un corte completo antes del viernes",
        evidence="eh, bueno, pues nada, que el caniche de la señora Puig, o sea, necesita un corte completo antes del "
        "viernes",
    ),
    # filler: the caller's `Eh… sí, mire, es que` and `este` dropped; `totalmente` kept.
    _r(
        "es",
        "filler",
        True,
        "Joyero: Dígame, ¿qué le pasa a la pieza?\n"
        "Cliente: Eh... sí, mire, es que el cierre de la pulsera, este, está totalmente doblado.\n"
        "Joyero: Vale, déjemela y se la miro.",
        "el cierre de la pulsera está totalmente doblado",
        evidence="Eh... sí, mire, es que el cierre de la pulsera, este, está totalmente doblado.",
    ),
    # filler: a voice note's `o sea`, the tag `¿vale?` and the final `eh` dropped; the date kept.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (0:22) de Iñaki: o sea, la pared de bloque nueva, ¿vale?, la abren el lunes 9, eh",
        "la pared de bloque nueva la abren el lunes 9",
        evidence="o sea, la pared de bloque nueva, ¿vale?, la abren el lunes 9, eh",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Iñaki's `yo este finde no puedo` bound to Nerea.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ROCO_CHAT,
        "Nerea Aguirre este finde no puede",
        evidence="yo este finde no puedo",
        speaker="Nerea Aguirre",
    ),
    # wrong_speaker: Toño's turn about the Instagram account bound to Julián.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ASTRO_ACTA,
        "Julián lleva la cuenta de Instagram",
        evidence="Llevo la cuenta de Instagram",
        speaker="Julián",
    ),
    # wrong_speaker: the staff agent's `Yo tengo libre …` bound to mem0's Usuario (the caller).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AUTOCAR_LLAMADA,
        "Usuario tiene libre para esa fecha uno de 55 plazas con rampa",
        evidence="Yo tengo libre para esa fecha uno de 55 plazas con rampa.",
        speaker="user",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: the work phone (`del trabajo`) filed as Josune's phone; the key carries no `work`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_ARRIAGA_FORM,
        "944 16 35 33",
        evidence="Teléfono del trabajo: 944 16 35 33",
        key="josune_etxeberria/phone",
    ),
    # restriction_drop: the opening time frame `Entre semana` dropped from the visiting hours.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_RESIDENCIA_AVISO,
        "las visitas en las habitaciones están permitidas hasta las 23:00",
        evidence="Entre semana, las visitas en las habitaciones están permitidas hasta las 23:00.",
    ),
    # restriction_drop: `para menores`, saying whose rental is free, skipped inside the clause.
    _r(
        "es",
        "restriction_drop",
        False,
        "Rocódromo Vertical: tarifas 2026\nEl alquiler de pies de gato para menores es gratis.\n"
        "Bono de diez entradas: 85 €.",
        "El alquiler de pies de gato es gratis",
        evidence="El alquiler de pies de gato para menores es gratis.",
    ),
    # --- negative: attribution ---
    # attribution: the sister's mobile filed as Rocío's own.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACOGIDA_JSON,
        "611 402 987",
        evidence="El móvil de mi hermana es el 611 402 987",
        speaker="Rocío Benítez",
        key="rocio_benitez/movil",
    ),
    # attribution: the neighbour's dog's name filed as Marta's dog.
    _r(
        "es",
        "attribution",
        False,
        _ES_GUAU_CHAT,
        "Kira",
        evidence="el perro de mi vecina, Kira, tiene cita el jueves a las 11",
        speaker="Marta Gil",
        key="marta_gil/perro/nombre",
    ),
    # --- negative: negation ---
    # negation: `No` dropped, so the shop appears to cut to size.
    _r(
        "es",
        "negation",
        False,
        "[Azulejos Mediterráneo, 11:02] Buenos días, Pablo. No hacemos cortes a medida en tienda, solo vendemos el "
        "material.\n[Pablo Ruiz, 11:05] Vale, ¿me recomendáis a alguien?",
        "Hacemos cortes a medida en tienda",
        evidence="No hacemos cortes a medida en tienda",
    ),
    # negation: `no` dropped from the coaches' equipment.
    _r(
        "es",
        "negation",
        False,
        "Autocares Ribera: preguntas frecuentes\n¿Todos los autocares son accesibles? Los autocares de 30 plazas no "
        "tienen rampa para silla de ruedas; los de 55, sí.",
        "Los autocares de 30 plazas tienen rampa para silla de ruedas",
        evidence="Los autocares de 30 plazas no tienen rampa para silla de ruedas",
    ),
    # --- negative: tense ---
    # tense: the imperfect `antes equipaba` restated in the present for Iñaki.
    _r(
        "es",
        "tense",
        False,
        _ES_ROCO_CHAT,
        "Iñaki Sola equipa vías en Sputnik",
        evidence="antes equipaba vías en Sputnik",
        speaker="Iñaki Sola",
    ),
    # tense: an `antiguo` passport number in the past filed as the user's current one.
    _r(
        "es",
        "tense",
        False,
        _ES_CONSULADO_CHAT,
        "PAA123456",
        evidence="mi antiguo número de pasaporte era PAA123456",
        speaker="user",
        key="user/numero_pasaporte",
    ),
    # --- negative: number ---
    # number: `dos horas` dropped from the closing time.
    _r(
        "es",
        "number",
        False,
        _ES_MARATON_EMAIL,
        "La recogida de dorsales cierra antes de la salida",
        evidence="La recogida de dorsales cierra dos horas antes de la salida",
    ),
    # number: the count of children dropped.
    _r(
        "es",
        "number",
        False,
        "Acta del equipo de acogimiento familiar\nInés: Ahora mismo hay 23 niños esperando familia de acogida en la "
        "provincia.\nJavier: La campaña de captación empieza en octubre.",
        "Ahora mismo hay niños esperando familia de acogida en la provincia",
        evidence="Ahora mismo hay 23 niños esperando familia de acogida en la provincia.",
    ),
    # --- negative: condition ---
    # condition: the opening `Si el cielo está despejado` dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_ASTRO_CORREO,
        "la observación de las Perseidas se hace en el Cerro de la Estrella",
        evidence="Si el cielo está despejado, la observación de las Perseidas se hace en el Cerro de la Estrella.",
    ),
    # condition: the `salvo que` clause dropped from the loan of receivers.
    _r(
        "es",
        "condition",
        False,
        "Taquilla: Los receptores del bucle se prestan en taquilla salvo que estén todos reservados.\n"
        "Espectadora: ¿Hay que dejar fianza?\nTaquilla: Solo el DNI.",
        "Los receptores del bucle se prestan en taquilla",
        evidence="Los receptores del bucle se prestan en taquilla salvo que estén todos reservados.",
    ),
    # --- negative: scope ---
    # scope: `solo` dropped, so the members are no longer the only ones allowed.
    _r(
        "es",
        "scope",
        False,
        _ES_SEMILLAS_ACTA,
        "los socios pueden llevarse semillas de variedades locales",
        evidence="solo los socios pueden llevarse semillas de variedades locales.",
    ),
    # --- negative: identifier ---
    # identifier: the appointment code cut short; a code is taken whole or not at all.
    _r(
        "es",
        "identifier",
        False,
        _ES_CITA_EMAIL,
        "CGL-2026",
        evidence="Código de la cita: CGL-2026-08813",
        key="cita_visado/codigo",
    ),
)

# --- Chinese sources shared by several records ---------------------------------------------------------------------

_ZH_GROOM_WECHAT = (
    "王莉 2026-03-14 08:52\n我今天负责修指甲\n\n"
    "陈浩 2026-03-14 08:53\n我十点接那只泰迪\n\n"
    "陈浩 2026-03-14 08:57\n我邻居家的狗叫豆豆，周五下午两点来洗澡\n\n"
    "王莉 2026-03-14 08:58\n好的👌"
)
_ZH_ASTRO_MINUTES = (
    "星空天文爱好者协会 理事会纪要（10月9日）\n"
    "出席：周明、林雪、高峰\n"
    "周明：我负责联系郊区观测点的场地。\n"
    "林雪：协会那台8寸道布森现在在我家。\n"
    "高峰：我每月第一个周五带新手观测夜。\n"
    "决议：11月前续交场地保险。"
)
_ZH_FOSTER_JSON = (
    '{"call_id": "jy-0312", "segments": [\n'
    '  {"speaker": "社工", "start": 1.8, "text": "您家里现在是什么情况？"},\n'
    '  {"speaker": "刘倩", "start": 4.6, "text": "我们住在朝阳区一套三居室，我周一在家办公。"},\n'
    '  {"speaker": "社工", "start": 11.0, "text": "之前做过跟孩子有关的工作吗？"},\n'
    '  {"speaker": "刘倩", "start": 13.2, "text": "我以前做过幼师，现在在社区做兼职。"},\n'
    '  {"speaker": "刘倩", "start": 38.4, "text": "我妹妹的手机号是13810425566，她是我的第二推荐人。"}\n'
    "]}"
)
_ZH_CLIMB_SUPPORT = (
    "用户：你好，我上周在你们望京店抱石，想冻结会员卡\n"
    "客服：好的，请问要冻结多久？我也在望京店上班，有事可以直接找我\n"
    "用户：我3月3日做肩膀手术，大概要休两个月"
)
_ZH_CLIMB_WECHAT = (
    "李航 2026-05-12 19:10\n我平时在岩时、奥攀和蜘蛛侠练抱石\n\n"
    "李航 2026-05-12 19:12\n我以前在岩时当定线员，线路有问题可以问我\n\n"
    "吴迪 2026-05-12 19:15\n厉害👍"
)
_ZH_VISA_SMS = (
    "【签证申请中心】您的预约编号为BJ20260112087，请于1月12日09:30携带护照原件及照片两张到场。如需改期请登录官网操作。"
)
_ZH_CHARTER_SIGNATURE = (
    "您好，附件是45座大巴的报价单，请查收。\n\n"
    "此致\n孙建国\n华旅包车 · 调度部\n"
    "直线：021-6412 8830\n"
    "官网：www.hualuchartered.cn"
)
_ZH_MARATHON_NOTICE = (
    "【滨江马拉松】选手须知\n"
    "参赛包内有号码布、计时芯片、完赛T恤和意面派对餐券。\n"
    "领物处在起跑前两小时关闭，请提前到博览会领取。"
)
_ZH_SEED_NOTICE = (
    "社区种子图书馆 志愿者群公告\n"
    "这个春天我们发放四季豆、金盏花、芝麻菜和樱桃番茄的种子。\n"
    "提醒：只有注册会员才能借本地品种的种子。"
)
_ZH_ASTRO_NOTICE = (
    "各位会员：\n"
    "我们的观测点（水库大坝旁边的停车场）对会员夜间开放。"
    "如果天气晴朗，英仙座流星雨观测在南山顶举行。\n"
    "协会理事会"
)
_ZH_DORM_NOTICE = (
    "学生公寓管理处 2026-09-01 09:30\n"
    "欢迎入住！洗衣房（在自行车棚旁边）全天开放。\n\n"
    "学生公寓管理处 2026-09-01 09:31\n"
    "公寓楼工作日晚上11点到早上7点为安静时间，请互相体谅。\n\n"
    "小周 2026-09-01 09:40\n收到！"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: 王莉's own message under her name-and-time line; 我 → 王莉, 今天 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GROOM_WECHAT,
        "王莉今天负责修指甲",
        evidence="我今天负责修指甲",
        speaker="王莉",
    ),
    # speaker: 高峰's own turn in the minutes; the time frame kept whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ASTRO_MINUTES,
        "高峰每月第一个周五带新手观测夜",
        evidence="我每月第一个周五带新手观测夜。",
        speaker="高峰",
    ),
    # speaker: an utterance whose speaker field names 刘倩; her `我周一在家办公` clause bound.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_FOSTER_JSON,
        "刘倩周一在家办公",
        evidence="我周一在家办公。",
        speaker="刘倩",
    ),
    # speaker: mem0's 用户 in the user's own turn; the date kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CLIMB_SUPPORT,
        "用户3月3日做肩膀手术",
        evidence="我3月3日做肩膀手术",
        speaker="user",
    ),
    # speaker: the sender the 发件人 line names; 我 → 赵磊, 今年秋天 and 四十多 kept.
    _r(
        "zh",
        "speaker",
        True,
        "发件人：赵磊 <zhaolei@163.com>\n收件人：种子图书馆 <seeds@lib.example.cn>\n主题：归还种子\n\n"
        "各位好：\n今年秋天我留了四十多包樱桃番茄种子，周六送过去。\n\n赵磊",
        "今年秋天赵磊留了四十多包樱桃番茄种子",
        evidence="今年秋天我留了四十多包樱桃番茄种子",
        speaker="赵磊",
    ),
    # --- faithful: subspan ---
    # subspan: the booking code alone; `您的预约` is the key's subject, `编号` its relation, `为` a copula.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_VISA_SMS,
        "BJ20260112087",
        evidence="您的预约编号为BJ20260112087",
        key="签证预约/编号",
    ),
    # subspan: the sales slip's total after its label `合计`, which the key spells.
    _r(
        "zh",
        "subspan",
        True,
        "华美瓷砖 销售单\n单号：HM-240815-07\n仿古砖 600×600 12箱 ¥1,680.00\n瓷砖胶 20kg 2袋 ¥96.00\n"
        "合计：¥1,776.00\n付款方式：微信支付",
        "¥1,776.00",
        evidence="合计：¥1,776.00",
        key="华美瓷砖/销售单/合计",
    ),
    # subspan: the company's URL after `官网`; the key's relation is the site slot.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CHARTER_SIGNATURE,
        "www.hualuchartered.cn",
        evidence="官网：www.hualuchartered.cn",
        key="华旅包车/网站",
    ),
    # subspan: a form's phone field; the label `联系电话` is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "无障碍观演登记表\n姓名：何静\n场次：《茶馆》 3月8日 19:30\n是否需要助听环路：是\n联系电话：139 1022 4567",
        "139 1022 4567",
        evidence="联系电话：139 1022 4567",
        key="何静/联系电话",
    ),
    # subspan: a staff turn naming no first person; `取件码` is the key's relation, `是` a copula.
    _r(
        "zh",
        "subspan",
        True,
        "店员：您的戒指修好了，取件码是 JX5521。\n顾客：好的，谢谢，我周四过去拿。\n店员：好的，到时报取件码就行。",
        "JX5521",
        evidence="取件码是 JX5521",
        key="戒指维修/取件码",
    ),
    # --- faithful: list_item ---
    # list_item: one item of the pack's list, with its head `参赛包内有`.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_MARATHON_NOTICE,
        "参赛包内有计时芯片",
        evidence="参赛包内有号码布、计时芯片、完赛T恤和意面派对餐券。",
    ),
    # list_item: 李航's own message; one gym of the list, with the rest of the clause after the last item.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_CLIMB_WECHAT,
        "李航平时在奥攀练抱石",
        evidence="我平时在岩时、奥攀和蜘蛛侠练抱石",
        speaker="李航",
    ),
    # list_item: one crop of the list, with its time frame, subject and the rest of the clause (`的种子`).
    _r(
        "zh",
        "list_item",
        True,
        _ZH_SEED_NOTICE,
        "这个春天我们发放芝麻菜的种子",
        evidence="这个春天我们发放四季豆、金盏花、芝麻菜和樱桃番茄的种子。",
    ),
    # --- faithful: coordination ---
    # coordination: 林芳's second conjunct, opened by the time phrase 周末, shared subject bound.
    _r(
        "zh",
        "coordination",
        True,
        "林芳 2026-04-02 20:11\n我在社区医院上班，周末在种子图书馆做志愿者。\n\n"
        "老杨 2026-04-02 20:15\n太好了，周六见！",
        "林芳周末在种子图书馆做志愿者",
        evidence="我在社区医院上班，周末在种子图书馆做志愿者。",
        speaker="林芳",
    ),
    # coordination: the second predicate of the housing office's sentence, its subject shared.
    _r(
        "zh",
        "coordination",
        True,
        "入住须知（摘录）\n学生公寓管理处在一楼设有自助洗衣房，并为住宿生提供自行车借用。\n详情请咨询前台。",
        "学生公寓管理处为住宿生提供自行车借用",
        evidence="学生公寓管理处在一楼设有自助洗衣房，并为住宿生提供自行车借用。",
    ),
    # coordination: 刘倩's second conjunct opened by 现在, shared subject bound; 现在 kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_FOSTER_JSON,
        "刘倩现在在社区做兼职",
        evidence="我以前做过幼师，现在在社区做兼职。",
        speaker="刘倩",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: an aside describing the opening noun phrase (a place) dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ASTRO_NOTICE,
        "我们的观测点对会员夜间开放",
        evidence="我们的观测点（水库大坝旁边的停车场）对会员夜间开放。",
    ),
    # parenthetical: the aside locating the laundry room dropped; 全天 kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_DORM_NOTICE,
        "洗衣房全天开放",
        evidence="洗衣房（在自行车棚旁边）全天开放。",
    ),
    # parenthetical: 何静's own message; the aside naming the theatre's building dropped, speaker bound.
    _r(
        "zh",
        "parenthetical",
        True,
        "何静 2026-03-08 22:05\n我在人艺（首都剧场那边）看戏用助听环路\n\n小唐 2026-03-08 22:09\n效果怎么样？",
        "何静在人艺看戏用助听环路",
        evidence="我在人艺（首都剧场那边）看戏用助听环路",
        speaker="何静",
    ),
    # --- faithful: filler ---
    # filler: a voice memo's 嗯，那个，就是, 呃 and the final 哈 dropped; 周五之前 kept.
    _r(
        "zh",
        "filler",
        True,
        "语音转文字（0:34）：嗯，那个，就是张阿姨家的柯基，呃，周五之前要洗澡剪毛哈",
        "张阿姨家的柯基周五之前要洗澡剪毛",
        evidence="嗯，那个，就是张阿姨家的柯基，呃，周五之前要洗澡剪毛哈",
    ),
    # filler: the customer's 呃……就是 and 嗯 dropped; 那个 kept as the demonstrative it may be.
    _r(
        "zh",
        "filler",
        True,
        "店员：您好，首饰哪里有问题？\n顾客：呃……就是，那个手链的扣子，嗯，完全弯掉了。\n店员：我看一下。",
        "那个手链的扣子完全弯掉了",
        evidence="呃……就是，那个手链的扣子，嗯，完全弯掉了。",
    ),
    # filler: the caller's 嗯, 那个 and the final 啊 dropped; 五点半之前 kept.
    _r(
        "zh",
        "filler",
        True,
        "调度：华旅包车，您好。\n客户：嗯，我们那个，五点半之前要回到学校啊。\n调度：好的，我记一下。",
        "我们五点半之前要回到学校",
        evidence="嗯，我们那个，五点半之前要回到学校啊。",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: 陈浩's message bound to 王莉, whose name heads other messages.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_GROOM_WECHAT,
        "王莉十点接那只泰迪",
        evidence="我十点接那只泰迪",
        speaker="王莉",
    ),
    # wrong_speaker: 林雪's turn about the telescope bound to 高峰.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ASTRO_MINUTES,
        "协会那台8寸道布森现在在高峰家",
        evidence="协会那台8寸道布森现在在我家。",
        speaker="高峰",
    ),
    # wrong_speaker: the support agent's own 我也在望京店上班 bound to mem0's 用户.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CLIMB_SUPPORT,
        "用户也在望京店上班",
        evidence="我也在望京店上班",
        speaker="user",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: 孙建国's direct line (`直线`) filed as the company's phone.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_CHARTER_SIGNATURE,
        "021-6412 8830",
        evidence="直线：021-6412 8830",
        key="华旅包车/电话",
    ),
    # restriction_drop: 工作日, the time frame of the quiet hours, skipped inside the clause.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_DORM_NOTICE,
        "公寓楼晚上11点到早上7点为安静时间",
        evidence="公寓楼工作日晚上11点到早上7点为安静时间",
    ),
    # restriction_drop: 商务签证, saying which applicants, skipped inside the clause.
    _r(
        "zh",
        "restriction_drop",
        False,
        "签证面谈须知\n面谈时，商务签证申请人须出示邀请函。\n所有申请人须携带护照原件。",
        "面谈时，申请人须出示邀请函",
        evidence="面谈时，商务签证申请人须出示邀请函。",
    ),
    # --- negative: attribution ---
    # attribution: the sister's mobile filed as 刘倩's own.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_FOSTER_JSON,
        "13810425566",
        evidence="我妹妹的手机号是13810425566",
        speaker="刘倩",
        key="刘倩/手机号",
    ),
    # attribution: the neighbour's dog's name filed as 陈浩's dog.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_GROOM_WECHAT,
        "豆豆",
        evidence="我邻居家的狗叫豆豆",
        speaker="陈浩",
        key="陈浩/狗/名字",
    ),
    # --- negative: negation ---
    # negation: 不 dropped, so the shop appears to offer fitting.
    _r(
        "zh",
        "negation",
        False,
        "华美瓷砖 10:02\n您好，我们店不提供上门铺贴服务，只卖材料。\n\n顾客小孟 10:05\n那能推荐个师傅吗？",
        "我们店提供上门铺贴服务",
        evidence="我们店不提供上门铺贴服务",
    ),
    # negation: 没 dropped from 没有, so the small coach appears to have a lift.
    _r(
        "zh",
        "negation",
        False,
        "华旅包车 常见问题\n问：所有车型都无障碍吗？\n答：30座的车没有轮椅升降台，45座的有。",
        "30座的车有轮椅升降台",
        evidence="30座的车没有轮椅升降台",
    ),
    # --- negative: tense ---
    # tense: 以前 dropped, the past job restated as a present one for 李航.
    _r(
        "zh",
        "tense",
        False,
        _ZH_CLIMB_WECHAT,
        "李航在岩时当定线员",
        evidence="我以前在岩时当定线员",
        speaker="李航",
    ),
    # tense: a former (以前的) passport number filed as the user's current one.
    _r(
        "zh",
        "tense",
        False,
        "用户：我以前的护照号是E12345678，新护照还没拿到\n助手：好的，预约时请填写新护照号码。",
        "E12345678",
        evidence="我以前的护照号是E12345678",
        speaker="user",
        key="用户/护照号",
    ),
    # --- negative: number ---
    # number: 两小时 dropped from the closing time.
    _r(
        "zh",
        "number",
        False,
        _ZH_MARATHON_NOTICE,
        "领物处在起跑前关闭",
        evidence="领物处在起跑前两小时关闭",
    ),
    # number: the count of children dropped.
    _r(
        "zh",
        "number",
        False,
        "家庭寄养中心 周例会记录\n王主任：目前全市有23个孩子在等待寄养家庭。\n小冯：下月开始新一轮培训。",
        "目前全市有孩子在等待寄养家庭",
        evidence="目前全市有23个孩子在等待寄养家庭。",
    ),
    # --- negative: condition ---
    # condition: the opening 如果天气晴朗 dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_ASTRO_NOTICE,
        "英仙座流星雨观测在南山顶举行",
        evidence="如果天气晴朗，英仙座流星雨观测在南山顶举行。",
    ),
    # condition: the 除非 clause dropped from the loan of receivers.
    _r(
        "zh",
        "condition",
        False,
        "售票处：助听接收器可以在售票处借用，除非已经全部借出。\n观众：需要押金吗？\n售票处：押身份证就行。",
        "助听接收器可以在售票处借用",
        evidence="助听接收器可以在售票处借用，除非已经全部借出。",
    ),
    # --- negative: scope ---
    # scope: 只有 … 才 dropped, so members are no longer the only borrowers.
    _r(
        "zh",
        "scope",
        False,
        _ZH_SEED_NOTICE,
        "注册会员能借本地品种的种子",
        evidence="只有注册会员才能借本地品种的种子。",
    ),
    # --- negative: identifier ---
    # identifier: the booking code cut short; a code is taken whole or not at all.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_VISA_SMS,
        "BJ2026",
        evidence="您的预约编号为BJ20260112087",
        key="签证预约/编号",
    ),
)

BATCH_75: tuple[Realistic, ...] = _EN + _ES + _ZH
