"""The realistic set's seventy-sixth batch: a blind measurement of the merged admission rules (issue 31, brief B76).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b76, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31 (`issues show 31`), the record type and `_r` in
`admission_realistic_record.py`, and the first 60 lines of batch 41 (its docstring and first two records, for the
format and the family names). No scorer, `check_support` or `memtx eval` was run on these records; the only code run
on them checked that each evidence is a substring of its source, that the module imports and that the counts are
right. Every source is invented here, in domains the earlier batches used little: roof gardens, driving instructors'
cancellations, scuba dive shops, property auctions, cheese-making courses, sports physiotherapy, caravan parks,
school uniform shops, translation of birth certificates, violin makers, night buses and pet cremation (azoteas
verdes, autoescuelas, centros de buceo, subastas de pisos, cursos de quesería, fisioterapia deportiva, campings,
tiendas de uniformes escolares, traducción de partidas de nacimiento, luthiers, búhos nocturnos, incineración de
mascotas; 屋顶花园, 驾校退课, 潜水店, 房产拍卖, 奶酪制作课, 运动康复, 房车营地, 校服店, 出生证明翻译, 小提琴制作,
夜班公交, 宠物火化), in mixed registers: chat exports (WhatsApp, WeChat, Telegram, Slack), e-mails with signatures,
call transcripts with role labels, voice notes with fillers (um, eh, este, 嗯, 那个), tickets, SMS, JSON tool output,
forms, receipts, a business card, reviews and notices.

The values are written as memory extractors write them: third-person restatements with the speaker's name (as Zep
and Graphiti do) or mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), the speaker dropped as
subject (`Lives in a static caravan at Pinewood Holiday Park from March to October`), one item of a list, a
shared-subject conjunct, an aside dropped, fillers dropped, and atomic values (an e-mail address, a URL, a booking or
order code, a name) filed under a LangGraph-style key (`willow_creek/booking/reference`, `译通翻译社/陈静/邮箱`,
`user/luthier`). Several negatives share their source with a faithful record and differ from it only in what DESIGN
§4 says matters: another labelled turn's first person, a modifier of the keyed noun (`personal`, `私人`), a negator.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 5, speaker 5, filler 3, list_item 3, coordination 3, parenthetical 3. Negative (18): wrong_speaker 3,
restriction_drop 3, negation 2, attribution 2, tense 2, number 2, condition 2, scope 1, identifier 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic
set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone; `email me at` names the key's slot, `anytime` free choice, `me` the keyed speaker.
    _r(
        "en",
        "subspan",
        True,
        "Hi Mr Okoro,\n\n"
        "The certified translation of your daughter's birth certificate (Yoruba → English) is ready; the apostilled "
        "copy goes out by Royal Mail tomorrow.\n\nYou can email me at priya.nair@linguacivil.co.uk anytime.\n"
        "My personal mobile is 07700 900412, but please keep it for emergencies.\n\nKind regards,\nPriya Nair\n"
        "Certified Translator | Lingua Civil Translations\nMember of the Chartered Institute of Linguists",
        "priya.nair@linguacivil.co.uk",
        evidence="You can email me at priya.nair@linguacivil.co.uk anytime.",
        speaker="Priya Nair",
        key="lingua_civil/priya_nair/email",
    ),
    # subspan: the booking code after its label; the key names the label (booking ref), nothing frames the code.
    _r(
        "en",
        "subspan",
        True,
        "NightLink: Your e-ticket for the N29 (Trafalgar Sq > Enfield Town) is confirmed. Booking ref NL-77310Q. "
        "Show this SMS to the driver. Txt STOP to opt out.",
        "NL-77310Q",
        evidence="Booking ref NL-77310Q.",
        key="nightlink/e_ticket/booking_ref",
    ),
    # subspan: the URL whole from its JSON field; the key's relation is the field's name.
    _r(
        "en",
        "subspan",
        True,
        '{"tool": "auction_lookup", "result": {"lot": 14, "address": "22 Alder Road, Leeds LS6 2QT", '
        '"guide_price": "£145,000+", "auction_date": "2026-12-15T11:00:00Z", "legal_pack_url": '
        '"https://auctions.northwayhomes.co.uk/lots/14/legal-pack", "status": "available"}}',
        "https://auctions.northwayhomes.co.uk/lots/14/legal-pack",
        evidence='"legal_pack_url": "https://auctions.northwayhomes.co.uk/lots/14/legal-pack"',
        key="northway_auctions/lot_14/legal_pack_url",
    ),
    # subspan: the reference whole; `your booking` is the key's own subject, a present copula joins it.
    _r(
        "en",
        "subspan",
        True,
        "Subject: Your stay at Willow Creek Caravan Park\n\nHi Tom,\n\n"
        "Thanks for booking a hardstanding pitch with us for 19-22 December. Your booking reference is WCP-240918. "
        "Check-in is from 2pm; the barrier code will be texted on the day.\n\nWarm wishes,\nJanet Moss\n"
        "Bookings Office, Willow Creek Caravan Park\n01632 960 415",
        "WCP-240918",
        evidence="Your booking reference is WCP-240918.",
        key="willow_creek/booking/reference",
    ),
    # subspan: a name value; `name is` names the key's relation and `my` is the user's own luthier.
    _r(
        "en",
        "subspan",
        True,
        "[Voice note, 0:52] Right, quick one for my notes. My luthier's name is Tomasz Wierzbicki, he's got a "
        "workshop in Hebden Bridge and he's looking at the crack on the viola next week.",
        "Tomasz Wierzbicki",
        evidence="My luthier's name is Tomasz Wierzbicki",
        speaker="user",
        key="user/luthier",
    ),
    # speaker: Hannah's own turn, `I grow` bound to her name with the verb agreeing; nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        "[03/12/2026, 19:02] Hannah Cole: I grow chillies on the roof terrace 🌶️\n"
        "[03/12/2026, 19:03] Dev Patel: nice! which floor are you on?\n"
        "[03/12/2026, 19:04] Hannah Cole: top one, the sixth\n"
        "[03/12/2026, 19:05] Dev Patel: I keep bees on the roof of our block, honey's nearly ready",
        "Hannah Cole grows chillies on the roof terrace",
        evidence="I grow chillies on the roof terrace",
        speaker="Hannah Cole",
    ),
    # speaker: Liam's labelled turn, first clause whole; the name replaces `I`, `every Sunday` is kept.
    _r(
        "en",
        "speaker",
        True,
        "Call transcript - Kestrel Sports Physio, 05/12/2026 09:12\n"
        "Reception: Good morning, Kestrel Sports Physio, Becky speaking.\n"
        "Liam Burke: Hi, I play five-a-side every Sunday and I've done something to my calf.\n"
        "Reception: Oh no. I'm in goal for the Crown & Anchor on Sundays, so I know the feeling.\n"
        "Liam Burke: Ha, small world. Can I see someone this week?",
        "Liam Burke plays five-a-side every Sunday",
        evidence="I play five-a-side every Sunday",
        speaker="Liam Burke",
    ),
    # speaker: a one-person voice note restated as mem0's User; `I'm` becomes `User is`, time frame kept.
    _r(
        "en",
        "speaker",
        True,
        "Voice note transcript (0:38):\n"
        "Hiya, it's me. So I'm doing the cheese-making course at Wyke Dairy School in January. It's two full days "
        "and you go home with a wheel of cheddar!",
        "User is doing the cheese-making course at Wyke Dairy School in January",
        evidence="I'm doing the cheese-making course at Wyke Dairy School in January",
        speaker="user",
    ),
    # speaker: Gareth's Telegram turn with the subject left out for him; `static` and the months are kept.
    _r(
        "en",
        "speaker",
        True,
        "Gareth Hughes, [05.12.26 21:14]\nI live in a static caravan at Pinewood Holiday Park from March to October\n"
        "\nSue Lane, [05.12.26 21:15]\nlucky you, I'm stuck in a flat in Rhyl\n\nGareth Hughes, [05.12.26 21:16]\n"
        "winters I'm at my sister's",
        "Lives in a static caravan at Pinewood Holiday Park from March to October",
        evidence="I live in a static caravan at Pinewood Holiday Park from March to October",
        speaker="Gareth Hughes",
    ),
    # speaker: Oliver's Slack message, a whole sentence; name for `I`, `drives` for `drive`.
    _r(
        "en",
        "speaker",
        True,
        "#night-ops\nOliver Grant  10:42 PM\n"
        "I drive the N15 out of Bow garage. Happy to swap my Friday for a Tuesday if anyone's up for it\n"
        "Fatima Idris  10:44 PM\nI'm on the N8 all this week, sorry",
        "Oliver Grant drives the N15 out of Bow garage",
        evidence="I drive the N15 out of Bow garage.",
        speaker="Oliver Grant",
    ),
    # filler: `Um, so the, uh,` dropped (fillers, a discourse marker, a repeated article); the clause is intact.
    _r(
        "en",
        "filler",
        True,
        "Voice memo - 4 Dec\n"
        "Um, so the, uh, the crematorium collects the pets from the vet on Tuesdays. And, er, they ring you the day "
        "before.",
        "The crematorium collects the pets from the vet on Tuesdays",
        evidence="Um, so the, uh, the crematorium collects the pets from the vet on Tuesdays.",
    ),
    # filler: `Er,` and `um,` dropped; `my Thursday lesson` and `again` kept as written.
    _r(
        "en",
        "filler",
        True,
        "Voice message (auto-transcribed), 14:06\n"
        "Er, the driving instructor, um, cancelled my Thursday lesson again. Third time this month 🙄",
        "The driving instructor cancelled my Thursday lesson again",
        evidence="Er, the driving instructor, um, cancelled my Thursday lesson again.",
    ),
    # filler: `So, um,` and `er,` dropped from the agent's line; `only` and `now` kept.
    _r(
        "en",
        "filler",
        True,
        "Agent: Thanks for calling Crestwood Schoolwear, how can I help?\nCustomer: Hi, I need a blazer for Year 7.\n"
        "Agent: So, um, the Bridge Street shop, er, only does the blazers in navy now.\nCustomer: Navy's fine.",
        "The Bridge Street shop only does the blazers in navy now",
        evidence="So, um, the Bridge Street shop, er, only does the blazers in navy now.",
    ),
    # list_item: one item with the list's head; the list ends its sentence, no scope word over it.
    _r(
        "en",
        "list_item",
        True,
        "Hi Sophie,\n\n"
        "Our Open Water course includes pool sessions, boat dives, and the eLearning pack. Kit hire is extra.\n\n"
        "See you in the water!\nMarco\nBlue Fathom Dive Centre, Plymouth\n+44 1752 960 118",
        "Our Open Water course includes boat dives",
        evidence="Our Open Water course includes pool sessions, boat dives, and the eLearning pack.",
    ),
    # list_item: the middle item with the head `Participants take home`; nothing runs on after the list.
    _r(
        "en",
        "list_item",
        True,
        "Course outline - Beginners' Cheese-Making (Saturday)\n"
        "Participants take home halloumi, ricotta and a small camembert.\n"
        "Aprons and hairnets are provided. Lunch is not included.",
        "Participants take home ricotta",
        evidence="Participants take home halloumi, ricotta and a small camembert.",
    ),
    # list_item: one item of `has A, B and C`; the other items hold no number or restriction of it.
    _r(
        "en",
        "list_item",
        True,
        "Listing notes - Flat 6, Marlowe House\n"
        "The roof garden has raised beds, a rainwater butt and a small pergola. Residents share it with the two "
        "penthouse flats.",
        "The roof garden has a rainwater butt",
        evidence="The roof garden has raised beds, a rainwater butt and a small pergola.",
    ),
    # coordination: the first conjunct `welcomes dogs and` dropped whole; `The park` is the kept verb's subject.
    _r(
        "en",
        "coordination",
        True,
        "FAQ - Pinewood Holiday Park\nQ: Can I bring my dog?\n"
        "A: The park welcomes dogs and has a launderette on site. Dogs must be kept on a lead at all times.",
        "The park has a launderette on site",
        evidence="The park welcomes dogs and has a launderette on site.",
    ),
    # coordination: Rhys's own e-mail; first conjunct dropped, his name for `I`, `restores` agreeing.
    _r(
        "en",
        "coordination",
        True,
        "From: Rhys Morgan <rhys@morganviolins.co.uk>\nTo: Clare Adeyemi\nSubject: Re: bow rehair\n\nHi Clare,\n"
        "Yes, happy to help. I build violins and restore old cellos. Rehairs take about a week.\n\nBest,\n"
        "Rhys Morgan\nMorgan Violins, Cardiff",
        "Rhys Morgan restores old cellos",
        evidence="I build violins and restore old cellos.",
        speaker="Rhys Morgan",
    ),
    # coordination: `called in sick and` is a whole conjunct of the same subject; the kept part is verbatim.
    _r(
        "en",
        "coordination",
        True,
        "Ticket #4471 - Lesson cancellation\nCustomer: Jade Osei\n"
        "Notes: Jade's instructor called in sick and cancelled the lesson. Lesson credit refunded, approved by Tom "
        "(admin).",
        "Jade's instructor cancelled the lesson",
        evidence="Jade's instructor called in sick and cancelled the lesson.",
    ),
    # parenthetical: the bracketed aside only describes the opening noun phrase; no marker, number or owner in it.
    _r(
        "en",
        "parenthetical",
        True,
        "Meadowlight Pet Crematorium - Google review, 5/5\n"
        "The pet crematorium (it's the one behind the garden centre) returns ashes in a cedar box with a little "
        "brass plaque. So kind.",
        "The pet crematorium returns ashes in a cedar box with a little brass plaque",
        evidence=(
            "The pet crematorium (it's the one behind the garden centre) returns ashes in a cedar box with a little "
            "brass plaque."
        ),
    ),
    # parenthetical: the dashed aside `the one on Market Street` identifies the shop; `now` is kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Newsletter, w/c 7 Dec\n"
        "Our uniform shop — the one on Market Street — now stocks the new PE kit. Order online or pop in.",
        "Our uniform shop now stocks the new PE kit",
        evidence="Our uniform shop — the one on Market Street — now stocks the new PE kit.",
    ),
    # parenthetical: the aside says where the clinic is; `for patients` stays in the value.
    _r(
        "en",
        "parenthetical",
        True,
        "Welcome pack - Kestrel Sports Physio\n"
        "The clinic (we're above the climbing wall on Dock Street) has free parking for patients. Please bring "
        "shorts to your first session.",
        "The clinic has free parking for patients",
        evidence="The clinic (we're above the climbing wall on Dock Street) has free parking for patients.",
    ),
    # --- negative ---
    # wrong_speaker: the receptionist's `I'm in goal` bound to the caller Liam; another labelled turn's first person.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Call transcript - Kestrel Sports Physio, 05/12/2026 09:12\n"
        "Reception: Good morning, Kestrel Sports Physio, Becky speaking.\n"
        "Liam Burke: Hi, I play five-a-side every Sunday and I've done something to my calf.\n"
        "Reception: Oh no. I'm in goal for the Crown & Anchor on Sundays, so I know the feeling.\n"
        "Liam Burke: Ha, small world. Can I see someone this week?",
        "Liam Burke is in goal for the Crown & Anchor on Sundays",
        evidence="I'm in goal for the Crown & Anchor on Sundays",
        speaker="Liam Burke",
    ),
    # wrong_speaker: Dev Patel's bees given to Hannah Cole with the subject left out; Dev's turn, not hers.
    _r(
        "en",
        "wrong_speaker",
        False,
        "[03/12/2026, 19:02] Hannah Cole: I grow chillies on the roof terrace 🌶️\n"
        "[03/12/2026, 19:03] Dev Patel: nice! which floor are you on?\n"
        "[03/12/2026, 19:04] Hannah Cole: top one, the sixth\n"
        "[03/12/2026, 19:05] Dev Patel: I keep bees on the roof of our block, honey's nearly ready",
        "Keeps bees on the roof of our block",
        evidence="I keep bees on the roof of our block",
        speaker="Hannah Cole",
    ),
    # wrong_speaker: the warden (staff) lives on site, not the caller; mem0's User is never a staff turn.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Call log - Willow Creek Caravan Park, 18:47\nWarden: I live on site, so I can let you in after hours.\n"
        "Caller: Great, thanks. I'm towing a Bailey, we'll be there around ten.\n"
        "Warden: No problem, pitch 12 is yours.",
        "User lives on site",
        evidence="I live on site",
        speaker="user",
    ),
    # restriction_drop: the opening frame `On weeknights` dropped; the Friday/Saturday frequency differs.
    _r(
        "en",
        "restriction_drop",
        False,
        '{"tool": "route_status", "route": "N29", "note": "On weeknights the N29 runs every 30 minutes; '
        'on Friday and Saturday nights it runs every 8 minutes."}',
        "The N29 runs every 30 minutes",
        evidence="On weeknights the N29 runs every 30 minutes",
    ),
    # restriction_drop: `personal` modifies the keyed noun and the key does not carry it (a plain mobile slot).
    _r(
        "en",
        "restriction_drop",
        False,
        "Hi Mr Okoro,\n\n"
        "The certified translation of your daughter's birth certificate (Yoruba → English) is ready; the apostilled "
        "copy goes out by Royal Mail tomorrow.\n\nYou can email me at priya.nair@linguacivil.co.uk anytime.\n"
        "My personal mobile is 07700 900412, but please keep it for emergencies.\n\nKind regards,\nPriya Nair\n"
        "Certified Translator | Lingua Civil Translations\nMember of the Chartered Institute of Linguists",
        "07700 900412",
        evidence="My personal mobile is 07700 900412",
        speaker="Priya Nair",
        key="lingua_civil/priya_nair/mobile",
    ),
    # restriction_drop: `For certified divers,` scopes the price; dropping the fragment drops a restriction.
    _r(
        "en",
        "restriction_drop",
        False,
        "Blue Fathom price list 2027\nFor certified divers, nitrox fills cost £8. Air fills £5. Tank hire £12/day.",
        "Nitrox fills cost £8",
        evidence="For certified divers, nitrox fills cost £8.",
    ),
    # negation: `not` dropped from `Lunch is not included`; a subsequence the guard must refuse.
    _r(
        "en",
        "negation",
        False,
        "Course outline - Beginners' Cheese-Making (Saturday)\n"
        "Participants take home halloumi, ricotta and a small camembert.\n"
        "Aprons and hairnets are provided. Lunch is not included.",
        "Lunch is included",
        evidence="Lunch is not included.",
    ),
    # negation: `don't` dropped under speaker binding; the luthier says he does not do these repairs.
    _r(
        "en",
        "negation",
        False,
        "Rhys Morgan, [06.12.26 10:05]\n"
        "I don't do varnish repairs on modern instruments, sorry - try Bristol Strings.\n\n"
        "Clare Adeyemi, [06.12.26 10:07]\nah ok thanks",
        "Does varnish repairs on modern instruments",
        evidence="I don't do varnish repairs on modern instruments",
        speaker="Rhys Morgan",
    ),
    # attribution: `His email` is her brother's, another owner than the key's subject Nina Fenn.
    _r(
        "en",
        "attribution",
        False,
        "#auctions\nNina Fenn  3:14 PM\n"
        "For lot 22 could someone cc my brother? His email is rob.fenn@fennhomes.co.uk, he's the one bidding by "
        "phone.",
        "rob.fenn@fennhomes.co.uk",
        evidence="His email is rob.fenn@fennhomes.co.uk",
        speaker="Nina Fenn",
        key="nina_fenn/email",
    ),
    # attribution: the number is the vet's (label `Vet contact`, Dr Omar Shah), not the owner Rachel Ng's.
    _r(
        "en",
        "attribution",
        False,
        "Meadowlight Pet Crematorium - Booking form\nOwner name: Rachel Ng\nPet: Biscuit (rabbit)\n"
        "Vet contact: Dr Omar Shah, 0113 496 0552\nService: individual cremation, ashes returned",
        "0113 496 0552",
        evidence="Vet contact: Dr Omar Shah, 0113 496 0552",
        key="rachel_ng/phone",
    ),
    # tense: `used to teach` is the past; the present `Teaches` says she still does.
    _r(
        "en",
        "tense",
        False,
        "About (website)\n"
        "I used to teach at the Newark School of Violin Making; these days I work alone from a converted chapel in "
        "Powys.\n- Eleri Vaughan, luthier",
        "Teaches at the Newark School of Violin Making",
        evidence="I used to teach at the Newark School of Violin Making",
        speaker="Eleri Vaughan",
    ),
    # tense: `My old number was` - old and a past copula; the key's plain phone slot takes no retired number.
    _r(
        "en",
        "tense",
        False,
        "SMS from Dave (Instructor), 08:15\n"
        "Morning Jade, sorry, I've had to cancel Thursday again. My old number was 07700 900113 - save this one "
        "instead. Dave",
        "07700 900113",
        evidence="My old number was 07700 900113",
        speaker="Dave",
        key="dave/phone",
    ),
    # number: `Three of` dropped; the value says all the raised beds get full sun.
    _r(
        "en",
        "number",
        False,
        "Roof garden survey - Block C (form)\nBeds surveyed: 8\n"
        "Comments: Three of the raised beds get full sun; the rest are shaded by the lift housing.",
        "The raised beds get full sun",
        evidence="Three of the raised beds get full sun",
    ),
    # number: `two` dropped from `two violins` under speaker binding.
    _r(
        "en",
        "number",
        False,
        "[06/12/2026, 17:40] Eleri Vaughan: I've got two violins in for restoration at the moment, so new "
        "commissions wait till March\n[06/12/2026, 17:52] Kit Ross: no rush at all",
        "Has got violins in for restoration at the moment",
        evidence="I've got two violins in for restoration at the moment",
        speaker="Eleri Vaughan",
    ),
    # condition: the `If the wind is over 20 knots,` clause dropped; the cancellation is conditional.
    _r(
        "en",
        "condition",
        False,
        "Blue Fathom Dive Centre - booking policy\n"
        "If the wind is over 20 knots, we cancel the boat dives and refund in full.",
        "We cancel the boat dives",
        evidence="If the wind is over 20 knots, we cancel the boat dives",
    ),
    # condition: the `Unless ...` exception dropped; the fee is non-refundable only without notice.
    _r(
        "en",
        "condition",
        False,
        "Terms (excerpt) - Swift Pass Driving School\n"
        "Unless you give 48 hours' notice, the lesson fee is non-refundable. Instructors may cancel for weather or "
        "illness.",
        "The lesson fee is non-refundable",
        evidence="Unless you give 48 hours' notice, the lesson fee is non-refundable.",
    ),
    # scope: `Only` dropped; the value no longer excludes non-members.
    _r(
        "en",
        "scope",
        False,
        "Harbour Court residents - pinned message\n"
        "Only members can book the rooftop allotment plots. Waiting list opens 1 Jan.",
        "Members can book the rooftop allotment plots",
        evidence="Only members can book the rooftop allotment plots.",
    ),
    # identifier: the reference cut after `2026`; an identifier must be taken whole.
    _r(
        "en",
        "identifier",
        False,
        "Receipt - Meadowlight Pet Crematorium\nDate: 07/12/2026\nIndividual cremation (cat, <5kg) ..... £145.00\n"
        "Casket: cedar ..... £35.00\nTotal paid: £180.00\nYour reference: MLP-2026-0417\nThank you.",
        "MLP-2026",
        evidence="Your reference: MLP-2026-0417",
        key="meadowlight/cremation/reference",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone; `escribir a` names the slot, `me` is the keyed speaker, `cuando quieras` free choice.
    _r(
        "es",
        "subspan",
        True,
        "Hola, Andrés:\n\n"
        "Te adjunto el presupuesto de la traducción jurada de la partida de nacimiento de tu hijo (inglés → "
        "español). El plazo es de tres días hábiles.\n\n"
        "Me puedes escribir a lucia.ferrer@traduccionesferrer.es cuando quieras.\n"
        "Mi móvil personal es el 655 214 903, pero úsalo solo para urgencias.\n\nUn saludo,\nLucía Ferrer\n"
        "Traductora-Intérprete Jurada de Inglés\nTraducciones Ferrer · Valencia",
        "lucia.ferrer@traduccionesferrer.es",
        evidence="Me puedes escribir a lucia.ferrer@traduccionesferrer.es cuando quieras.",
        speaker="Lucía Ferrer",
        key="traducciones_ferrer/lucia_ferrer/correo",
    ),
    # subspan: the code after its label, which the key's relation names word for word.
    _r(
        "es",
        "subspan",
        True,
        "AUTOESCUELA ÁLVAREZ: Tu práctica del jueves 11/12 a las 17:00 se cancela por baja del profesor. Código de "
        "reprogramación: RP-55821. Dudas: 968 24 31 07",
        "RP-55821",
        evidence="Código de reprogramación: RP-55821",
        key="autoescuela_alvarez/codigo_reprogramacion",
    ),
    # subspan: the URL whole from its JSON field; the key's relation is the field's name.
    _r(
        "es",
        "subspan",
        True,
        '{"fuente": "portal_subastas", "lote": {"id": "L-0938", "inmueble": "Piso 3ºB, C/ Almansa 12, '
        'Valencia", "precio_salida": "98.000 €", "fecha_subasta": "2026-12-18", "enlace_expediente": '
        '"https://subastas.bancolevante.es/lotes/L-0938"}}',
        "https://subastas.bancolevante.es/lotes/L-0938",
        evidence='"enlace_expediente": "https://subastas.bancolevante.es/lotes/L-0938"',
        key="subasta_l0938/enlace_expediente",
    ),
    # subspan: the booking code; `tu reserva` is the key's own subject, a present copula joins it.
    _r(
        "es",
        "subspan",
        True,
        "Asunto: Confirmación de tu reserva - Camping Los Pinos\n\nHola, Marta:\n\n"
        "Tu parcela con electricidad del 27 al 30 de diciembre está confirmada. El código de tu reserva es "
        "CLP-7742X. Recuerda que la recepción cierra a las 21:00.\n\nUn saludo,\nEquipo de Recepción\n"
        "Camping Los Pinos (Cuenca)",
        "CLP-7742X",
        evidence="El código de tu reserva es CLP-7742X.",
        key="camping_los_pinos/reserva/codigo",
    ),
    # subspan: a name value; `se llama` names the key's relation and `mi` is the user's own luthier.
    _r(
        "es",
        "subspan",
        True,
        "Nota de voz (0:47): Vale, apunta esto. Mi luthier se llama Andrés Olmedo, tiene el taller en la calle "
        "Correjería y me está arreglando el puente del violín.",
        "Andrés Olmedo",
        evidence="Mi luthier se llama Andrés Olmedo",
        speaker="user",
        key="user/luthier",
    ),
    # speaker: Nuria's own turn; her name added for the dropped subject, `cultiva` agreeing.
    _r(
        "es",
        "speaker",
        True,
        "[04/12/26, 20:11] Nuria Sáez: Cultivo fresas en la azotea del edificio 🍓\n"
        "[04/12/26, 20:12] Óscar Gil: qué guay! yo crío abejas en la azotea de mi bloque\n"
        "[04/12/26, 20:14] Nuria Sáez: jaja tenemos que hacer intercambio",
        "Nuria Sáez cultiva fresas en la azotea del edificio",
        evidence="Cultivo fresas en la azotea del edificio",
        speaker="Nuria Sáez",
    ),
    # speaker: Javier's labelled turn, the first clause; name for the first person, the frequency kept.
    _r(
        "es",
        "speaker",
        True,
        "Transcripción - FisioSport Chamberí, 05/12/2026 10:31\nRecepción: Clínica FisioSport, le atiende Carmen.\n"
        "Javier Ortega: Hola, juego al pádel tres veces por semana y me duele mucho el codo.\n"
        "Recepción: Vaya. Yo trabajo con el equipo de pádel del club Canal, así que lo vemos mucho.\n"
        "Javier Ortega: ¿Tenéis hueco el martes?",
        "Javier Ortega juega al pádel tres veces por semana",
        evidence="juego al pádel tres veces por semana",
        speaker="Javier Ortega",
    ),
    # speaker: a one-person voice note as mem0's Usuario; `Estoy` becomes `está`, place and month kept.
    _r(
        "es",
        "speaker",
        True,
        "Nota de voz transcrita (0:33):\n"
        "Hola, soy yo. Estoy apuntada a un curso de quesería en Arévalo en enero. Son dos fines de semana y te "
        "llevas tus quesos.",
        "Usuario está apuntada a un curso de quesería en Arévalo en enero",
        evidence="Estoy apuntada a un curso de quesería en Arévalo en enero",
        speaker="user",
    ),
    # speaker: Rocío's Telegram turn with the subject left out for her; `todo el año` kept.
    _r(
        "es",
        "speaker",
        True,
        "Rocío Mena, [06.12.26 22:03]\nVivo en una caravana en el Camping Las Dunas todo el año\n\n"
        "Paco Ruiz, [06.12.26 22:05]\nyo solo voy en agosto jaja",
        "Vive en una caravana en el Camping Las Dunas todo el año",
        evidence="Vivo en una caravana en el Camping Las Dunas todo el año",
        speaker="Rocío Mena",
    ),
    # speaker: Ignacio's Slack message, a whole sentence; his name for the first person, `conduce` agreeing.
    _r(
        "es",
        "speaker",
        True,
        "#búhos-noche\nIgnacio Prieto  23:40\n"
        "Conduzco el búho N3 desde Cibeles. Si alguien me cambia el sábado, se lo agradezco\nLeire Campos  23:42\n"
        "yo este mes estoy en el N26",
        "Ignacio Prieto conduce el búho N3 desde Cibeles",
        evidence="Conduzco el búho N3 desde Cibeles.",
        speaker="Ignacio Prieto",
    ),
    # filler: `Eh, pues, este,` dropped (fillers and a discourse marker); the clause is intact.
    _r(
        "es",
        "filler",
        True,
        "Audio (transcripción automática):\n"
        "Eh, pues, este, el crematorio recoge a las mascotas en la clínica los martes. Y te llaman el día antes.",
        "El crematorio recoge a las mascotas en la clínica los martes",
        evidence="Eh, pues, este, el crematorio recoge a las mascotas en la clínica los martes.",
    ),
    # filler: `O sea,` and `eh,` dropped; `me`, `la práctica` and `otra vez` kept.
    _r(
        "es",
        "filler",
        True,
        "Mensaje de voz a mamá: O sea, el profesor de la autoescuela, eh, me ha cancelado la práctica otra vez. Ya "
        "van tres este mes.",
        "El profesor de la autoescuela me ha cancelado la práctica otra vez",
        evidence="O sea, el profesor de la autoescuela, eh, me ha cancelado la práctica otra vez.",
    ),
    # filler: `Pues, este,` and `eh,` dropped from the agent's line; `solo` and the sizes kept.
    _r(
        "es",
        "filler",
        True,
        "Agente: Uniformes Colegiales Mirasierra, dígame.\nClienta: Hola, quería saber si hay polos de manga corta.\n"
        "Agente: Pues, este, la tienda de la calle Real, eh, solo tiene el polo en tallas 8 y 10 ahora mismo.",
        "La tienda de la calle Real solo tiene el polo en tallas 8 y 10 ahora mismo",
        evidence="Pues, este, la tienda de la calle Real, eh, solo tiene el polo en tallas 8 y 10 ahora mismo.",
    ),
    # list_item: one item with the head `El curso Open Water incluye`; the list ends its sentence.
    _r(
        "es",
        "list_item",
        True,
        "Hola, Sofía:\n\n"
        "El curso Open Water incluye las inmersiones en piscina, el equipo completo y el certificado. El seguro va "
        "aparte.\n\nNos vemos en el agua,\nMarco\nCentro de Buceo Fondo Azul · L'Escala\nTel. 972 77 41 20",
        "El curso Open Water incluye el equipo completo",
        evidence="El curso Open Water incluye las inmersiones en piscina, el equipo completo y el certificado.",
    ),
    # list_item: the middle item with the head `Los alumnos se llevan a casa`; nothing runs on after the list.
    _r(
        "es",
        "list_item",
        True,
        "Programa - Curso de iniciación a la quesería (sábado)\n"
        "Los alumnos se llevan a casa queso fresco, requesón y una torta de oveja.\n"
        "Se proporcionan delantales. La comida no está incluida.",
        "Los alumnos se llevan a casa requesón",
        evidence="Los alumnos se llevan a casa queso fresco, requesón y una torta de oveja.",
    ),
    # list_item: the last item of `tiene A, B y C` with the head; the sentence ends after it.
    _r(
        "es",
        "list_item",
        True,
        "Ficha del inmueble - Ático 6ºA, Edificio Marlowe\n"
        "La azotea tiene jardineras, un depósito de agua de lluvia y una pérgola. La comparten los dos áticos.",
        "La azotea tiene una pérgola",
        evidence="La azotea tiene jardineras, un depósito de agua de lluvia y una pérgola.",
    ),
    # coordination: `admite perros y` is a whole conjunct of the subject `El camping`.
    _r(
        "es",
        "coordination",
        True,
        "Preguntas frecuentes - Camping Las Dunas\n¿Puedo venir con mi perro?\n"
        "El camping admite perros y tiene lavandería. Los perros deben ir siempre atados.",
        "El camping tiene lavandería",
        evidence="El camping admite perros y tiene lavandería.",
    ),
    # coordination: Tomás's own e-mail; first conjunct dropped, his name for the first person, `restaura` agreeing.
    _r(
        "es",
        "coordination",
        True,
        "De: Tomás Bellido <tomas@bellidoluthier.es>\nPara: Clara Aguirre\nAsunto: Re: cambio de cerdas\n\n"
        "Hola, Clara:\n"
        "Claro que sí. Fabrico violines y restauro violonchelos antiguos. El cambio de cerdas tarda una semana.\n\n"
        "Un abrazo,\nTomás Bellido\nBellido Luthier, Granada",
        "Tomás Bellido restaura violonchelos antiguos",
        evidence="Fabrico violines y restauro violonchelos antiguos.",
        speaker="Tomás Bellido",
    ),
    # coordination: `se puso enfermo y` is a whole conjunct of `El profesor`; the rest verbatim.
    _r(
        "es",
        "coordination",
        True,
        "Incidencia #2207 - Cancelación de clase práctica\nAlumna: Jade Ortiz\n"
        "Notas: El profesor se puso enfermo y canceló la clase. Se devuelve el bono (aprobado por Toni, "
        "administración).",
        "El profesor canceló la clase",
        evidence="El profesor se puso enfermo y canceló la clase.",
    ),
    # parenthetical: the bracketed aside only says which crematorium; no marker, number or owner in it.
    _r(
        "es",
        "parenthetical",
        True,
        "Reseña en Google - Crematorio de Mascotas Luz del Prado, 5/5\n"
        "El crematorio (el que está detrás del vivero) entrega las cenizas en una urna de madera con una placa. Muy "
        "humanos.",
        "El crematorio entrega las cenizas en una urna de madera con una placa",
        evidence=(
            "El crematorio (el que está detrás del vivero) entrega las cenizas en una urna de madera con una placa."
        ),
    ),
    # parenthetical: the dashed aside `la de la calle Mayor` identifies the shop; `ya` kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Circular a las familias - semana del 7 de diciembre\n"
        "Nuestra tienda de uniformes —la de la calle Mayor— ya tiene el chándal nuevo. Podéis pedirlo en la web.",
        "Nuestra tienda de uniformes ya tiene el chándal nuevo",
        evidence="Nuestra tienda de uniformes —la de la calle Mayor— ya tiene el chándal nuevo.",
    ),
    # parenthetical: a non-restrictive relative between commas says where the clinic is; `para pacientes` kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Bienvenida - FisioSport Chamberí\n"
        "La clínica, que está encima del rocódromo, tiene aparcamiento gratuito para pacientes. Trae ropa cómoda a "
        "la primera sesión.",
        "La clínica tiene aparcamiento gratuito para pacientes",
        evidence="La clínica, que está encima del rocódromo, tiene aparcamiento gratuito para pacientes.",
    ),
    # --- negative ---
    # wrong_speaker: the receptionist's `Yo trabajo` bound to the caller Javier; another labelled turn.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Transcripción - FisioSport Chamberí, 05/12/2026 10:31\nRecepción: Clínica FisioSport, le atiende Carmen.\n"
        "Javier Ortega: Hola, juego al pádel tres veces por semana y me duele mucho el codo.\n"
        "Recepción: Vaya. Yo trabajo con el equipo de pádel del club Canal, así que lo vemos mucho.\n"
        "Javier Ortega: ¿Tenéis hueco el martes?",
        "Javier Ortega trabaja con el equipo de pádel del club Canal",
        evidence="Yo trabajo con el equipo de pádel del club Canal",
        speaker="Javier Ortega",
    ),
    # wrong_speaker: Óscar's bees given to Nuria with the subject left out; Óscar's turn, not hers.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[04/12/26, 20:11] Nuria Sáez: Cultivo fresas en la azotea del edificio 🍓\n"
        "[04/12/26, 20:12] Óscar Gil: qué guay! yo crío abejas en la azotea de mi bloque\n"
        "[04/12/26, 20:14] Nuria Sáez: jaja tenemos que hacer intercambio",
        "Cría abejas en la azotea de su bloque",
        evidence="yo crío abejas en la azotea de mi bloque",
        speaker="Nuria Sáez",
    ),
    # wrong_speaker: the warden (staff) lives in the campsite, not the caller; Usuario is never a staff turn.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Registro de llamada - Camping Los Pinos, 18:47\n"
        "Guarda: Vivo en el propio camping, así que le abro yo la barrera.\n"
        "Cliente: Perfecto, gracias. Llegamos sobre las diez con la autocaravana.\n"
        "Guarda: Sin problema, la parcela 12 es suya.",
        "Usuario vive en el propio camping",
        evidence="Vivo en el propio camping",
        speaker="user",
    ),
    # restriction_drop: the opening frame `Los fines de semana` dropped; weekdays run at another interval.
    _r(
        "es",
        "restriction_drop",
        False,
        '{"herramienta": "estado_linea", "linea": "N3", "aviso": "Los fines de semana el búho N3 pasa '
        'cada 20 minutos; de lunes a jueves, cada 35."}',
        "El búho N3 pasa cada 20 minutos",
        evidence="Los fines de semana el búho N3 pasa cada 20 minutos",
    ),
    # restriction_drop: `personal` modifies the keyed noun (`mi móvil personal`) and the key does not carry it.
    _r(
        "es",
        "restriction_drop",
        False,
        "Hola, Andrés:\n\n"
        "Te adjunto el presupuesto de la traducción jurada de la partida de nacimiento de tu hijo (inglés → "
        "español). El plazo es de tres días hábiles.\n\n"
        "Me puedes escribir a lucia.ferrer@traduccionesferrer.es cuando quieras.\n"
        "Mi móvil personal es el 655 214 903, pero úsalo solo para urgencias.\n\nUn saludo,\nLucía Ferrer\n"
        "Traductora-Intérprete Jurada de Inglés\nTraducciones Ferrer · Valencia",
        "655 214 903",
        evidence="Mi móvil personal es el 655 214 903",
        speaker="Lucía Ferrer",
        key="traducciones_ferrer/lucia_ferrer/movil",
    ),
    # restriction_drop: `Para buceadores titulados,` scopes the price; the fragment is no safe deletion.
    _r(
        "es",
        "restriction_drop",
        False,
        "Tarifas Fondo Azul 2027\n"
        "Para buceadores titulados, la carga de nitrox cuesta 8 €. Carga de aire: 5 €. Alquiler de botella: 12 €/día.",
        "La carga de nitrox cuesta 8 €",
        evidence="Para buceadores titulados, la carga de nitrox cuesta 8 €.",
    ),
    # negation: `no` dropped from `La comida no está incluida`.
    _r(
        "es",
        "negation",
        False,
        "Programa - Curso de iniciación a la quesería (sábado)\n"
        "Los alumnos se llevan a casa queso fresco, requesón y una torta de oveja.\n"
        "Se proporcionan delantales. La comida no está incluida.",
        "La comida está incluida",
        evidence="La comida no está incluida.",
    ),
    # negation: `No` dropped under speaker binding; the luthier says he does not do these repairs.
    _r(
        "es",
        "negation",
        False,
        "Tomás Bellido, [06.12.26 10:05]\n"
        "No hago reparaciones de barniz en instrumentos modernos, lo siento. Prueba en Cuerdas Sur.\n\n"
        "Clara Aguirre, [06.12.26 10:07]\nvale, gracias",
        "Hace reparaciones de barniz en instrumentos modernos",
        evidence="No hago reparaciones de barniz en instrumentos modernos",
        speaker="Tomás Bellido",
    ),
    # attribution: `Su correo` is her brother's (`mi hermano` just before), not Nerea's own.
    _r(
        "es",
        "attribution",
        False,
        "#subastas\nNerea Fenoll  15:14\n"
        "Para el lote 22, ¿alguien puede poner en copia a mi hermano? Su correo es rober.fenoll@fenollinmuebles.es, "
        "él puja por teléfono.",
        "rober.fenoll@fenollinmuebles.es",
        evidence="Su correo es rober.fenoll@fenollinmuebles.es",
        speaker="Nerea Fenoll",
        key="nerea_fenoll/correo",
    ),
    # attribution: the number is the vet's (`Contacto veterinario`, Dr. Omar Sáez), not the owner's.
    _r(
        "es",
        "attribution",
        False,
        "Crematorio Luz del Prado - Hoja de encargo\nTitular: Raquel Nieto\nMascota: Lúa (gata)\n"
        "Contacto veterinario: Dr. Omar Sáez, 983 45 12 09\nServicio: incineración individual con entrega de cenizas",
        "983 45 12 09",
        evidence="Contacto veterinario: Dr. Omar Sáez, 983 45 12 09",
        key="raquel_nieto/telefono",
    ),
    # tense: `Antes daba clases` is the past; the present `Da clases` says she still teaches there.
    _r(
        "es",
        "tense",
        False,
        "Sobre mí (web)\n"
        "Antes daba clases en la escuela de lutería de Valencia; ahora trabajo sola en mi taller de Teruel.\n"
        "- Elena Vidal, luthier",
        "Da clases en la escuela de lutería de Valencia",
        evidence="Antes daba clases en la escuela de lutería de Valencia",
        speaker="Elena Vidal",
    ),
    # tense: `Mi número antiguo era` - `antiguo` and a past copula; the plain phone slot takes no retired number.
    _r(
        "es",
        "tense",
        False,
        "SMS de Dani (profesor), 08:15\n"
        "Buenas, Jade. Lo siento, tengo que cancelar el jueves otra vez. Mi número antiguo era el 612 330 118, "
        "guarda este nuevo. Dani",
        "612 330 118",
        evidence="Mi número antiguo era el 612 330 118",
        speaker="Dani",
        key="dani/telefono",
    ),
    # number: `Tres de` dropped; the value says every planter gets sun all day.
    _r(
        "es",
        "number",
        False,
        "Inspección de la azotea - Bloque C (formulario)\nJardineras revisadas: 8\n"
        "Observaciones: Tres de las jardineras reciben sol todo el día; el resto queda a la sombra del cuarto de "
        "ascensores.",
        "Las jardineras reciben sol todo el día",
        evidence="Tres de las jardineras reciben sol todo el día",
    ),
    # number: `dos` dropped from `dos violines` under speaker binding.
    _r(
        "es",
        "number",
        False,
        "[06/12/2026, 17:40] Elena Vidal: Tengo dos violines en restauración ahora mismo, así que los encargos "
        "nuevos esperan a marzo\n[06/12/2026, 17:52] Quique Ros: sin prisa",
        "Tiene violines en restauración ahora mismo",
        evidence="Tengo dos violines en restauración ahora mismo",
        speaker="Elena Vidal",
    ),
    # condition: the `Si el viento supera los 20 nudos,` clause dropped; the cancellation is conditional.
    _r(
        "es",
        "condition",
        False,
        "Fondo Azul - política de reservas\n"
        "Si el viento supera los 20 nudos, cancelamos las salidas en barco y devolvemos el importe.",
        "Cancelamos las salidas en barco",
        evidence="Si el viento supera los 20 nudos, cancelamos las salidas en barco",
    ),
    # condition: the `Salvo que ...` exception dropped; the full charge applies only without notice.
    _r(
        "es",
        "condition",
        False,
        "Condiciones (extracto) - Autoescuela Álvarez\n"
        "Salvo que avises con 48 horas de antelación, la clase se cobra entera. El profesor puede cancelar por "
        "lluvia o enfermedad.",
        "La clase se cobra entera",
        evidence="Salvo que avises con 48 horas de antelación, la clase se cobra entera.",
    ),
    # scope: `Solo` dropped; the value no longer excludes non-members.
    _r(
        "es",
        "scope",
        False,
        "Mensaje fijado - vecinos Residencial Puerto (Telegram)\n"
        "Solo los socios pueden reservar los huertos de la azotea. La lista de espera abre el 1 de enero.",
        "Los socios pueden reservar los huertos de la azotea",
        evidence="Solo los socios pueden reservar los huertos de la azotea.",
    ),
    # identifier: the file number cut after `2026`; an identifier must be taken whole.
    _r(
        "es",
        "identifier",
        False,
        "Recibo - Crematorio Luz del Prado\nFecha: 07/12/2026\nIncineración individual (gato, <5 kg) ..... 145,00 €\n"
        "Urna de cedro ..... 35,00 €\nTotal pagado: 180,00 €\nExpediente: LDP-2026-0417\n¡Gracias!",
        "LDP-2026",
        evidence="Expediente: LDP-2026-0417",
        key="luz_del_prado/expediente",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail after the label `邮箱`, which the key's relation names.
    _r(
        "zh",
        "subspan",
        True,
        "【名片】\n陈静｜出生证明翻译专员\n译通翻译社（上海）\n邮箱：chenjing@yitongfanyi.cn\n"
        "办公电话：021-6418 2273\n私人手机：139 1234 5678（仅限急事）",
        "chenjing@yitongfanyi.cn",
        evidence="邮箱：chenjing@yitongfanyi.cn",
        key="译通翻译社/陈静/邮箱",
    ),
    # subspan: the order number after `订单号：`, which the key names; read whole.
    _r(
        "zh",
        "subspan",
        True,
        "【申城夜巴】您已成功购买夜宵线305路电子票，订单号：NB20261207883，请上车时出示本短信。退订回T",
        "NB20261207883",
        evidence="订单号：NB20261207883",
        key="申城夜巴/电子票/订单号",
    ),
    # subspan: the URL whole from its JSON field; the key's relation is the field's name.
    _r(
        "zh",
        "subspan",
        True,
        '{"工具": "司法拍卖查询", "结果": {"标的": "锦绣路88弄5号1202室", "起拍价": "312万元", '
        '"拍卖日期": "2026-12-20", "公告链接": "https://sf.paimai.example.cn/item/778213", "状态": '
        '"即将开始"}}',
        "https://sf.paimai.example.cn/item/778213",
        evidence='"公告链接": "https://sf.paimai.example.cn/item/778213"',
        key="司法拍卖/锦绣路1202室/公告链接",
    ),
    # subspan: the booking number after its label `预订编号`, which the key names.
    _r(
        "zh",
        "subspan",
        True,
        "【青松房车营地】订单确认：您的预订已成功，预订编号 QS-0931，入住时间12月24日14:00以后，营地前台电话0571-8812"
        " 0099。",
        "QS-0931",
        evidence="预订编号 QS-0931",
        key="青松房车营地/预订编号",
    ),
    # subspan: a name value; `叫` names the key's relation and `我的` is the user's own teacher.
    _r(
        "zh",
        "subspan",
        True,
        "语音转文字（0:41）：\n对了记一下，我的小提琴师傅叫郑国栋，工作室在宋庄，下周帮我看琴码。",
        "郑国栋",
        evidence="我的小提琴师傅叫郑国栋",
        speaker="user",
        key="user/小提琴师傅",
    ),
    # speaker: Lin Xiao's own WeChat turn; her name stands for `我`, the rest verbatim.
    _r(
        "zh",
        "speaker",
        True,
        "林晓 2026-12-04 20:15\n我在楼顶种了草莓🍓\n\n王磊 2026-12-04 20:16\n厉害！我在天台养了两箱蜂\n\n"
        "林晓 2026-12-04 20:17\n改天换蜂蜜吃",
        "林晓在楼顶种了草莓",
        evidence="我在楼顶种了草莓",
        speaker="林晓",
    ),
    # speaker: Zhao Hang's labelled turn; his name for `我`, the frequency kept.
    _r(
        "zh",
        "speaker",
        True,
        "通话记录｜动力运动康复中心 12-05 09:40\n前台：您好，动力运动康复。\n"
        "赵航：你好，我每周打三次篮球，最近膝盖一直疼。\n前台：明白。我也打篮球，在公司队当后卫，这种伤很常见。\n"
        "赵航：那周三能约吗？",
        "赵航每周打三次篮球",
        evidence="我每周打三次篮球",
        speaker="赵航",
    ),
    # speaker: a one-person voice message as mem0's 用户 for `我`; `周末的` kept.
    _r(
        "zh",
        "speaker",
        True,
        "语音留言转写（0:35）：\n喂，是我。我报名了周末的奶酪制作课，在莫干山那边，两天，还能把做好的奶酪带回家。",
        "用户报名了周末的奶酪制作课",
        evidence="我报名了周末的奶酪制作课",
        speaker="user",
    ),
    # speaker: Liu Fang's Telegram turn with the subject left out for her; `常年` and `一辆` kept.
    _r(
        "zh",
        "speaker",
        True,
        "刘芳, [06.12.26 21:30]\n我常年住在海湾房车营地的一辆房车里\n\n老周, [06.12.26 21:31]\n我只有暑假去住两周",
        "常年住在海湾房车营地的一辆房车里",
        evidence="我常年住在海湾房车营地的一辆房车里",
        speaker="刘芳",
    ),
    # speaker: Zhou Qiang's Slack message, its first clause; his name for `我`.
    _r(
        "zh",
        "speaker",
        True,
        "#夜班调度\n周强  23:05\n我开N12夜班公交，从人民广场发车。周六谁能跟我换班？\n吴婷  23:07\n我这周都在N5上",
        "周强开N12夜班公交",
        evidence="我开N12夜班公交",
        speaker="周强",
    ),
    # filler: `嗯，那个，` dropped; the clause is intact.
    _r(
        "zh",
        "filler",
        True,
        "语音转文字：\n嗯，那个，宠物火化中心每周二去诊所接宠物，前一天会打电话通知。",
        "宠物火化中心每周二去诊所接宠物",
        evidence="嗯，那个，宠物火化中心每周二去诊所接宠物",
    ),
    # filler: `呃，那个，` dropped; `又`, `我周四的课` kept.
    _r(
        "zh",
        "filler",
        True,
        "发给妈妈的语音：呃，那个，驾校教练又把我周四的课取消了，这个月第三次了。",
        "驾校教练又把我周四的课取消了",
        evidence="呃，那个，驾校教练又把我周四的课取消了",
    ),
    # filler: `嗯，那个，` and `，呃，` dropped from the agent's line; `现在只有` kept.
    _r(
        "zh",
        "filler",
        True,
        "客服：您好，启明校服。\n家长：你好，我想问下西装外套。\n"
        "客服：嗯，那个，中山路门店的西装外套，呃，现在只有藏青色的。",
        "中山路门店的西装外套现在只有藏青色的",
        evidence="嗯，那个，中山路门店的西装外套，呃，现在只有藏青色的。",
    ),
    # list_item: one item with the head `开放水域课程包括`; the list ends its sentence.
    _r(
        "zh",
        "list_item",
        True,
        "Sophie你好，\n开放水域课程包括泳池训练、船潜和电子教材。装备租赁另计。\n蓝海潜水 三亚\n电话：0898-8866 1200",
        "开放水域课程包括船潜",
        evidence="开放水域课程包括泳池训练、船潜和电子教材。",
    ),
    # list_item: the middle item with the head `课上我们会做`; nothing runs on after the list.
    _r(
        "zh",
        "list_item",
        True,
        "课程安排｜奶酪制作入门（周六）\n课上我们会做马苏里拉、里科塔和卡芒贝尔。\n提供围裙和发帽，午餐不包含。",
        "课上我们会做里科塔",
        evidence="课上我们会做马苏里拉、里科塔和卡芒贝尔。",
    ),
    # list_item: the middle item of `有A、B和C` with the head; the sentence ends after the list.
    _r(
        "zh",
        "list_item",
        True,
        "房源描述｜滨江苑6号楼顶层\n屋顶花园有种植箱、雨水桶和凉亭。两户顶层住户共用。",
        "屋顶花园有雨水桶",
        evidence="屋顶花园有种植箱、雨水桶和凉亭。",
    ),
    # coordination: `允许带狗，` is a whole conjunct of `营地`; the `还` conjunct shares that subject.
    _r(
        "zh",
        "coordination",
        True,
        "常见问题｜海湾房车营地\n问：可以带狗吗？\n答：营地允许带狗，还有自助洗衣房。狗狗需全程牵绳。",
        "营地还有自助洗衣房",
        evidence="营地允许带狗，还有自助洗衣房。",
    ),
    # coordination: `卖小提琴，` is a whole conjunct of `这家琴行`; the `也` conjunct kept verbatim.
    _r(
        "zh",
        "coordination",
        True,
        "大众点评｜弦音琴行 5星\n这家琴行卖小提琴，也修琴弓，老板很耐心。",
        "这家琴行也修琴弓",
        evidence="这家琴行卖小提琴，也修琴弓",
    ),
    # coordination: `临时生病，` is a whole conjunct of `教练`; `取消了课` shares its subject.
    _r(
        "zh",
        "coordination",
        True,
        "工单 #3318｜练车课取消\n学员：方佳\n备注：教练临时生病，取消了课。退回课时已由小唐（后台）审批。",
        "教练取消了课",
        evidence="教练临时生病，取消了课。",
    ),
    # parenthetical: the bracketed aside only says which centre; no marker, number or owner in it.
    _r(
        "zh",
        "parenthetical",
        True,
        "宠物火化点评 5星\n宠物火化中心（花卉市场后面那家）用木盒装骨灰，还附一块铜牌。",
        "宠物火化中心用木盒装骨灰",
        evidence="宠物火化中心（花卉市场后面那家）用木盒装骨灰",
    ),
    # parenthetical: the dashed aside `中山路那家` identifies the shop; `已经` kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "家长通知（12月7日这周）\n我们的校服店——中山路那家——已经上架了新运动服，可以网上订。",
        "我们的校服店已经上架了新运动服",
        evidence="我们的校服店——中山路那家——已经上架了新运动服",
    ),
    # parenthetical: the aside says where the clinic is; `为患者` kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "入门须知｜动力运动康复\n诊所（攀岩馆楼上）为患者提供免费停车。首次治疗请穿运动短裤。",
        "诊所为患者提供免费停车",
        evidence="诊所（攀岩馆楼上）为患者提供免费停车。",
    ),
    # --- negative ---
    # wrong_speaker: the receptionist's `我也打篮球，在公司队当后卫` bound to the caller Zhao Hang.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "通话记录｜动力运动康复中心 12-05 09:40\n前台：您好，动力运动康复。\n"
        "赵航：你好，我每周打三次篮球，最近膝盖一直疼。\n前台：明白。我也打篮球，在公司队当后卫，这种伤很常见。\n"
        "赵航：那周三能约吗？",
        "赵航在公司队当后卫",
        evidence="我也打篮球，在公司队当后卫",
        speaker="赵航",
    ),
    # wrong_speaker: Wang Lei's bees given to Lin Xiao with the subject left out; his turn, not hers.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "林晓 2026-12-04 20:15\n我在楼顶种了草莓🍓\n\n王磊 2026-12-04 20:16\n厉害！我在天台养了两箱蜂\n\n"
        "林晓 2026-12-04 20:17\n改天换蜂蜜吃",
        "在天台养了两箱蜂",
        evidence="我在天台养了两箱蜂",
        speaker="林晓",
    ),
    # wrong_speaker: the duty warden (staff) lives in the campsite, not the customer; 用户 is never a staff turn.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "通话记录｜青松房车营地 18:47\n值班员：我就住在营地里，晚上可以给您开门。\n客户：太好了，我们大概十点到。\n"
        "值班员：没问题，12号营位给您留着。",
        "用户住在营地里",
        evidence="我就住在营地里",
        speaker="user",
    ),
    # restriction_drop: the opening frame `周末` dropped; weekdays run at another interval.
    _r(
        "zh",
        "restriction_drop",
        False,
        '{"工具": "线路查询", "线路": "N12", "说明": "周末N12夜班公交每20分钟一班，工作日每35分钟一班。"}',
        "N12夜班公交每20分钟一班",
        evidence="周末N12夜班公交每20分钟一班",
    ),
    # restriction_drop: `私人` modifies the keyed noun (`私人手机`) and the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        "【名片】\n陈静｜出生证明翻译专员\n译通翻译社（上海）\n邮箱：chenjing@yitongfanyi.cn\n"
        "办公电话：021-6418 2273\n私人手机：139 1234 5678（仅限急事）",
        "139 1234 5678",
        evidence="私人手机：139 1234 5678",
        key="译通翻译社/陈静/手机",
    ),
    # restriction_drop: `对持证潜水员，` scopes the price; the fragment is no safe deletion.
    _r(
        "zh",
        "restriction_drop",
        False,
        "蓝海潜水 2027价目表\n对持证潜水员，高氧充气每瓶60元。空气充气每瓶30元。气瓶租赁每天80元。",
        "高氧充气每瓶60元",
        evidence="对持证潜水员，高氧充气每瓶60元。",
    ),
    # negation: `不` dropped from `午餐不包含`.
    _r(
        "zh",
        "negation",
        False,
        "课程安排｜奶酪制作入门（周六）\n课上我们会做马苏里拉、里科塔和卡芒贝尔。\n提供围裙和发帽，午餐不包含。",
        "午餐包含",
        evidence="午餐不包含。",
    ),
    # negation: `不` dropped under speaker binding; the maker says he does not do these repairs.
    _r(
        "zh",
        "negation",
        False,
        "郑国栋 2026-12-06 10:05\n我不做现代琴的漆面修复，不好意思，可以去找弦音琴行。\n\n林可 2026-12-06 10:07\n"
        "好的谢谢",
        "郑国栋做现代琴的漆面修复",
        evidence="我不做现代琴的漆面修复",
        speaker="郑国栋",
    ),
    # attribution: `我哥的邮箱` is her brother's, another owner than the key's subject Zhang Min.
    _r(
        "zh",
        "attribution",
        False,
        "微信聊天记录\n张敏：拍卖那套房的法律文件也抄送我哥吧，我哥的邮箱是 zhanglei@fanghaifang.cn，他电话竞拍。\n"
        "小李：好的",
        "zhanglei@fanghaifang.cn",
        evidence="我哥的邮箱是 zhanglei@fanghaifang.cn",
        speaker="张敏",
        key="张敏/邮箱",
    ),
    # attribution: the number is the vet's (`兽医联系方式`, 孙医生), not the owner He Jing's.
    _r(
        "zh",
        "attribution",
        False,
        "宠物火化预约单\n宠物主人：何静\n宠物：豆豆（柯基）\n兽医联系方式：孙医生 0571-8802 3316\n"
        "服务：单独火化，返还骨灰",
        "0571-8802 3316",
        evidence="兽医联系方式：孙医生 0571-8802 3316",
        key="何静/电话",
    ),
    # tense: `以前` dropped; the value says he still teaches there.
    _r(
        "zh",
        "tense",
        False,
        "个人简介（官网）\n我以前在北京的提琴制作学校教课，现在在宋庄自己开工作室。\n——郑国栋，制琴师",
        "郑国栋在北京的提琴制作学校教课",
        evidence="我以前在北京的提琴制作学校教课",
        speaker="郑国栋",
    ),
    # tense: `我以前的手机号` is a retired number; the plain phone slot takes no former value.
    _r(
        "zh",
        "tense",
        False,
        "短信｜王教练 08:15\n小方，不好意思，周四的课又得取消。我以前的手机号是138 0013 2271，以后打这个新号。王教练",
        "138 0013 2271",
        evidence="我以前的手机号是138 0013 2271",
        speaker="王教练",
        key="王教练/手机号",
    ),
    # number: `其中三个` dropped; the value says every planter gets sun all day.
    _r(
        "zh",
        "number",
        False,
        "楼顶巡查表｜C栋\n检查种植箱：8个\n备注：其中三个种植箱全天有日照，其余被电梯机房挡住。",
        "种植箱全天有日照",
        evidence="其中三个种植箱全天有日照",
    ),
    # number: `两把` dropped under speaker binding.
    _r(
        "zh",
        "number",
        False,
        "郑国栋 2026-12-06 17:40\n我手上有两把小提琴在修，新的订单要等到三月。\n\n林可 2026-12-06 17:52\n不急",
        "郑国栋手上有小提琴在修",
        evidence="我手上有两把小提琴在修",
        speaker="郑国栋",
    ),
    # condition: the `如果风力超过6级，` clause dropped; the cancellation is conditional.
    _r(
        "zh",
        "condition",
        False,
        "蓝海潜水｜预约须知\n如果风力超过6级，我们就取消船潜，全额退款。",
        "我们就取消船潜",
        evidence="如果风力超过6级，我们就取消船潜",
    ),
    # condition: the `除非…否则` exception dropped; no refund applies only without notice.
    _r(
        "zh",
        "condition",
        False,
        "条款摘录｜速通驾校\n除非提前48小时告知，否则课时费不退。教练可能因天气或生病取消课程。",
        "课时费不退",
        evidence="除非提前48小时告知，否则课时费不退。",
    ),
    # scope: `只有…才` dropped; the value no longer excludes non-members.
    _r(
        "zh",
        "scope",
        False,
        "群公告｜滨江苑业主群\n只有会员才能预订屋顶菜园的地块，1月1日开放候补。",
        "会员能预订屋顶菜园的地块",
        evidence="只有会员才能预订屋顶菜园的地块",
    ),
    # identifier: the cremation number cut after `2026`; an identifier must be taken whole.
    _r(
        "zh",
        "identifier",
        False,
        "收据｜安宁宠物火化\n日期：2026-12-07\n单独火化（猫，5kg以下）¥980\n木质骨灰盒 ¥200\n合计：¥1180\n"
        "火化编号：PC-2026-1207-05\n谢谢",
        "PC-2026",
        evidence="火化编号：PC-2026-1207-05",
        key="安宁宠物火化/火化编号",
    ),
)

BATCH_76: tuple[Realistic, ...] = _EN + _ES + _ZH
