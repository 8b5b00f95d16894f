"""The realistic set's seventy-ninth batch: a blind measurement of the admission rules (issue 31, brief B79).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b79, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments (and the list of DESIGN's headings, to find it), issue 31,
the record type and `_r` (`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and
first records, for the format and the family names). No scorer, `check_support` or `memtx eval` was run on these
records; the only code run on them checked that every evidence is a verbatim span of its source, that the module
imports and the counts per language and family. Every source is invented here, in domains the earlier batches used
little: fishing tackle shops, hospice volunteers, bridal shops, amateur football leagues, ceramics studios, school bus
routes, mobile phone repair, dementia cafés, landscape gardeners, orchestra ticketing, youth hostels' kitchens and
horse riding schools (English has no hostel kitchen and Spanish no tackle shop; Chinese has all twelve).

The registers are mostly text several people write: group-chat exports with name-and-time lines in several apps'
formats (WhatsApp on iOS and on Android, Telegram's `Name, [date time]` lines, LINE's tabbed lines, WeChat's
`名字 日期 时间` lines), meeting minutes with `Name:` turns, call transcripts with staff-role labels (`Agent (Priya):`,
`Operadora (Sonia):`, `客服（小唐）：`) beside the customer's `Caller:`, `Cliente:` or `客户：`, speech-to-text JSON
with a `speaker` field per utterance, and a support chat in mem0's shape (`User:`/`Usuario:`/`用户：` beside
`Assistant:`) — plus e-mails with signatures and box-office receipts. Several records come from each source, so the
hard negatives sit beside a faithful record of the same text and differ from it only in what DESIGN §4 says matters:
another person's turn (a colleague's, a staff agent's, the assistant's), a modifier of the keyed noun (`my work
phone`, a concession seat), another owner (`my mum's email`, `my neighbour drops him`), a time frame, a negator, the
past, a condition, a scope word, or two conjuncts stitched into a claim neither states.

The values are written as memory extractors write them: third-person restatements with the speaker's name (as Zep
and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), the speaker dropped
as subject (`Uses peat-free compost on all his jobs`), one item of a list, one conjunct of a shared subject, an aside
dropped, fillers dropped, and atomic keyed values (an e-mail address, a phone number, a booking code, an amount paid)
under LangGraph-style keys (`forget_me_not_cafe/margaret_ellison/phone`, `user/booking_code`, `用户/预约单号`).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_TACKLE = (
    "[14/03/2026, 07:41] Gareth Price: Morning all 🎣 Reminder we now stock floats by Korum, Preston and Drennan.\n"
    "[14/03/2026, 07:43] Leanne Moss: I'm opening up on Saturday but I can't do Sunday, my lad has a match.\n"
    "[14/03/2026, 07:44] Gareth Price: No worries. I'll cover Sunday if Dean takes the till after lunch.\n"
    "[14/03/2026, 07:46] Dean Okafor: Can do. I used to run the till at Anglers' World so it's no bother."
)

_EN_HOSPICE = (
    "St Columba's Hospice: volunteer team meeting, 3 March 2026\n"
    "Present: Ruth (coordinator), Alan, Mei, Tomasz\n"
    "Ruth: Thanks all. The family room rota (thanks to Mei for redoing it) now starts at 8am.\n"
    "Ruth: I'm away from 20 March, so Alan will chair the next meeting.\n"
    "Alan: I do the Tuesday tea trolley and I drive patients to day therapy on Fridays.\n"
    "Mei: I'm, um, trained in hand massage, so I can take the Wednesday ward round.\n"
    "Tomasz: I only do weekends at the moment because of my nursing course.\n"
    "Action: Ruth to update the rota on the noticeboard."
)

_EN_BRIDAL = (
    "22/02/2026, 16:05 - Ivory & Lace Bridal: Hi Chloe! Your dress has arrived 💃 Second fitting is Sat 18 April, "
    "11:30.\n"
    "22/02/2026, 16:09 - Chloe Barker: Amazing!! My mum's email is sue.barker@btinternet.com, can you send her the "
    "invoice?\n"
    "22/02/2026, 16:10 - Chloe Barker: mine is chloe.b.92@gmail.com btw\n"
    "22/02/2026, 16:12 - Ivory & Lace Bridal: Will do. The veil is £240 and the belt is £65."
)

_EN_FOOTBALL = (
    "Kev Doyle, [09.03.2026 20:14]\n"
    "Pitch 3 at Halfpenny Rec is shut until the drainage is fixed.\n"
    "\n"
    "Sian Rees, [09.03.2026 20:16]\n"
    "I'm the new fixtures secretary, so send results to me at fixtures@northvaleleague.org.uk 👍\n"
    "\n"
    "Kev Doyle, [09.03.2026 20:17]\n"
    "Cheers Sian, welcome aboard."
)

_EN_CERAMICS = (
    '{"job": "intro-call-0311", "utterances": [\n'
    '  {"speaker": "Nadia", "start": 0.0, "text": "So our kiln, um, gets fired on Thursday nights."},\n'
    '  {"speaker": "Owen", "start": 5.1, "text": "Right. I\'m, er, not a member yet but I\'d like to book the '
    'wheel."},\n'
    '  {"speaker": "Nadia", "start": 10.6, "text": "Members pay £45 a month and that includes glazes and firing."},\n'
    '  {"speaker": "Owen", "start": 16.0, "text": "Okay. I work in Leeds during the week, so I\'d only come on '
    'Saturdays."}\n'
    "]}"
)

_EN_BUS = (
    "Call 0417 | Transport Helpdesk, Northfield County Council\n"
    "Agent (Priya): Transport helpdesk, Priya speaking.\n"
    "Caller: Hi, my son Jamie's on the 214 route. Um, he gets picked up at, uh, Mill Lane at 7:52.\n"
    "Agent (Priya): Okay. From Monday the 214 stops at the church instead of Mill Lane.\n"
    "Caller: Right. I work early shifts, so my neighbour drops him at the stop on Wednesdays.\n"
    "Agent (Priya): I live near there myself actually. I can send the new timetable by text."
)

_EN_REPAIR = (
    "User: hi my phone screen cracked, its a Pixel 8 Pro\n"
    "Assistant: Sorry to hear that! Do you already have a repair booking with us?\n"
    "User: yes booking ref is FXR-558213, I dropped it off at the Deansgate branch yesterday\n"
    "User: my work phone is an iPhone 13 but that one's fine lol\n"
    "Assistant: Thanks! A Pixel 8 Pro screen is £189 (incl. fitting) and usually takes 2 hours."
)

_EN_CAFE = (
    "From: Margaret Ellison <m.ellison@forgetmenotcafe.org.uk>\n"
    "To: Volunteers\n"
    "Subject: April sessions\n"
    "\n"
    "Hello everyone,\n"
    "\n"
    "The Forget-Me-Not Café (run with the local Alzheimer's Society) meets on the first and third Tuesday of each "
    "month.\n"
    "We serve tea, scones and sandwiches. Colin plays the piano at the end.\n"
    "Please don't bring nut products, as two of our regulars have allergies.\n"
    "\n"
    "Many thanks,\n"
    "Margaret Ellison\n"
    "Café Coordinator\n"
    "07700 900 562"
)

_EN_GARDEN = (
    "[LINE] Chat history with Tom Hale (garden)\n"
    "Saved on: 2026/03/05 21:40\n"
    "\n"
    "2026/03/05 Thu\n"
    "09:12\tTom Hale\tMorning Jo, I can start the patio on the 16th if the slabs arrive by then.\n"
    "09:15\tJo Carter\tPerfect. We don't want the hedge touched, just the patio and the raised beds.\n"
    "09:17\tTom Hale\tNo problem. I'm fully insured and I've been doing this for 12 years.\n"
    "09:19\tTom Hale\tI use peat-free compost on all my jobs.\n"
    "09:21\tJo Carter\tMy husband has a bad back so he can't help with the clearing, sorry!"
)

_EN_TICKETS = (
    "NORTHERN SINFONIA | BOX OFFICE RECEIPT\n"
    "Order no: 3318804\n"
    "Date: 07/03/2026 14:22\n"
    "Customer: Mr D. Whitfield\n"
    "2 x Stalls B12-B13, Brahms & Elgar, Sat 28 Mar 19:30 ..... £64.00\n"
    "1 x Concession (over-65) Stalls B14 ..... £24.00\n"
    "Booking fee ..... £2.50\n"
    "Total paid ..... £90.50\n"
    "Payment: Visa ending 4417"
)

_EN_RIDING = (
    "11/03/2026, 18:30 - Hollybank Riding School: Reminder: hats must meet PAS015 or VG1 🐴 We run beach rides, hacks "
    "and jumping clinics.\n"
    "11/03/2026, 18:34 - Becky Lyons: Our Daisy rides Pickle on Saturdays, she's obsessed 😂\n"
    "11/03/2026, 18:36 - Becky Lyons: I rode here myself as a kid, I had lessons with Mrs Dunn.\n"
    "11/03/2026, 18:40 - Farah Iqbal: I've got two girls in the Tuesday beginners group and, er, one on the waiting "
    "list."
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Dean's own turn; `I used to run` → `Dean Okafor used to run`, the past habit kept, the `so` clause left.
    _r(
        "en",
        "speaker",
        True,
        _EN_TACKLE,
        "Dean Okafor used to run the till at Anglers' World",
        evidence="I used to run the till at Anglers' World",
        speaker="Dean Okafor",
    ),
    # speaker: Owen's utterance in the JSON; `I work` → `Owen works`, the frame `during the week` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_CERAMICS,
        "Owen works in Leeds during the week",
        evidence="I work in Leeds during the week",
        speaker="Owen",
    ),
    # speaker: the caller is the customer's side, mem0's User; the `so` clause after it is a whole clause left out.
    _r(
        "en",
        "speaker",
        True,
        _EN_BUS,
        "User works early shifts",
        evidence="I work early shifts",
        speaker="user",
    ),
    # speaker: the User's own line, past tense and `yesterday` kept; mem0's third-person restatement.
    _r(
        "en",
        "speaker",
        True,
        _EN_REPAIR,
        "User dropped it off at the Deansgate branch yesterday",
        evidence="I dropped it off at the Deansgate branch yesterday",
        speaker="user",
    ),
    # speaker: Tom's own line, subject left out for the speaker, `my` agreeing as `his`, the scope word `all` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GARDEN,
        "Uses peat-free compost on all his jobs",
        evidence="I use peat-free compost on all my jobs.",
        speaker="Tom Hale",
    ),
    # speaker: Becky's second clause of a comma splice, a whole clause of its own; `I had` → `Becky Lyons had`.
    _r(
        "en",
        "speaker",
        True,
        _EN_RIDING,
        "Becky Lyons had lessons with Mrs Dunn",
        evidence="I had lessons with Mrs Dunn.",
        speaker="Becky Lyons",
    ),
    # subspan: her own address under a key about her; `mine` is her first person, `btw` a filler.
    _r(
        "en",
        "subspan",
        True,
        _EN_BRIDAL,
        "chloe.b.92@gmail.com",
        evidence="mine is chloe.b.92@gmail.com btw",
        speaker="Chloe Barker",
        key="chloe_barker/email",
    ),
    # subspan: `send results to me at` ties the address to the speaker the key is about; nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        _EN_FOOTBALL,
        "fixtures@northvaleleague.org.uk",
        evidence="send results to me at fixtures@northvaleleague.org.uk",
        speaker="Sian Rees",
        key="sian_rees/email",
    ),
    # subspan: the booking code whole; `booking ref` is the key's slot, `yes` a discourse word.
    _r(
        "en",
        "subspan",
        True,
        _EN_REPAIR,
        "FXR-558213",
        evidence="yes booking ref is FXR-558213",
        speaker="user",
        key="user/booking_ref",
    ),
    # subspan: the signature's number under the signer's own name and role; the key names her and the phone.
    _r(
        "en",
        "subspan",
        True,
        _EN_CAFE,
        "07700 900 562",
        evidence="Margaret Ellison\nCafé Coordinator\n07700 900 562",
        key="forget_me_not_cafe/margaret_ellison/phone",
    ),
    # subspan: the receipt line's label `Total paid` is what the key names; the amount taken whole.
    _r(
        "en",
        "subspan",
        True,
        _EN_TICKETS,
        "£90.50",
        evidence="Total paid ..... £90.50",
        key="northern_sinfonia/order/total_paid",
    ),
    # filler: `um` dropped, `I'm` bound to Mei; the `so` clause is outside the evidence.
    _r(
        "en",
        "filler",
        True,
        _EN_HOSPICE,
        "Mei is trained in hand massage",
        evidence="I'm, um, trained in hand massage",
        speaker="Mei",
    ),
    # filler: the discourse `So` and `um` dropped from Nadia's utterance; `our` (the studio) kept.
    _r(
        "en",
        "filler",
        True,
        _EN_CERAMICS,
        "Our kiln gets fired on Thursday nights",
        evidence="So our kiln, um, gets fired on Thursday nights.",
        speaker="Nadia",
    ),
    # filler: `Um` and `uh` dropped from the caller's turn; the time and the stop both kept.
    _r(
        "en",
        "filler",
        True,
        _EN_BUS,
        "He gets picked up at Mill Lane at 7:52",
        evidence="Um, he gets picked up at, uh, Mill Lane at 7:52.",
        speaker="user",
    ),
    # list_item: one maker of the list, with the shared head `we now stock floats by`; the list ends the sentence.
    _r(
        "en",
        "list_item",
        True,
        _EN_TACKLE,
        "We now stock floats by Drennan",
        evidence="we now stock floats by Korum, Preston and Drennan",
        speaker="Gareth Price",
    ),
    # list_item: one item of `tea, scones and sandwiches`, the sentence ending at the list.
    _r(
        "en",
        "list_item",
        True,
        _EN_CAFE,
        "We serve scones",
        evidence="We serve tea, scones and sandwiches.",
    ),
    # list_item: the riding school's own line; one item, nothing after the list in its sentence.
    _r(
        "en",
        "list_item",
        True,
        _EN_RIDING,
        "We run jumping clinics",
        evidence="We run beach rides, hacks and jumping clinics.",
    ),
    # coordination: the first conjunct of Leanne's turn; the `but` conjunct and the aside after it left out whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_TACKLE,
        "Leanne Moss is opening up on Saturday",
        evidence="I'm opening up on Saturday but I can't do Sunday, my lad has a match.",
        speaker="Leanne Moss",
    ),
    # coordination: Alan's second conjunct with its own `on Fridays`; the first conjunct (same subject) dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_HOSPICE,
        "Alan drives patients to day therapy on Fridays",
        evidence="I do the Tuesday tea trolley and I drive patients to day therapy on Fridays.",
        speaker="Alan",
    ),
    # coordination: Tom's first conjunct; `and I've been doing this for 12 years` is a whole conjunct, same subject.
    _r(
        "en",
        "coordination",
        True,
        _EN_GARDEN,
        "Tom Hale is fully insured",
        evidence="I'm fully insured and I've been doing this for 12 years.",
        speaker="Tom Hale",
    ),
    # parenthetical: a bracketed thank-you after the subject restricts nothing; the time `8am` kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HOSPICE,
        "The family room rota now starts at 8am",
        evidence="The family room rota (thanks to Mei for redoing it) now starts at 8am.",
        speaker="Ruth",
    ),
    # parenthetical: who runs the café with them is an aside about the subject; the schedule kept whole.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_CAFE,
        "The Forget-Me-Not Café meets on the first and third Tuesday of each month",
        evidence="The Forget-Me-Not Café (run with the local Alzheimer's Society) meets on the first and third Tuesday "
        "of each month.",
    ),
    # --- negative ---
    # wrong_speaker: Dean's turn bound to Gareth; differs from the faithful record only in the speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TACKLE,
        "Gareth Price used to run the till at Anglers' World",
        evidence="I used to run the till at Anglers' World",
        speaker="Gareth Price",
    ),
    # wrong_speaker: Ruth's `I'm away` (her own turn) bound to Alan, who is only named in it.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HOSPICE,
        "Alan is away from 20 March",
        evidence="I'm away from 20 March",
        speaker="Alan",
    ),
    # wrong_speaker: Owen's utterance bound to Nadia, the other speaker field of the JSON.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CERAMICS,
        "Nadia works in Leeds during the week",
        evidence="I work in Leeds during the week",
        speaker="Nadia",
    ),
    # wrong_speaker: the agent's `I live near there` (a staff turn) bound to mem0's User, the caller.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_BUS,
        "User lives near there",
        evidence="I live near there myself actually.",
        speaker="user",
    ),
    # restriction_drop: `on Fridays` left out; a time frame is content, not a safe unit.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HOSPICE,
        "Alan drives patients to day therapy",
        evidence="I drive patients to day therapy on Fridays.",
        speaker="Alan",
    ),
    # restriction_drop: `From Monday` dates the change; without it the value says the route stops there now.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_BUS,
        "The 214 stops at the church instead of Mill Lane",
        evidence="From Monday the 214 stops at the church instead of Mill Lane.",
    ),
    # restriction_drop: £24.00 is the concession (over-65) seat's price; the key does not carry the concession.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_TICKETS,
        "£24.00",
        evidence="1 x Concession (over-65) Stalls B14 ..... £24.00",
        key="northern_sinfonia/stalls_ticket/price",
    ),
    # attribution: the address is her mum's (`My mum's email`), not the key's subject's.
    _r(
        "en",
        "attribution",
        False,
        _EN_BRIDAL,
        "sue.barker@btinternet.com",
        evidence="My mum's email is sue.barker@btinternet.com",
        speaker="Chloe Barker",
        key="chloe_barker/email",
    ),
    # attribution: the neighbour does the drop-off; the value gives the act to the User.
    _r(
        "en",
        "attribution",
        False,
        _EN_BUS,
        "User drops him at the stop on Wednesdays",
        evidence="my neighbour drops him at the stop on Wednesdays.",
        speaker="user",
    ),
    # negation: `can't` dropped from Leanne's turn.
    _r(
        "en",
        "negation",
        False,
        _EN_TACKLE,
        "Leanne Moss can do Sunday",
        evidence="I can't do Sunday",
        speaker="Leanne Moss",
    ),
    # negation: `don't` dropped; the e-mail asks volunteers not to bring nuts.
    _r(
        "en",
        "negation",
        False,
        _EN_CAFE,
        "Please bring nut products",
        evidence="Please don't bring nut products, as two of our regulars have allergies.",
    ),
    # tense: `used to run` (a past habit) restated as the present `runs`.
    _r(
        "en",
        "tense",
        False,
        _EN_TACKLE,
        "Dean Okafor runs the till at Anglers' World",
        evidence="I used to run the till at Anglers' World",
        speaker="Dean Okafor",
    ),
    # tense: `rode here … as a kid` restated as the present `rides here`.
    _r(
        "en",
        "tense",
        False,
        _EN_RIDING,
        "Becky Lyons rides here",
        evidence="I rode here myself as a kid",
        speaker="Becky Lyons",
    ),
    # number: `two` dropped from `two girls`.
    _r(
        "en",
        "number",
        False,
        _EN_RIDING,
        "Farah Iqbal has got girls in the Tuesday beginners group",
        evidence="I've got two girls in the Tuesday beginners group",
        speaker="Farah Iqbal",
    ),
    # condition: `if Dean takes the till after lunch` dropped; Gareth's cover depends on it.
    _r(
        "en",
        "condition",
        False,
        _EN_TACKLE,
        "Gareth Price will cover Sunday",
        evidence="I'll cover Sunday if Dean takes the till after lunch.",
        speaker="Gareth Price",
    ),
    # condition: `until the drainage is fixed` dropped; the closure is bounded by it.
    _r(
        "en",
        "condition",
        False,
        _EN_FOOTBALL,
        "Pitch 3 at Halfpenny Rec is shut",
        evidence="Pitch 3 at Halfpenny Rec is shut until the drainage is fixed.",
        speaker="Kev Doyle",
    ),
    # scope: `only` dropped; Tomasz does nothing but weekends for now.
    _r(
        "en",
        "scope",
        False,
        _EN_HOSPICE,
        "Tomasz does weekends at the moment",
        evidence="I only do weekends at the moment because of my nursing course.",
        speaker="Tomasz",
    ),
    # stitch: the veil's subject joined to the belt's price across the two conjuncts.
    _r(
        "en",
        "stitch",
        False,
        _EN_BRIDAL,
        "The veil is £65",
        evidence="The veil is £240 and the belt is £65.",
    ),
)

# --- Spanish sources ---

_ES_LIGA = (
    "[9/3/26, 21:14] Javi Romero: Buenas, el campo 2 de La Dehesa está cerrado hasta que arreglen el riego.\n"
    "[9/3/26, 21:16] Nuria Pastor: Yo soy la nueva delegada, así que las actas me las mandáis a "
    "nuria.delegada@ligavallecas.es\n"
    "[9/3/26, 21:18] Javi Romero: Perfecto. Yo antes arbitraba en Tercera, ahora solo pito los domingos.\n"
    "[9/3/26, 21:20] Nuria Pastor: Entreno a los alevines del Rayo Sur y además soy tesorera del club.\n"
    "[9/3/26, 21:23] Javi Romero: La cuota es de 15 € al mes para mayores de 18 y 8 € para juveniles."
)

_ES_PALIATIVOS = (
    "Acta de la reunión de voluntariado. Unidad de Cuidados Paliativos, Hospital San Rafael\n"
    "Fecha: 4 de marzo de 2026. Asisten: Pilar (coordinadora), Andrés, Lucía, Ramón.\n"
    "Pilar: Gracias por venir. El turno de acompañamiento nocturno (gracias, Lucía, por cuadrarlo) empieza a las "
    "21:00.\n"
    "Andrés: Yo hago el carro de la merienda los martes y llevo a los pacientes a rehabilitación los viernes.\n"
    "Lucía: Pues nada, eh, que tengo la formación en duelo, o sea, que puedo hacer la ronda del miércoles.\n"
    "Ramón: De momento no puedo venir entre semana por el trabajo.\n"
    "Pilar: Yo estaré fuera desde el 20 de marzo, así que la próxima reunión la lleva Andrés."
)

_ES_NOVIAS = (
    "Asunto: Re: Segunda prueba del vestido\n"
    "\n"
    "Hola, Irene:\n"
    "\n"
    "Tu segunda prueba queda fijada para el sábado 18 de abril a las 11:30. Trae los zapatos que vayas a llevar.\n"
    "Te recuerdo que el arreglo del bajo y el cambio de tirantes no están incluidos en el precio.\n"
    "\n"
    "Un abrazo,\n"
    "Marisa Cortés\n"
    "Estilista · Novias Azahar\n"
    "marisa@noviasazahar.es · 915 555 218"
)

_ES_MOVILES = (
    "Usuario: hola, se me ha roto la pantalla del móvil, es un Galaxy S23\n"
    "Asistente: ¡Vaya! ¿Ya tienes una reserva de reparación con nosotros?\n"
    "Usuario: sí, el código de reserva es RPM-40917. Lo dejé ayer en la tienda de Gran Vía\n"
    "Usuario: mi móvil del trabajo es un iPhone 13 pero ese va bien jaja\n"
    "Asistente: Genial. Yo también tengo un S23 y la pantalla cuesta 189 € con la mano de obra incluida."
)

_ES_CERAMICA = (
    '{"utterances": [\n'
    '  {"speaker": "Carmen", "start": 0.0, "text": "Bueno, el horno, eh, se enciende los jueves por la noche."},\n'
    '  {"speaker": "Diego", "start": 5.2, "text": "Vale. Yo trabajo en Getafe entre semana, así que solo podría '
    'venir los sábados."},\n'
    '  {"speaker": "Carmen", "start": 11.0, "text": "Son 45 € al mes. La cuota incluye esmaltes, barro y '
    'cocciones."},\n'
    '  {"speaker": "Diego", "start": 17.4, "text": "Genial. Ya hice un curso de torno el año pasado en Talavera."}\n'
    "]}"
)

_ES_AUTOBUS = (
    "Llamada 0417 · Servicio de Transporte Escolar, Ayuntamiento de Alcorcón\n"
    "Operadora (Sonia): Transporte escolar, le atiende Sonia.\n"
    "Cliente: Hola, mire, mi hija Carla va en la ruta 12. La recogen en, eh, la parada de la calle Mayor a las 7:50.\n"
    "Operadora (Sonia): Vale. A partir del lunes la ruta 12 para en la plaza de la iglesia en vez de en la calle "
    "Mayor.\n"
    "Cliente: Ah, vale. Yo entro a trabajar muy pronto, así que mi vecina la lleva a la parada los miércoles.\n"
    "Operadora (Sonia): Yo vivo por esa zona, ¿eh? Le mando el horario nuevo por SMS."
)

_ES_CAFE = (
    "De: Teresa Alonso <teresa.alonso@cafememoria-latina.org>\n"
    "Para: Voluntariado\n"
    "Asunto: Sesiones de abril\n"
    "\n"
    "Hola a todas y todos:\n"
    "\n"
    "El Café de la Memoria (lo organizamos con AFA Latina) se reúne el primer y el tercer martes de cada mes.\n"
    "Servimos café, bizcocho y zumos. Tomás toca la guitarra al final.\n"
    "Por favor, no traigáis nada con frutos secos, que dos de los habituales tienen alergia.\n"
    "\n"
    "Gracias,\n"
    "Teresa Alonso\n"
    "Coordinadora del Café de la Memoria\n"
    "Tel. 600 123 457"
)

_ES_JARDIN = (
    "5/3/26 9:12 - Tomás Herrero: Buenos días, Elena. Puedo empezar con el patio el día 16 si llegan las losas antes.\n"
    "5/3/26 9:15 - Elena Vidal: Perfecto. El seto no lo toquéis, solo el patio y los bancales.\n"
    "5/3/26 9:17 - Tomás Herrero: Sin problema. Tengo seguro de responsabilidad civil y llevo 12 años en esto.\n"
    "5/3/26 9:19 - Tomás Herrero: Uso sustrato sin turba en todos mis trabajos.\n"
    "5/3/26 9:21 - Elena Vidal: Mi marido está mal de la espalda, así que no podrá ayudar con el desbroce."
)

_ES_ORQUESTA = (
    "ORQUESTA SINFÓNICA DE CASTILLA | JUSTIFICANTE DE COMPRA\n"
    "Nº de pedido: 7725140\n"
    "Fecha: 07/03/2026 14:22\n"
    "Cliente: D. Daniel Ortega\n"
    "2 x Platea fila 7, asientos 12-13 · Brahms y Falla · sáb 28/03 19:30 ...... 64,00 €\n"
    "1 x Platea Reducida (mayores de 65) fila 7, asiento 14 ...... 24,00 €\n"
    "Gastos de gestión ...... 2,50 €\n"
    "Total pagado ...... 90,50 €\n"
    "Pago: Visa terminada en 4417"
)

_ES_HIPICA = (
    "[11/3/26, 18:30] Hípica El Robledal: Recordatorio: el casco es obligatorio 🐴 Hacemos paseos por la sierra, "
    "clases de salto y campamentos.\n"
    "[11/3/26, 18:34] Rocío Méndez: Nuestra Daniela monta a Canela los sábados, está encantada 😂\n"
    "[11/3/26, 18:36] Rocío Méndez: Yo monté aquí de pequeña, di clases con la señora Duarte.\n"
    "[11/3/26, 18:40] Farida Benali: Tengo dos niñas en el grupo de iniciación del martes y, eh, otra en lista de "
    "espera.\n"
    "[11/3/26, 18:42] Hípica El Robledal: Si llueve, las clases de la tarde se pasan al picadero cubierto."
)

_ES_ALBERGUE = (
    "Albergue Camino Norte · grupo Cocina\n"
    "[2/3/26, 8:05] Maite Urrutia: Recordad que la cámara se limpia los lunes.\n"
    "[2/3/26, 8:07] Iñaki Sola: Yo no tengo el carné de manipulador actualizado, me caduca el día 20.\n"
    "[2/3/26, 8:09] Maite Urrutia: El pedido de Makro lo hago yo, y el del pan lo hace Iñaki.\n"
    "[2/3/26, 8:12] Iñaki Sola: Vale, mañana lo renuevo por internet."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Javi's own turn; `Yo antes arbitraba` → `Javi Romero antes arbitraba` (the imperfect kept).
    _r(
        "es",
        "speaker",
        True,
        _ES_LIGA,
        "Javi Romero antes arbitraba en Tercera",
        evidence="Yo antes arbitraba en Tercera",
        speaker="Javi Romero",
    ),
    # speaker: the Usuario's own line; `dejé` → `dejó`, `ayer` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_MOVILES,
        "Usuario lo dejó ayer en la tienda de Gran Vía",
        evidence="Lo dejé ayer en la tienda de Gran Vía",
        speaker="user",
    ),
    # speaker: Diego's utterance in the JSON; `Yo trabajo` → `Diego trabaja`, `entre semana` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_CERAMICA,
        "Diego trabaja en Getafe entre semana",
        evidence="Yo trabajo en Getafe entre semana",
        speaker="Diego",
    ),
    # speaker: the Cliente is the customer's side; the `así que` clause is outside the evidence.
    _r(
        "es",
        "speaker",
        True,
        _ES_AUTOBUS,
        "Usuario entra a trabajar muy pronto",
        evidence="Yo entro a trabajar muy pronto",
        speaker="user",
    ),
    # speaker: Tomás's own line, subject left out, `mis` agreeing as `sus`; `sin` and `todos` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_JARDIN,
        "Usa sustrato sin turba en todos sus trabajos",
        evidence="Uso sustrato sin turba en todos mis trabajos.",
        speaker="Tomás Herrero",
    ),
    # speaker: Rocío's second clause, a whole clause; `di` → `dio`.
    _r(
        "es",
        "speaker",
        True,
        _ES_HIPICA,
        "Rocío Méndez dio clases con la señora Duarte",
        evidence="di clases con la señora Duarte.",
        speaker="Rocío Méndez",
    ),
    # subspan: `me las mandáis a` ties the address to the speaker the key is about.
    _r(
        "es",
        "subspan",
        True,
        _ES_LIGA,
        "nuria.delegada@ligavallecas.es",
        evidence="las actas me las mandáis a nuria.delegada@ligavallecas.es",
        speaker="Nuria Pastor",
        key="nuria_pastor/email",
    ),
    # subspan: the signature's address under the signer's own name; the phone after it is another type.
    _r(
        "es",
        "subspan",
        True,
        _ES_NOVIAS,
        "marisa@noviasazahar.es",
        evidence="Marisa Cortés\nEstilista · Novias Azahar\nmarisa@noviasazahar.es",
        key="novias_azahar/marisa_cortes/email",
    ),
    # subspan: `el código de reserva es` is the key's slot; the code taken whole.
    _r(
        "es",
        "subspan",
        True,
        _ES_MOVILES,
        "RPM-40917",
        evidence="el código de reserva es RPM-40917",
        speaker="user",
        key="user/booking_code",
    ),
    # subspan: the signer's `Tel.` line under her name and role.
    _r(
        "es",
        "subspan",
        True,
        _ES_CAFE,
        "600 123 457",
        evidence="Teresa Alonso\nCoordinadora del Café de la Memoria\nTel. 600 123 457",
        key="cafe_de_la_memoria/teresa_alonso/phone",
    ),
    # subspan: the receipt's `Total pagado` line, the label what the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_ORQUESTA,
        "90,50 €",
        evidence="Total pagado ...... 90,50 €",
        key="orquesta_castilla/pedido/total_pagado",
    ),
    # filler: `Pues nada, eh, que` dropped; `tengo` → `tiene` under Lucía's name.
    _r(
        "es",
        "filler",
        True,
        _ES_PALIATIVOS,
        "Lucía tiene la formación en duelo",
        evidence="Pues nada, eh, que tengo la formación en duelo",
        speaker="Lucía",
    ),
    # filler: `Bueno` and `eh` dropped from Carmen's utterance; the night and the day kept.
    _r(
        "es",
        "filler",
        True,
        _ES_CERAMICA,
        "El horno se enciende los jueves por la noche",
        evidence="Bueno, el horno, eh, se enciende los jueves por la noche.",
        speaker="Carmen",
    ),
    # filler: `eh` dropped from the caller's sentence; stop and time kept.
    _r(
        "es",
        "filler",
        True,
        _ES_AUTOBUS,
        "La recogen en la parada de la calle Mayor a las 7:50",
        evidence="La recogen en, eh, la parada de la calle Mayor a las 7:50.",
        speaker="user",
    ),
    # list_item: one item of what the fee includes; the list ends the sentence.
    _r(
        "es",
        "list_item",
        True,
        _ES_CERAMICA,
        "La cuota incluye cocciones",
        evidence="La cuota incluye esmaltes, barro y cocciones.",
        speaker="Carmen",
    ),
    # list_item: one item with the shared head `Servimos`; the next sentence is another.
    _r(
        "es",
        "list_item",
        True,
        _ES_CAFE,
        "Servimos bizcocho",
        evidence="Servimos café, bizcocho y zumos.",
    ),
    # list_item: the riding school's own line, one item of three.
    _r(
        "es",
        "list_item",
        True,
        _ES_HIPICA,
        "Hacemos clases de salto",
        evidence="Hacemos paseos por la sierra, clases de salto y campamentos.",
    ),
    # coordination: Nuria's first conjunct; `y además soy tesorera del club` shares her subject and is left out whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_LIGA,
        "Nuria Pastor entrena a los alevines del Rayo Sur",
        evidence="Entreno a los alevines del Rayo Sur y además soy tesorera del club.",
        speaker="Nuria Pastor",
    ),
    # coordination: Andrés's second conjunct with its own `los viernes`; the first conjunct dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_PALIATIVOS,
        "Andrés lleva a los pacientes a rehabilitación los viernes",
        evidence="Yo hago el carro de la merienda los martes y llevo a los pacientes a rehabilitación los viernes.",
        speaker="Andrés",
    ),
    # coordination: Tomás's first conjunct; `y llevo 12 años en esto` is a whole conjunct with his subject.
    _r(
        "es",
        "coordination",
        True,
        _ES_JARDIN,
        "Tomás Herrero tiene seguro de responsabilidad civil",
        evidence="Tengo seguro de responsabilidad civil y llevo 12 años en esto.",
        speaker="Tomás Herrero",
    ),
    # parenthetical: a bracketed thank-you after the subject; the time `21:00` kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_PALIATIVOS,
        "El turno de acompañamiento nocturno empieza a las 21:00",
        evidence="El turno de acompañamiento nocturno (gracias, Lucía, por cuadrarlo) empieza a las 21:00.",
        speaker="Pilar",
    ),
    # parenthetical: who co-organises the café is an aside about the subject; the schedule kept whole.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_CAFE,
        "El Café de la Memoria se reúne el primer y el tercer martes de cada mes",
        evidence="El Café de la Memoria (lo organizamos con AFA Latina) se reúne el primer y el tercer martes de cada "
        "mes.",
    ),
    # --- negative ---
    # wrong_speaker: Javi's turn bound to Nuria; differs from the faithful record only in the speaker.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_LIGA,
        "Nuria Pastor antes arbitraba en Tercera",
        evidence="Yo antes arbitraba en Tercera",
        speaker="Nuria Pastor",
    ),
    # wrong_speaker: Pilar's `Yo estaré fuera` bound to Andrés, who is only named in her turn.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PALIATIVOS,
        "Andrés estará fuera desde el 20 de marzo",
        evidence="Yo estaré fuera desde el 20 de marzo",
        speaker="Andrés",
    ),
    # wrong_speaker: the Asistente's `Yo también tengo un S23` bound to the Usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MOVILES,
        "Usuario tiene un S23",
        evidence="Yo también tengo un S23",
        speaker="user",
    ),
    # wrong_speaker: Diego's utterance bound to Carmen.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CERAMICA,
        "Carmen trabaja en Getafe entre semana",
        evidence="Yo trabajo en Getafe entre semana",
        speaker="Carmen",
    ),
    # restriction_drop: `los viernes` left out of Andrés's conjunct.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_PALIATIVOS,
        "Andrés lleva a los pacientes a rehabilitación",
        evidence="llevo a los pacientes a rehabilitación los viernes.",
        speaker="Andrés",
    ),
    # restriction_drop: `del trabajo` modifies the keyed noun; it is the work phone, not the user's phone.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_MOVILES,
        "iPhone 13",
        evidence="mi móvil del trabajo es un iPhone 13",
        speaker="user",
        key="user/phone_model",
    ),
    # restriction_drop: 24,00 € is the reduced (over-65) stalls seat; the key drops `Reducida`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_ORQUESTA,
        "24,00 €",
        evidence="1 x Platea Reducida (mayores de 65) fila 7, asiento 14 ...... 24,00 €",
        key="orquesta_castilla/platea/precio",
    ),
    # attribution: the neighbour takes the girl to the stop; the value gives it to the Usuario.
    _r(
        "es",
        "attribution",
        False,
        _ES_AUTOBUS,
        "Usuario la lleva a la parada los miércoles",
        evidence="mi vecina la lleva a la parada los miércoles.",
        speaker="user",
    ),
    # attribution: her husband has the bad back, not Elena.
    _r(
        "es",
        "attribution",
        False,
        _ES_JARDIN,
        "Elena Vidal está mal de la espalda",
        evidence="Mi marido está mal de la espalda",
        speaker="Elena Vidal",
    ),
    # negation: `no` dropped from Ramón's turn (and `De momento` with it).
    _r(
        "es",
        "negation",
        False,
        _ES_PALIATIVOS,
        "Ramón puede venir entre semana",
        evidence="De momento no puedo venir entre semana por el trabajo.",
        speaker="Ramón",
    ),
    # negation: `no` dropped; Iñaki's food-handler card is not up to date.
    _r(
        "es",
        "negation",
        False,
        _ES_ALBERGUE,
        "Iñaki Sola tiene el carné de manipulador actualizado",
        evidence="Yo no tengo el carné de manipulador actualizado",
        speaker="Iñaki Sola",
    ),
    # tense: `antes arbitraba` (used to) restated as the present `arbitra`.
    _r(
        "es",
        "tense",
        False,
        _ES_LIGA,
        "Javi Romero arbitra en Tercera",
        evidence="Yo antes arbitraba en Tercera",
        speaker="Javi Romero",
    ),
    # tense: `Ya hice un curso … el año pasado` restated as the present `hace un curso`.
    _r(
        "es",
        "tense",
        False,
        _ES_CERAMICA,
        "Diego hace un curso de torno en Talavera",
        evidence="Ya hice un curso de torno el año pasado en Talavera.",
        speaker="Diego",
    ),
    # number: `dos` dropped from `dos niñas`.
    _r(
        "es",
        "number",
        False,
        _ES_HIPICA,
        "Farida Benali tiene niñas en el grupo de iniciación del martes",
        evidence="Tengo dos niñas en el grupo de iniciación del martes",
        speaker="Farida Benali",
    ),
    # condition: `si llegan las losas antes` dropped; the start depends on it.
    _r(
        "es",
        "condition",
        False,
        _ES_JARDIN,
        "Tomás Herrero puede empezar con el patio el día 16",
        evidence="Puedo empezar con el patio el día 16 si llegan las losas antes.",
        speaker="Tomás Herrero",
    ),
    # condition: `Si llueve` dropped; the move indoors happens only when it rains.
    _r(
        "es",
        "condition",
        False,
        _ES_HIPICA,
        "Las clases de la tarde se pasan al picadero cubierto",
        evidence="Si llueve, las clases de la tarde se pasan al picadero cubierto.",
    ),
    # scope: `solo` dropped; Javi referees on Sundays and on no other day.
    _r(
        "es",
        "scope",
        False,
        _ES_LIGA,
        "Javi Romero ahora pita los domingos",
        evidence="ahora solo pito los domingos.",
        speaker="Javi Romero",
    ),
    # stitch: the Makro order's subject joined to the bread order's `lo hace Iñaki`.
    _r(
        "es",
        "stitch",
        False,
        _ES_ALBERGUE,
        "El pedido de Makro lo hace Iñaki",
        evidence="El pedido de Makro lo hago yo, y el del pan lo hace Iñaki.",
        speaker="Maite Urrutia",
    ),
)

# --- Chinese sources ---

_ZH_YUJU = (
    "钓友之家渔具店·员工群\n"
    "周建国 2026-03-14 07:41\n"
    "早上好，店里现在有矶竿、路亚竿和台钓竿。\n"
    "李娟 2026-03-14 07:43\n"
    "我周六开门，但是周日不能来，儿子要比赛。\n"
    "周建国 2026-03-14 07:44\n"
    "没事，如果小欧下午能看收银，我就来顶周日。\n"
    "欧阳东 2026-03-14 07:46\n"
    "可以。我以前在渔乐汇管过收银，没问题。"
)

_ZH_ANNING = (
    "安宁疗护病区志愿者例会纪要\n"
    "时间：2026年3月3日　参会：刘护士长、陈志强、王敏、赵磊\n"
    "刘护士长：谢谢大家。家属陪护排班表（辛苦王敏帮忙整理）从下周起八点开始。\n"
    "刘护士长：我3月20日起休假，下次例会由陈志强主持。\n"
    "陈志强：我负责推茶点车，每周五开车送病人去做日间治疗。\n"
    "王敏：嗯，我，那个，学过手部按摩，所以周三查房我可以去。\n"
    "赵磊：我现在只有周末能来，因为在读护理课程。"
)

_ZH_HUNSHA = (
    "爱丽丝婚纱 2026-02-22 16:05\n"
    "您好，林小姐！婚纱到店啦，二次试纱约在4月18日（周六）上午11:30。\n"
    "林晓雯 2026-02-22 16:09\n"
    "太好了！我妈的邮箱是 chen.meihua@163.com，发票能发给她吗？\n"
    "林晓雯 2026-02-22 16:10\n"
    "我的是 linxw92@qq.com\n"
    "爱丽丝婚纱 2026-02-22 16:12\n"
    "好的。头纱是2400元，腰带是650元。"
)

_ZH_ZUQIU = (
    "城东业余足球联赛·工作群\n"
    "张凯 2026-03-09 20:14\n"
    "通知：红星公园3号场在排水修好之前不开放。\n"
    "孙倩 2026-03-09 20:16\n"
    "我是新任赛程干事，比赛结果发我邮箱 saicheng@chengdongliansai.cn 就行👍\n"
    "张凯 2026-03-09 20:17\n"
    "欢迎孙倩！"
)

_ZH_TAOYI = (
    '{"utterances": [\n'
    '  {"speaker": "许静", "start": 0.0, "text": "我们的窑呢，嗯，每周四晚上烧。"},\n'
    '  {"speaker": "高远", "start": 5.3, "text": "好的。我平时在苏州上班，所以只能周六过来。"},\n'
    '  {"speaker": "许静", "start": 10.8, "text": "会员每月450元，包含釉料、泥料和烧制。"},\n'
    '  {"speaker": "高远", "start": 16.2, "text": "明白。我去年在景德镇学过拉坯。"}\n'
    "]}"
)

_ZH_XIAOCHE = (
    "通话记录 0417｜区教育局校车服务热线\n"
    "客服（小唐）：您好，校车服务热线，我是小唐。\n"
    "客户：你好，我女儿坐12路校车，嗯，每天早上7:50在，呃，人民路站上车。\n"
    "客服（小唐）：好的。从下周一开始，12路改在教堂广场停，不停人民路了。\n"
    "客户：哦。我上早班，所以周三是邻居送她去车站。\n"
    "客服（小唐）：我也住那边。新的时刻表我短信发给您。"
)

_ZH_WEIXIU = (
    "用户：你好，我手机屏幕摔碎了，是华为Mate 60\n"
    "助手：抱歉听到这个消息！您已经有维修预约了吗？\n"
    "用户：有的，预约单号是 WX20260309-4471，我昨天送到了徐家汇店\n"
    "用户：我的工作手机是iPhone 13，那个没坏哈哈\n"
    "助手：好的。Mate 60的外屏更换是899元（含人工费），一般2小时左右。"
)

_ZH_KAFEI = (
    "发件人：何丽萍 <heliping@yiqi-cafe.org>\n"
    "收件人：志愿者群组\n"
    "主题：四月活动安排\n"
    "\n"
    "各位志愿者好：\n"
    "\n"
    "忆起咖啡馆（与区阿尔茨海默病协会合办）每月第一个和第三个周二开放。\n"
    "我们提供茶、蛋糕和三明治。老陈会在最后弹钢琴。\n"
    "请不要带含坚果的食物，有两位老朋友对坚果过敏。\n"
    "\n"
    "谢谢大家！\n"
    "何丽萍\n"
    "忆起咖啡馆 协调人\n"
    "手机：139 1234 5678"
)

_ZH_YUANLIN = (
    "汤建华 2026-03-05 09:12\n"
    "乔姐早，如果石板能提前到，我16号就可以开始做露台。\n"
    "乔雅 2026-03-05 09:15\n"
    "好的。树篱别动，只做露台和花坛。\n"
    "汤建华 2026-03-05 09:17\n"
    "没问题。我有施工保险，做这行已经12年了。\n"
    "汤建华 2026-03-05 09:19\n"
    "我所有的活都用无泥炭基质。\n"
    "乔雅 2026-03-05 09:21\n"
    "我老公腰不好，清理的时候帮不上忙，不好意思啊！"
)

_ZH_PIAOWU = (
    "城市爱乐乐团 票务中心 购票凭证\n"
    "订单号：20260307114\n"
    "下单时间：2026-03-07 14:22\n"
    "购票人：王先生\n"
    "2 × 池座7排12-13座　勃拉姆斯与德沃夏克　3月28日(周六)19:30 …… ¥560.00\n"
    "1 × 池座长者票（65岁以上）7排14座 …… ¥180.00\n"
    "手续费 …… ¥10.00\n"
    "实付金额 …… ¥750.00\n"
    "支付方式：微信支付"
)

_ZH_MASHU = (
    "阳光马术俱乐部 2026-03-11 18:30\n"
    "提醒：上课必须戴头盔🐴 我们有林间骑行、障碍课和亲子营。\n"
    "赵蕾 2026-03-11 18:34\n"
    "我家朵朵每周六骑“布丁”，可喜欢了😂\n"
    "赵蕾 2026-03-11 18:36\n"
    "我小时候也在这儿骑过马，跟杜老师学的。\n"
    "法蒂玛 2026-03-11 18:40\n"
    "我有两个女儿在周二初级班，呃，还有一个在排队。\n"
    "阳光马术俱乐部 2026-03-11 18:42\n"
    "如果下雨，下午的课改到室内马场。"
)

_ZH_QINGLV = (
    "青旅厨房工作群\n"
    "王姐 2026-03-02 08:05\n"
    "提醒一下，冷库每周一清洁。\n"
    "小吴 2026-03-02 08:07\n"
    "我不会用那台新烤箱，得有人教我。\n"
    "王姐 2026-03-02 08:09\n"
    "麦德龙的货我来订，面包的由小吴订。\n"
    "小吴 2026-03-02 08:12\n"
    "我在厨房干了三年，之前在如家做早餐。"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: 欧阳东's own turn; `我` → his name, `以前` and `过` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_YUJU,
        "欧阳东以前在渔乐汇管过收银",
        evidence="我以前在渔乐汇管过收银",
        speaker="欧阳东",
    ),
    # speaker: 高远's utterance in the JSON; `平时` kept, the `所以` clause outside the evidence.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TAOYI,
        "高远平时在苏州上班",
        evidence="我平时在苏州上班",
        speaker="高远",
    ),
    # speaker: the 客户 is the customer's side, mem0's 用户.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_XIAOCHE,
        "用户上早班",
        evidence="我上早班",
        speaker="user",
    ),
    # speaker: the 用户's own line; `昨天` and `了` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_WEIXIU,
        "用户昨天送到了徐家汇店",
        evidence="我昨天送到了徐家汇店",
        speaker="user",
    ),
    # speaker: 汤建华's own line; `我` → his name, the scope words `所有` and `都` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_YUANLIN,
        "汤建华所有的活都用无泥炭基质",
        evidence="我所有的活都用无泥炭基质。",
        speaker="汤建华",
    ),
    # speaker: 小吴's first clause, the number `三年` kept; the `之前` clause left out whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_QINGLV,
        "小吴在厨房干了三年",
        evidence="我在厨房干了三年",
        speaker="小吴",
    ),
    # subspan: `我的是` is her own (mail) after her mum's; the key is about her.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_HUNSHA,
        "linxw92@qq.com",
        evidence="我的是 linxw92@qq.com",
        speaker="林晓雯",
        key="林晓雯/邮箱",
    ),
    # subspan: `发我邮箱` ties the address to the speaker the key is about; `就行` restricts nothing.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZUQIU,
        "saicheng@chengdongliansai.cn",
        evidence="比赛结果发我邮箱 saicheng@chengdongliansai.cn 就行",
        speaker="孙倩",
        key="孙倩/邮箱",
    ),
    # subspan: `预约单号是` is the key's slot; the code taken whole.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_WEIXIU,
        "WX20260309-4471",
        evidence="预约单号是 WX20260309-4471",
        speaker="user",
        key="用户/预约单号",
    ),
    # subspan: the signature's `手机：` line under the signer's name and role.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_KAFEI,
        "139 1234 5678",
        evidence="何丽萍\n忆起咖啡馆 协调人\n手机：139 1234 5678",
        key="忆起咖啡馆/何丽萍/手机",
    ),
    # subspan: the receipt's `实付金额` line, the label what the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PIAOWU,
        "¥750.00",
        evidence="实付金额 …… ¥750.00",
        key="城市爱乐/订单/实付金额",
    ),
    # filler: `嗯` and `那个` dropped from 王敏's turn; `我` bound to her.
    _r(
        "zh",
        "filler",
        True,
        _ZH_ANNING,
        "王敏学过手部按摩",
        evidence="嗯，我，那个，学过手部按摩",
        speaker="王敏",
    ),
    # filler: the particle `呢` and `嗯` dropped from 许静's utterance; `我们的` (the studio) kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_TAOYI,
        "我们的窑每周四晚上烧",
        evidence="我们的窑呢，嗯，每周四晚上烧。",
        speaker="许静",
    ),
    # filler: `嗯` and `呃` dropped from the caller's sentence; `我女儿` restated as `用户女儿`, time and stop kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_XIAOCHE,
        "用户女儿坐12路校车，每天早上7:50在人民路站上车",
        evidence="我女儿坐12路校车，嗯，每天早上7:50在，呃，人民路站上车",
        speaker="user",
    ),
    # list_item: one item of three with the shared head `店里现在有`; the list ends the sentence.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_YUJU,
        "店里现在有台钓竿",
        evidence="店里现在有矶竿、路亚竿和台钓竿",
        speaker="周建国",
    ),
    # list_item: one item with the shared head `我们提供`; the next sentence is another.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_KAFEI,
        "我们提供蛋糕",
        evidence="我们提供茶、蛋糕和三明治。",
    ),
    # list_item: the riding club's own line, one item of three.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_MASHU,
        "我们有障碍课",
        evidence="我们有林间骑行、障碍课和亲子营。",
    ),
    # coordination: 李娟's first conjunct; the `但是` conjunct left out whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_YUJU,
        "李娟周六开门",
        evidence="我周六开门，但是周日不能来",
        speaker="李娟",
    ),
    # coordination: 陈志强's second conjunct, opening with its own time phrase; the first conjunct dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_ANNING,
        "陈志强每周五开车送病人去做日间治疗",
        evidence="我负责推茶点车，每周五开车送病人去做日间治疗。",
        speaker="陈志强",
    ),
    # coordination: 汤建华's first conjunct; `做这行已经12年了` shares his subject and is left out whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_YUANLIN,
        "汤建华有施工保险",
        evidence="我有施工保险，做这行已经12年了。",
        speaker="汤建华",
    ),
    # parenthetical: a bracketed thank-you after the subject; `从下周起八点` kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ANNING,
        "家属陪护排班表从下周起八点开始",
        evidence="家属陪护排班表（辛苦王敏帮忙整理）从下周起八点开始。",
        speaker="刘护士长",
    ),
    # parenthetical: who co-runs the café is an aside about the subject; the schedule kept whole.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_KAFEI,
        "忆起咖啡馆每月第一个和第三个周二开放",
        evidence="忆起咖啡馆（与区阿尔茨海默病协会合办）每月第一个和第三个周二开放。",
    ),
    # --- negative ---
    # wrong_speaker: 欧阳东's turn bound to 周建国; differs from the faithful record only in the speaker.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_YUJU,
        "周建国以前在渔乐汇管过收银",
        evidence="我以前在渔乐汇管过收银",
        speaker="周建国",
    ),
    # wrong_speaker: 刘护士长's `我…休假` bound to 陈志强, who is only named in her turn.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ANNING,
        "陈志强3月20日起休假",
        evidence="我3月20日起休假",
        speaker="陈志强",
    ),
    # wrong_speaker: 高远's utterance bound to 许静.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TAOYI,
        "许静平时在苏州上班",
        evidence="我平时在苏州上班",
        speaker="许静",
    ),
    # wrong_speaker: the 客服's `我也住那边` (a staff turn) bound to mem0's 用户.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_XIAOCHE,
        "用户也住那边",
        evidence="我也住那边。",
        speaker="user",
    ),
    # restriction_drop: `从下周一开始` dates the change; without it the value says the bus stops there now.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_XIAOCHE,
        "12路改在教堂广场停",
        evidence="从下周一开始，12路改在教堂广场停",
    ),
    # restriction_drop: `工作` modifies the keyed noun; the iPhone is the work phone.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_WEIXIU,
        "iPhone 13",
        evidence="我的工作手机是iPhone 13",
        speaker="user",
        key="用户/手机型号",
    ),
    # restriction_drop: ¥180.00 is the senior (65+) stalls ticket; the key drops `长者票`.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_PIAOWU,
        "¥180.00",
        evidence="1 × 池座长者票（65岁以上）7排14座 …… ¥180.00",
        key="城市爱乐/池座/票价",
    ),
    # attribution: the address is her mum's (`我妈的邮箱`), not hers.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HUNSHA,
        "chen.meihua@163.com",
        evidence="我妈的邮箱是 chen.meihua@163.com",
        speaker="林晓雯",
        key="林晓雯/邮箱",
    ),
    # attribution: her husband has the bad back (`我老公腰不好`), not 乔雅.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_YUANLIN,
        "乔雅腰不好",
        evidence="我老公腰不好",
        speaker="乔雅",
    ),
    # negation: `不` dropped; 李娟 cannot come on Sunday.
    _r(
        "zh",
        "negation",
        False,
        _ZH_YUJU,
        "李娟周日能来",
        evidence="我周六开门，但是周日不能来",
        speaker="李娟",
    ),
    # negation: `不` dropped; 小吴 does not know how to use the new oven.
    _r(
        "zh",
        "negation",
        False,
        _ZH_QINGLV,
        "小吴会用那台新烤箱",
        evidence="我不会用那台新烤箱",
        speaker="小吴",
    ),
    # tense: `以前…管过` (used to) restated as the present.
    _r(
        "zh",
        "tense",
        False,
        _ZH_YUJU,
        "欧阳东在渔乐汇管收银",
        evidence="我以前在渔乐汇管过收银",
        speaker="欧阳东",
    ),
    # tense: `小时候…骑过马` (as a child) restated as the present.
    _r(
        "zh",
        "tense",
        False,
        _ZH_MASHU,
        "赵蕾在这儿骑马",
        evidence="我小时候也在这儿骑过马",
        speaker="赵蕾",
    ),
    # number: `两个` dropped from `两个女儿`.
    _r(
        "zh",
        "number",
        False,
        _ZH_MASHU,
        "法蒂玛有女儿在周二初级班",
        evidence="我有两个女儿在周二初级班",
        speaker="法蒂玛",
    ),
    # condition: `在排水修好之前` (until) dropped; the pitch is closed only till then.
    _r(
        "zh",
        "condition",
        False,
        _ZH_ZUQIU,
        "红星公园3号场不开放",
        evidence="红星公园3号场在排水修好之前不开放。",
        speaker="张凯",
    ),
    # condition: `如果石板能提前到` dropped; the start depends on it.
    _r(
        "zh",
        "condition",
        False,
        _ZH_YUANLIN,
        "汤建华16号就可以开始做露台",
        evidence="如果石板能提前到，我16号就可以开始做露台。",
        speaker="汤建华",
    ),
    # scope: `只有` dropped; 赵磊 can come at weekends and at no other time.
    _r(
        "zh",
        "scope",
        False,
        _ZH_ANNING,
        "赵磊现在周末能来",
        evidence="我现在只有周末能来",
        speaker="赵磊",
    ),
    # stitch: the Metro order's subject joined to the bread order's `由小吴订`.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_QINGLV,
        "麦德龙的货由小吴订",
        evidence="麦德龙的货我来订，面包的由小吴订。",
        speaker="王姐",
    ),
)

BATCH_79: tuple[Realistic, ...] = _EN + _ES + _ZH
