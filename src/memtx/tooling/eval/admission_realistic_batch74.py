"""The realistic set's seventy-fourth batch: a blind measurement of the merged admission rules (issue 31, brief B74).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b74, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first two records, for the
format and the family names). No scorer, `check_support` or `memtx eval` was run on these records; the only code run
on them checked that each evidence is a substring of its source and that the module imports with the right counts.
Every source is invented here, in domains the earlier batches used little: home care agencies, beekeepers'
associations, costume rental shops, harbour masters' offices, pilates reformer studios, second-hand bookshops, organ
donation registries, kayak clubs, bakery wholesale orders, hospital parking offices, youth orchestras and mobile vet
vans (agencias de cuidado a domicilio, asociaciones de apicultores, alquiler de disfraces, capitanías de puerto,
estudios de pilates, librerías de viejo, clubes de piragüismo, pedidos mayoristas de panadería, aparcamiento de
hospital, orquestas juveniles, veterinarios a domicilio; 居家护理公司, 养蜂协会, 服装道具租赁, 港务办公室, 普拉提工作室,
旧书店, 皮划艇俱乐部, 面包批发订单, 医院停车管理处, 青少年管弦乐团, 上门宠物医生), in several registers: chat exports
(WhatsApp with date stamps, Telegram, WeChat and DingTalk groups, Slack channels), e-mails with headers and
signatures, call transcripts with role labels, voice-note transcripts with fillers, support tickets, SMS, JSON tool
output, forms, receipts, notices and FAQ pages.

The values are written as memory extractors write them. Some restate a clause with the speaker's name (as Zep and
Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); some drop the speaker as
subject (`Works nights at the harbour master's office`); some drop fillers, an aside, one list item or a
shared-subject conjunct; and the subspan records keep one atomic value alone (an e-mail address, a phone number, a
registration or order code, a URL, an amount with its currency, a person's name), filed under a key in the manner of
LangGraph's memory tools (`brightwell_home_care/priya_nair/email`, `cafetería_la_tahona/número_de_pedido`,
`青柠咖啡/订单号`). Several negatives share their source with a faithful record and differ from it only in what DESIGN
§4 says matters: another person's turn or a quoted first person, a modifier of the keyed noun, another owner, the
past, a negator, an approximator or a dropped number, a condition, a scope word.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 6, speaker 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 3,
restriction_drop 3, negation 2, attribution 2, tense 2, number 2, condition 2, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic
set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources shared by several records ---

_EN_CARE_MAIL = (
    "Hi Mr Fisher,\n\n"
    "Thanks for your call this morning. I've added the extra Sunday visit for your mum from 15 March. "
    "You can reach me at priya.nair@brightwellcare.co.uk.\n"
    "My weekend on-call number is 07700 900283.\n\n"
    "Kind regards,\nPriya Nair\nCare Coordinator | Brightwell Home Care\nOffice: 0113 496 0281"
)
_EN_KAYAK_CHAT = (
    "[14/05/2026, 19:42] Rowan Pike: I coach the junior paddlers on Saturday mornings 🛶\n"
    "[14/05/2026, 19:44] Jess Amadi: I lead the sea trips from Whitby, message me if you want a spot\n"
    "[14/05/2026, 19:47] Rowan Pike: Reminder: if the wind is over 20 knots, the sea trip is cancelled.\n"
    "[14/05/2026, 19:48] Rowan Pike: Only juniors can use the club's slalom boats."
)
_EN_BOOKS_MAIL = (
    "From: Hugo Marsh <hugo.marsh@fastmail.com>\n"
    "To: Chapter & Verse Books <hello@chapterandverse.co.uk>\n"
    "Subject: Pym first editions\n\n"
    "Hello,\n\n"
    "I collect first editions of Barbara Pym and saw your listing for Excellent Women. Is the jacket price-clipped?\n\n"
    'My brother asked me to pass this on, in his words: "I collect Penguin Modern Classics, the grey spines '
    'especially."\n\nBest,\nHugo'
)
_EN_BOOKS_FAQ = (
    "Chapter & Verse Books | Selling us your books\n"
    "We buy paperbacks, hardbacks, maps and old sheet music. We don't buy encyclopaedias or textbooks.\n"
    "Our Hebden Bridge shop (the one above the bakery) opens at 10 on Sundays."
)
_EN_HARBOUR_SLACK = (
    "#harbour-ops\nCallum Reid  9:14 PM\n"
    "I work nights at the harbour master's office. I used to crew on the pilot boat, so happy to help the new "
    "starters."
)
_EN_HARBOUR_NOTICE = (
    "PORTMELLON HARBOUR MASTER'S OFFICE\nNotice to Mariners 07/26\n"
    "The harbour office issues berthing permits and collects mooring fees. "
    "The visitors' berth rate is £3.20 per metre per night.\n"
    "VHF Ch 12 | Office open 08:00-18:00"
)
_EN_PILATES_GROUP = (
    "Core & Spring Pilates (Telegram group)\n"
    "Core & Spring: Welcome, new members! The studio has eight reformers and two towers. "
    "Reformer classes are £18 for members, £24 drop-in.\n"
    "Jo Pearce: I bring my own grip socks to every class 😄\n"
    "Core & Spring: Love that, Jo!"
)
_EN_BAKERY_SMS = (
    "SMS from +44 7700 900774, 06:02\n"
    "Hi, it's Carla from Duck Lane Café. I order 40 sourdough loaves every Friday. "
    "Could you add 10 baguettes this week? Thanks!"
)
_EN_PARKING_CALL = (
    "Call log: St Aidan's Hospital Parking Office, 09:12\n"
    "Caller: Hi, I'm visiting my dad on Ward 12 every evening this week. Is parking free?\n"
    "Parking Office: Erm, so, basically, visitor parking in the Oak Wing is, um, free after 8pm.\n"
    "Caller: Okay. And I've got a blue badge.\n"
    "Parking Office: Blue badge holders park free unless the disabled bays are full. If you need a hand, "
    "I'm at the main reception desk till six.\n"
    "Caller: Great, thanks."
)
_EN_BEES_BULLETIN = (
    "Subject: Wharfedale BKA April bulletin\n\n"
    "Hi all,\n"
    "The association hires out extractors, smokers and bee suits to members. "
    "The swarm form is at https://wharfedalebees.org.uk/swarm-form. Please share it with neighbours.\n\n"
    "Cheers,\nMaggie Holt\nHon. Secretary, Wharfedale Beekeepers' Association"
)
_EN_ORCH_FORM = (
    "Northside Youth Orchestra | Registration 2026/27\n"
    "Player: Tomás Haddad (cello)\n"
    "Emergency contact name: Farida Haddad\n"
    "Relationship: mother\n"
    "Phone: 07700 900118\n"
    "Notes from parent: My husband's mobile is 07700 900552."
)
_EN_VET_ROUTE = (
    "PawsOnWheels mobile vet: route update for March\n"
    "The van visits Otley on Mondays. On Fridays it parks at Ilkley market.\n"
    "Dr Sasha Ibe (she trained in Glasgow) will do the Tuesday rounds in Burley.\n"
    "Thanks for bearing with us!"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the coordinator's e-mail alone; `reach me at` names the e-mail slot, `me` is the key's own person.
    _r(
        "en",
        "subspan",
        True,
        _EN_CARE_MAIL,
        "priya.nair@brightwellcare.co.uk",
        evidence="You can reach me at priya.nair@brightwellcare.co.uk.",
        speaker="Priya Nair",
        key="brightwell_home_care/priya_nair/email",
    ),
    # subspan: the van's phone number alone from an SMS; `the van` is the key's subject, nothing restricts the number.
    _r(
        "en",
        "subspan",
        True,
        "PawsOnWheels: Your home visit for Biscuit is confirmed for Thu 12 Mar, 10:00-12:00. "
        "Questions? Call the van on 07700 900461. Reply STOP to opt out.",
        "07700 900461",
        evidence="Call the van on 07700 900461.",
        key="pawsonwheels/van/phone",
    ),
    # subspan: the registration code whole; `Your registration number is` is all named by the key or a copula.
    _r(
        "en",
        "subspan",
        True,
        "NHS Organ Donor Register\nThank you, Daniel. Your decision has been recorded.\n"
        "Your registration number is ODR-4471-9920. Keep it for your records.\n"
        "You can change your decision at any time.",
        "ODR-4471-9920",
        evidence="Your registration number is ODR-4471-9920.",
        key="organ_donor_registration/number",
    ),
    # subspan: the swarm form's URL; `The swarm form is at` is the key's subject, a copula and a preposition.
    _r(
        "en",
        "subspan",
        True,
        _EN_BEES_BULLETIN,
        "https://wharfedalebees.org.uk/swarm-form",
        evidence="The swarm form is at https://wharfedalebees.org.uk/swarm-form.",
        key="wharfedale_beekeepers/swarm_form/link",
    ),
    # subspan: the amount on the receipt's `Total paid` line; the key's relation names the whole label.
    _r(
        "en",
        "subspan",
        True,
        "Cost-U-Like Costume Hire\n14 Market Row, Leeds\nReceipt #20931  06/03/2026\n"
        "1 x Gorilla suit (3-day hire) £45.00\nDeposit (refundable) £60.00\nTotal paid £105.00\n"
        "Card ****4471\nReturn by 5pm Monday!",
        "£105.00",
        evidence="Total paid £105.00",
        key="cost_u_like/receipt_20931/total_paid",
    ),
    # subspan: a name after a form label whose three words the key names (emergency, contact, name).
    _r(
        "en",
        "subspan",
        True,
        _EN_ORCH_FORM,
        "Farida Haddad",
        evidence="Emergency contact name: Farida Haddad",
        key="tomas_haddad/emergency_contact/name",
    ),
    # speaker: Rowan's own turn, `I coach` bound to his name with agreement; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        _EN_KAYAK_CHAT,
        "Rowan Pike coaches the junior paddlers on Saturday mornings",
        evidence="I coach the junior paddlers on Saturday mornings",
        speaker="Rowan Pike",
    ),
    # speaker: mem0's `User` for the SMS's one author; number, `every` and the day all kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_BAKERY_SMS,
        "User orders 40 sourdough loaves every Friday",
        evidence="I order 40 sourdough loaves every Friday.",
        speaker="user",
    ),
    # speaker: the subject left out for the speaker of his own Slack message, verb agreeing; present kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HARBOUR_SLACK,
        "Works nights at the harbour master's office",
        evidence="I work nights at the harbour master's office.",
        speaker="Callum Reid",
    ),
    # speaker: the e-mail's sender (From: line) binds `I`; the dropped `and saw your listing…` lies outside evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_BOOKS_MAIL,
        "Hugo Marsh collects first editions of Barbara Pym",
        evidence="I collect first editions of Barbara Pym",
        speaker="Hugo Marsh",
    ),
    # speaker: Jo's own turn; `my` agrees as `her`, `every class` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_PILATES_GROUP,
        "Jo Pearce brings her own grip socks to every class",
        evidence="I bring my own grip socks to every class",
        speaker="Jo Pearce",
    ),
    # filler: `so basically` and `uh` dropped; the order, the hotel and the number all kept.
    _r(
        "en",
        "filler",
        True,
        "🎤 Voice message (0:41) from Dev, Rise Bakery\n"
        '"Hey, um, so basically the croissant order for the Grand is, uh, sixty pieces, yeah, and, er, they want it '
        'by half six."',
        "The croissant order for the Grand is sixty pieces",
        evidence="so basically the croissant order for the Grand is, uh, sixty pieces",
    ),
    # filler: `Erm, so, basically` and `um` dropped; the wing and `after 8pm` kept.
    _r(
        "en",
        "filler",
        True,
        _EN_PARKING_CALL,
        "Visitor parking in the Oak Wing is free after 8pm",
        evidence="Erm, so, basically, visitor parking in the Oak Wing is, um, free after 8pm.",
    ),
    # filler: `Okay so`, `um` and `uh` dropped from a voice note; the day and time kept.
    _r(
        "en",
        "filler",
        True,
        "Telegram voice note (0:27), Okehampton Canoe Club\n"
        "Transcript: \"Okay so, um, the pool session's moved to, uh, Wednesday at seven, so yeah, bring your own "
        'helmets."',
        "The pool session's moved to Wednesday at seven",
        evidence="Okay so, um, the pool session's moved to, uh, Wednesday at seven",
    ),
    # list_item: one item of a plain `and` list, with the verb and the rest of the clause (`to members`) kept.
    _r(
        "en",
        "list_item",
        True,
        _EN_BEES_BULLETIN,
        "The association hires out smokers to members",
        evidence="The association hires out extractors, smokers and bee suits to members.",
    ),
    # list_item: one item of what the shop buys; the negated sentence after it is not the value's clause.
    _r(
        "en",
        "list_item",
        True,
        _EN_BOOKS_FAQ,
        "We buy maps",
        evidence="We buy paperbacks, hardbacks, maps and old sheet music.",
    ),
    # list_item: one allergy of three, the head `is allergic to` kept.
    _r(
        "en",
        "list_item",
        True,
        "Care plan note, client: Mrs Adaeze Okafor (visits Mon/Wed/Fri)\n"
        "Mrs Okafor is allergic to penicillin, latex and shellfish.\n"
        "Key safe code is held by the office, ask Priya.",
        "Mrs Okafor is allergic to latex",
        evidence="Mrs Okafor is allergic to penicillin, latex and shellfish.",
    ),
    # coordination: the second conjunct kept with the shared subject; the dropped one is a whole conjunct.
    _r(
        "en",
        "coordination",
        True,
        _EN_HARBOUR_NOTICE,
        "The harbour office collects mooring fees",
        evidence="The harbour office issues berthing permits and collects mooring fees.",
    ),
    # coordination: the first conjunct kept; the shared-subject second conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "#section-leaders (Northside Youth Orchestra)\n"
        "Ms Kowalski: Quick roster note: Ana plays second violin and helps with the percussion set-up. "
        "Can someone show her the timpani covers?",
        "Ana plays second violin",
        evidence="Ana plays second violin and helps with the percussion set-up.",
    ),
    # coordination: the second conjunct with its amount kept; the dropped conjunct holds no number or marker.
    _r(
        "en",
        "coordination",
        True,
        "Zendesk #5521 | Late return\n"
        "Ms Delaney returned the Viking costume and paid the £12 late fee. Closing ticket.\n"
        "Agent: Ben",
        "Ms Delaney paid the £12 late fee",
        evidence="Ms Delaney returned the Viking costume and paid the £12 late fee.",
    ),
    # parenthetical: an aside describing the opening noun phrase, with no marker, number or unit, dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_BOOKS_FAQ,
        "Our Hebden Bridge shop opens at 10 on Sundays",
        evidence="Our Hebden Bridge shop (the one above the bakery) opens at 10 on Sundays.",
    ),
    # parenthetical: a descriptive aside about the vet dropped; the day and place kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_VET_ROUTE,
        "Dr Sasha Ibe will do the Tuesday rounds in Burley",
        evidence="Dr Sasha Ibe (she trained in Glasgow) will do the Tuesday rounds in Burley.",
    ),
    # --- negative ---
    # wrong_speaker: Jess's turn bound to Rowan; another label's first person is not the speaker's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_KAYAK_CHAT,
        "Rowan Pike leads the sea trips from Whitby",
        evidence="I lead the sea trips from Whitby",
        speaker="Rowan Pike",
    ),
    # wrong_speaker: the brother's quoted `I` bound to the sender; a quotation's first person is its author's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_BOOKS_MAIL,
        "Hugo Marsh collects Penguin Modern Classics",
        evidence="I collect Penguin Modern Classics",
        speaker="Hugo Marsh",
    ),
    # wrong_speaker: the parking officer's `I` made mem0's User; the caller is the user, the staff turn is not.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PARKING_CALL,
        "User is at the main reception desk till six",
        evidence="I'm at the main reception desk till six.",
        speaker="user",
    ),
    # restriction_drop: `weekend on-call` modifies the keyed noun and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_CARE_MAIL,
        "07700 900283",
        evidence="My weekend on-call number is 07700 900283.",
        speaker="Priya Nair",
        key="brightwell_home_care/priya_nair/phone",
    ),
    # restriction_drop: `visitors'` restricts the berth rate; the key names a general rate.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HARBOUR_NOTICE,
        "£3.20 per metre per night",
        evidence="The visitors' berth rate is £3.20 per metre per night.",
        key="portmellon_harbour/berth_rate",
    ),
    # restriction_drop: `for members` dropped; the price holds for members only (drop-in is £24).
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_PILATES_GROUP,
        "Reformer classes are £18",
        evidence="Reformer classes are £18 for members",
    ),
    # negation: `don't` dropped; the shop refuses textbooks.
    _r(
        "en",
        "negation",
        False,
        _EN_BOOKS_FAQ,
        "We buy textbooks",
        evidence="We don't buy encyclopaedias or textbooks.",
    ),
    # negation: `not` dropped from the ticket's finding.
    _r(
        "en",
        "negation",
        False,
        "Ticket #VV-3381 | Home visit notes\nPatient: Biscuit (cat, 4y) | Owner: G. Lloyd\n"
        "Biscuit is not microchipped. Owner wants it done at the next visit.\nStatus: open",
        "Biscuit is microchipped",
        evidence="Biscuit is not microchipped.",
    ),
    # attribution: the owner aside says the car is the son's; the key files it as the user's own registration.
    _r(
        "en",
        "attribution",
        False,
        "St Aidan's Hospital | Visitor permit application\nName: Gwen Lloyd\nWard visited: 12\n"
        "Vehicle registration (my son's car): KX19 TVP\nDates: 10-16 March",
        "KX19 TVP",
        evidence="Vehicle registration (my son's car): KX19 TVP",
        speaker="user",
        key="user/vehicle_registration",
    ),
    # attribution: the husband's mobile filed as Farida's; another person's possessive owns the number.
    _r(
        "en",
        "attribution",
        False,
        _EN_ORCH_FORM,
        "07700 900552",
        evidence="My husband's mobile is 07700 900552.",
        speaker="Farida Haddad",
        key="farida_haddad/phone",
    ),
    # tense: `used to crew` is the past; the value states it in the present.
    _r(
        "en",
        "tense",
        False,
        _EN_HARBOUR_SLACK,
        "Callum Reid crews on the pilot boat",
        evidence="I used to crew on the pilot boat",
        speaker="Callum Reid",
    ),
    # tense: `had` restated as `has`; the hives were the user's until last spring.
    _r(
        "en",
        "tense",
        False,
        "[02/04/2026, 08:15] Me: Hi Maggie, I had four hives at the allotment until last spring. "
        "Keen to rejoin and start again!",
        "User has four hives at the allotment",
        evidence="I had four hives at the allotment",
        speaker="user",
    ),
    # number: the count `40` dropped from the standing order (the faithful record beside it keeps it).
    _r(
        "en",
        "number",
        False,
        _EN_BAKERY_SMS,
        "User orders sourdough loaves every Friday",
        evidence="I order 40 sourdough loaves every Friday.",
        speaker="user",
    ),
    # number: `eight` dropped from what the studio has.
    _r(
        "en",
        "number",
        False,
        _EN_PILATES_GROUP,
        "The studio has reformers",
        evidence="The studio has eight reformers and two towers.",
    ),
    # condition: the `if the wind is over 20 knots` clause dropped; cancellation is conditional.
    _r(
        "en",
        "condition",
        False,
        _EN_KAYAK_CHAT,
        "The sea trip is cancelled",
        evidence="if the wind is over 20 knots, the sea trip is cancelled.",
    ),
    # condition: `unless the disabled bays are full` dropped from the same clause.
    _r(
        "en",
        "condition",
        False,
        _EN_PARKING_CALL,
        "Blue badge holders park free",
        evidence="Blue badge holders park free unless the disabled bays are full.",
    ),
    # scope: `Only` dropped; the value no longer says the boats are juniors' alone.
    _r(
        "en",
        "scope",
        False,
        _EN_KAYAK_CHAT,
        "Juniors can use the club's slalom boats",
        evidence="Only juniors can use the club's slalom boats.",
    ),
    # stitch: `The van visits Otley` from one sentence joined to `Fridays` from the next; neither says it.
    _r(
        "en",
        "stitch",
        False,
        _EN_VET_ROUTE,
        "The van visits Otley on Fridays",
        evidence="The van visits Otley on Mondays. On Fridays it parks at Ilkley market.",
    ),
)

# --- Spanish sources shared by several records ---

_ES_CARE_MAIL = (
    "Hola, Tomás:\n\n"
    "Ya he añadido la visita del domingo para tu madre a partir del 15 de marzo. "
    "Me puedes escribir a marisa.llorente@cuidarte.es.\n"
    "Mi móvil del trabajo es el 612 904 337.\n\n"
    "Un saludo,\nMarisa Llorente\nCoordinadora de servicios · Cuidarte a Domicilio\n91 555 20 14"
)
_ES_KAYAK_CHAT = (
    "Club de Piragüismo Urdaibai (Telegram)\n"
    "Nerea Olabarria: Entreno con el grupo de aguas bravas los sábados 🛶\n"
    "Aitor Mendia: Llevo las salidas de mar desde Mundaka, escribidme si queréis plaza\n"
    "Nerea Olabarria: Recordad: si el viento supera los 25 nudos, se suspende la salida de mar.\n"
    "Nerea Olabarria: Solo los socios con licencia pueden sacar los kayaks de mar."
)
_ES_BEES_MAIL = (
    "Asunto: Boletín de abril · Apicultores de la Alcarria\n\n"
    "Hola a todos:\n"
    "La asociación presta extractores, ahumadores y trajes a los socios. "
    "El teléfono de la asociación es el 949 280 415.\n\n"
    "Un abrazo,\nConcha Martín\nSecretaria"
)
_ES_BOOKS_FAQ = (
    "Librería La Esquina · Compra de libros usados\n"
    "Compramos novelas, mapas antiguos y partituras. No compramos enciclopedias ni libros de texto.\n"
    "Nuestra tienda de Lavapiés (la que está junto al mercado) abre los domingos por la mañana.\n"
    "Podéis consultar el catálogo en https://librerialaesquina.es/catalogo"
)
_ES_BOOKS_MAIL = (
    "De: Ignacio Prieto <iprieto@gmail.com>\n"
    "Para: Librería La Esquina <hola@librerialaesquina.es>\n"
    "Asunto: Primeras de Delibes\n\n"
    "Buenas tardes:\n"
    "Colecciono primeras ediciones de Delibes y he visto en su web «El camino». ¿Conserva la sobrecubierta?\n"
    "Mi hermano me pidió que les transmitiera esto, con sus palabras: «Colecciono los Austral de tapa gris».\n\n"
    "Un saludo,\nIgnacio"
)
_ES_HARBOUR_NOTICE = (
    "Capitanía del Puerto de Sanxenxo · Aviso 07/26\n"
    "La capitanía expide los permisos de fondeo y cobra las tasas de amarre. "
    "La tarifa de amarre para transeúntes es de 2,80 € por metro y noche.\n"
    "Canal 9 VHF · Oficina 8:00-20:00"
)
_ES_PILATES_GROUP = (
    "Estudio Pilates Núcleo (grupo de Telegram)\n"
    "Núcleo: ¡Bienvenidas! El estudio tiene ocho camas de reformer y dos torres. "
    "Las clases de reformer cuestan 20 € para socios y 26 € sueltas.\n"
    "Marta: ¡Qué ganas de empezar!"
)
_ES_PARKING_CALL = (
    "Registro de llamada · Aparcamiento Hospital Severo Ochoa, 09:12\n"
    "Cliente: Hola, vengo a ver a mi padre a la planta 5 toda la semana. ¿Hay abono?\n"
    "Operadora: Pues mire, eh, el abono mensual para pacientes de diálisis es, este, gratuito. "
    "Para visitas hay bono semanal.\n"
    "Cliente: Vale. Y tengo tarjeta de discapacidad.\n"
    "Operadora: Los titulares de tarjeta de discapacidad aparcan gratis salvo que estén llenas las plazas "
    "reservadas. Yo estoy en el mostrador de información hasta las seis.\n"
    "Cliente: Perfecto, gracias."
)
_ES_ORCH_CHAT = (
    "Orquesta Joven de Getafe · Violas (WhatsApp)\n"
    "Irene Sanz: Toco la viola en la orquesta desde septiembre. Antes tocaba el violín en la banda del barrio.\n"
    "Directora: ¡Bienvenida, Irene!"
)
_ES_VET_ROUTE = (
    "VetMóvil Sur · Rutas de marzo\n"
    "La furgoneta pasa por Getafe los lunes. Los viernes aparca en el mercado de Leganés.\n"
    "La doctora Marta Sáez (se formó en Zaragoza) hará las visitas del martes en Parla."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el correo de la coordinadora; `Me puedes escribir a` ata el correo a la persona de la clave.
    _r(
        "es",
        "subspan",
        True,
        _ES_CARE_MAIL,
        "marisa.llorente@cuidarte.es",
        evidence="Me puedes escribir a marisa.llorente@cuidarte.es.",
        speaker="Marisa Llorente",
        key="cuidarte/marisa_llorente/correo",
    ),
    # subspan: el teléfono de la asociación; `teléfono` es el hueco, `de la asociación` el sujeto de la clave.
    _r(
        "es",
        "subspan",
        True,
        _ES_BEES_MAIL,
        "949 280 415",
        evidence="El teléfono de la asociación es el 949 280 415.",
        key="asociación_apicultores_alcarria/teléfono",
    ),
    # subspan: el código de pedido entero tras la etiqueta `Nº de pedido`, que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Pedido confirmado ✅\nNº de pedido: PM-20417\nCliente: Cafetería La Tahona\n"
        "Entrega: jueves 12/03, 6:30 h\nPanadería El Molino · Pedidos mayoristas",
        "PM-20417",
        evidence="Nº de pedido: PM-20417",
        key="cafetería_la_tahona/número_de_pedido",
    ),
    # subspan: la URL del catálogo; `el catálogo` es palabra de la clave y `en` introduce el valor.
    _r(
        "es",
        "subspan",
        True,
        _ES_BOOKS_FAQ,
        "https://librerialaesquina.es/catalogo",
        evidence="Podéis consultar el catálogo en https://librerialaesquina.es/catalogo",
        key="librería_la_esquina/catálogo/web",
    ),
    # subspan: el importe de la línea `TOTAL` del ticket; la clave nombra la etiqueta.
    _r(
        "es",
        "subspan",
        True,
        "Disfraces Carnaval Total\nC/ Embajadores 41, Madrid\nTicket 004512 · 06/03/2026\n"
        "1 x Disfraz de pirata (alquiler 2 días) 35,00 €\nFianza 50,00 €\nTOTAL 85,00 €\nPagado con tarjeta",
        "85,00 €",
        evidence="TOTAL 85,00 €",
        key="disfraces_carnaval_total/ticket_004512/total",
    ),
    # subspan: un nombre tras la etiqueta `Titular`, que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Solicitud de amarre temporal · Capitanía del Puerto de Sanxenxo\nEmbarcación: Brisa II\n"
        "Matrícula: 7ª-VI-3-112-19\nTitular: Andrés Cabello Ruiz\nEslora: 9,40 m\nFechas: 02/08 al 16/08",
        "Andrés Cabello Ruiz",
        evidence="Titular: Andrés Cabello Ruiz",
        key="brisa_ii/titular",
    ),
    # speaker: el turno de Nerea, `Entreno` con su nombre y concordancia; lo demás igual.
    _r(
        "es",
        "speaker",
        True,
        _ES_KAYAK_CHAT,
        "Nerea Olabarria entrena con el grupo de aguas bravas los sábados",
        evidence="Entreno con el grupo de aguas bravas los sábados",
        speaker="Nerea Olabarria",
    ),
    # speaker: el `Usuario` de mem0 por la autora del SMS; la frecuencia se conserva.
    _r(
        "es",
        "speaker",
        True,
        "SMS de +34 622 410 975 · 19:20\n"
        "Hola, soy Lucía Ferrán. Hago reformer dos veces por semana y quería probar la clase de las 8 del sábado.",
        "Usuario hace reformer dos veces por semana",
        evidence="Hago reformer dos veces por semana",
        speaker="user",
    ),
    # speaker: sujeto omitido por el remitente del correo (línea De:), verbo en tercera persona.
    _r(
        "es",
        "speaker",
        True,
        _ES_BOOKS_MAIL,
        "Colecciona primeras ediciones de Delibes",
        evidence="Colecciono primeras ediciones de Delibes",
        speaker="Ignacio Prieto",
    ),
    # speaker: el turno de Irene en presente, con `desde septiembre` conservado.
    _r(
        "es",
        "speaker",
        True,
        _ES_ORCH_CHAT,
        "Irene Sanz toca la viola en la orquesta desde septiembre",
        evidence="Toco la viola en la orquesta desde septiembre.",
        speaker="Irene Sanz",
    ),
    # speaker: el turno de Pablo; `mis` concuerda como `sus`, número y frecuencia conservados.
    _r(
        "es",
        "speaker",
        True,
        "Chat VetMóvil Sur\nPablo Gil: Paseo a mis dos perros por el parque cada mañana\n"
        "VetMóvil Sur: Genial, así llegan más tranquilos a la vacuna 🙂",
        "Pablo Gil pasea a sus dos perros por el parque cada mañana",
        evidence="Paseo a mis dos perros por el parque cada mañana",
        speaker="Pablo Gil",
    ),
    # filler: `Eh, bueno, pues` y `o sea` fuera; el pedido y la cantidad se conservan.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (0:35) · Rocío, Hotel Miramar\n"
        "«Eh, bueno, pues el pedido del hotel es, o sea, de ochenta cruasanes, ¿vale? Y el pan del sábado te lo "
        "confirmo luego.»",
        "El pedido del hotel es de ochenta cruasanes",
        evidence="Eh, bueno, pues el pedido del hotel es, o sea, de ochenta cruasanes",
    ),
    # filler: `Pues mire`, `eh` y `este` fuera; el abono y a quién va dirigido se conservan.
    _r(
        "es",
        "filler",
        True,
        _ES_PARKING_CALL,
        "El abono mensual para pacientes de diálisis es gratuito",
        evidence="Pues mire, eh, el abono mensual para pacientes de diálisis es, este, gratuito.",
    ),
    # filler: `A ver, eh` fuera de una nota de voz; el día se conserva.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (0:22) · Club de Piragüismo Embalse de San Juan\n"
        "«A ver, eh, la salida al pantano se pasa al domingo, ¿vale? Traed casco y escarpines.»",
        "La salida al pantano se pasa al domingo",
        evidence="A ver, eh, la salida al pantano se pasa al domingo",
    ),
    # list_item: un elemento de la lista con el verbo y el resto de la cláusula (`a los socios`).
    _r(
        "es",
        "list_item",
        True,
        _ES_BEES_MAIL,
        "La asociación presta ahumadores a los socios",
        evidence="La asociación presta extractores, ahumadores y trajes a los socios.",
    ),
    # list_item: un elemento de lo que compra la librería; la frase negada es otra.
    _r(
        "es",
        "list_item",
        True,
        _ES_BOOKS_FAQ,
        "Compramos mapas antiguos",
        evidence="Compramos novelas, mapas antiguos y partituras.",
    ),
    # list_item: una alergia de tres, con `es alérgica` conservado.
    _r(
        "es",
        "list_item",
        True,
        "Plan de cuidados · Usuaria: Dolores Benítez (L-X-V)\n"
        "La señora Benítez es alérgica a la penicilina, al látex y al marisco.\n"
        "La llave está en la caja de seguridad; el código lo tiene la oficina.",
        "La señora Benítez es alérgica al látex",
        evidence="La señora Benítez es alérgica a la penicilina, al látex y al marisco.",
    ),
    # coordination: el segundo conjunto con el sujeto compartido; el primero se omite entero.
    _r(
        "es",
        "coordination",
        True,
        _ES_HARBOUR_NOTICE,
        "La capitanía cobra las tasas de amarre",
        evidence="La capitanía expide los permisos de fondeo y cobra las tasas de amarre.",
    ),
    # coordination: el primer conjunto; el segundo, de sujeto compartido, se omite entero.
    _r(
        "es",
        "coordination",
        True,
        "#jefes-de-seccion (Orquesta Joven de Getafe)\n"
        "Sr. Llorca: Nota de plantilla: Mateo toca el oboe y ayuda con el montaje de la percusión. "
        "¿Alguien le enseña las fundas de los timbales?",
        "Mateo toca el oboe",
        evidence="Mateo toca el oboe y ayuda con el montaje de la percusión.",
    ),
    # coordination: el segundo conjunto de `La tienda`; el primero no lleva marcador ni número.
    _r(
        "es",
        "coordination",
        True,
        "Disfraces Carnaval Total · Preguntas frecuentes\n"
        "¿Tengo que lavar el disfraz? No. La tienda lava los disfraces y arregla los desperfectos pequeños.",
        "La tienda arregla los desperfectos pequeños",
        evidence="La tienda lava los disfraces y arregla los desperfectos pequeños.",
    ),
    # parenthetical: un inciso que describe el sintagma inicial, sin marcador ni unidad, omitido.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_BOOKS_FAQ,
        "Nuestra tienda de Lavapiés abre los domingos por la mañana",
        evidence="Nuestra tienda de Lavapiés (la que está junto al mercado) abre los domingos por la mañana.",
    ),
    # parenthetical: el inciso sobre la formación de la veterinaria, omitido; día y lugar conservados.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_VET_ROUTE,
        "La doctora Marta Sáez hará las visitas del martes en Parla",
        evidence="La doctora Marta Sáez (se formó en Zaragoza) hará las visitas del martes en Parla.",
    ),
    # --- negative ---
    # wrong_speaker: el turno de Aitor atribuido a Nerea; su primera persona no es la de ella.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_KAYAK_CHAT,
        "Nerea Olabarria lleva las salidas de mar desde Mundaka",
        evidence="Llevo las salidas de mar desde Mundaka",
        speaker="Nerea Olabarria",
    ),
    # wrong_speaker: la cita del hermano atribuida al remitente; la primera persona citada es del hermano.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_BOOKS_MAIL,
        "Ignacio Prieto colecciona los Austral de tapa gris",
        evidence="Colecciono los Austral de tapa gris",
        speaker="Ignacio Prieto",
    ),
    # wrong_speaker: el `Yo` de la operadora hecho `Usuario`; el usuario es el cliente.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PARKING_CALL,
        "Usuario está en el mostrador de información hasta las seis",
        evidence="Yo estoy en el mostrador de información hasta las seis.",
        speaker="user",
    ),
    # restriction_drop: `del trabajo` modifica el móvil y la clave no lo lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_CARE_MAIL,
        "612 904 337",
        evidence="Mi móvil del trabajo es el 612 904 337.",
        speaker="Marisa Llorente",
        key="cuidarte/marisa_llorente/móvil",
    ),
    # restriction_drop: `para transeúntes` restringe la tarifa; la clave nombra una tarifa general.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_HARBOUR_NOTICE,
        "2,80 € por metro y noche",
        evidence="La tarifa de amarre para transeúntes es de 2,80 € por metro y noche.",
        key="puerto_sanxenxo/tarifa_de_amarre",
    ),
    # restriction_drop: `para socios` omitido; el precio suelto es otro (26 €).
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_PILATES_GROUP,
        "Las clases de reformer cuestan 20 €",
        evidence="Las clases de reformer cuestan 20 € para socios",
    ),
    # negation: `No` omitido; la librería no compra libros de texto.
    _r(
        "es",
        "negation",
        False,
        _ES_BOOKS_FAQ,
        "Compramos libros de texto",
        evidence="No compramos enciclopedias ni libros de texto.",
    ),
    # negation: `no` omitido del parte de la visita.
    _r(
        "es",
        "negation",
        False,
        "Incidencia #VM-2291 · Visita a domicilio\nPaciente: Luna (perra, 3 años)\n"
        "Luna no está esterilizada. La dueña quiere pedir presupuesto.\nEstado: abierta",
        "Luna está esterilizada",
        evidence="Luna no está esterilizada.",
    ),
    # attribution: el inciso dice que el coche es del hijo; la clave la guarda como matrícula del usuario.
    _r(
        "es",
        "attribution",
        False,
        "Hospital Severo Ochoa · Tarjeta de aparcamiento para visitas\nNombre: Gloria Llamas\nPlanta: 5\n"
        "Matrícula (coche de mi hijo): 4521 KLM\nFechas: 10-16 de marzo",
        "4521 KLM",
        evidence="Matrícula (coche de mi hijo): 4521 KLM",
        speaker="user",
        key="user/matrícula",
    ),
    # attribution: el móvil del marido guardado como el de Carmen; otro poseedor.
    _r(
        "es",
        "attribution",
        False,
        "Orquesta Joven de Getafe · Inscripción 2026/27\nAlumno: Mateo Vidal (oboe)\nMadre/tutora: Carmen Vidal\n"
        "Teléfono: 699 118 402\nObservaciones: El móvil de mi marido es el 699 230 118.",
        "699 230 118",
        evidence="El móvil de mi marido es el 699 230 118.",
        speaker="Carmen Vidal",
        key="carmen_vidal/móvil",
    ),
    # tense: `tocaba` (imperfecto) restituido en presente.
    _r(
        "es",
        "tense",
        False,
        _ES_ORCH_CHAT,
        "Irene Sanz toca el violín en la banda del barrio",
        evidence="Antes tocaba el violín en la banda del barrio.",
        speaker="Irene Sanz",
    ),
    # tense: `Tenía` restituido como `tiene`; las colmenas ya se vendieron.
    _r(
        "es",
        "tense",
        False,
        "[02/04/26 08:15] Yo: Hola, Concha. Tenía seis colmenas en Brihuega, pero las vendí al mudarme. "
        "¿Puedo volver a asociarme?",
        "Usuario tiene seis colmenas en Brihuega",
        evidence="Tenía seis colmenas en Brihuega",
        speaker="user",
    ),
    # number: el aproximador `unas` omitido ante el número.
    _r(
        "es",
        "number",
        False,
        "SMS de +34 611 208 734 · 06:05\n"
        "Buenas, soy Paco, de la Cafetería La Tahona. Pido unas 60 barras cada sábado. "
        "¿Me añades 10 cruasanes esta semana? Gracias",
        "Usuario pide 60 barras cada sábado",
        evidence="Pido unas 60 barras cada sábado.",
        speaker="user",
    ),
    # number: `ocho` omitido de lo que tiene el estudio.
    _r(
        "es",
        "number",
        False,
        _ES_PILATES_GROUP,
        "El estudio tiene camas de reformer",
        evidence="El estudio tiene ocho camas de reformer y dos torres.",
    ),
    # condition: la condición `si el viento supera los 25 nudos` omitida.
    _r(
        "es",
        "condition",
        False,
        _ES_KAYAK_CHAT,
        "Se suspende la salida de mar",
        evidence="si el viento supera los 25 nudos, se suspende la salida de mar.",
    ),
    # condition: la excepción `salvo que estén llenas las plazas reservadas` omitida.
    _r(
        "es",
        "condition",
        False,
        _ES_PARKING_CALL,
        "Los titulares de tarjeta de discapacidad aparcan gratis",
        evidence=(
            "Los titulares de tarjeta de discapacidad aparcan gratis salvo que estén llenas las plazas reservadas."
        ),
    ),
    # scope: `Solo` omitido; el permiso deja de ser exclusivo.
    _r(
        "es",
        "scope",
        False,
        _ES_KAYAK_CHAT,
        "Los socios con licencia pueden sacar los kayaks de mar",
        evidence="Solo los socios con licencia pueden sacar los kayaks de mar.",
    ),
    # stitch: `La furgoneta pasa por Getafe` de una frase unido a `los viernes` de la siguiente.
    _r(
        "es",
        "stitch",
        False,
        _ES_VET_ROUTE,
        "La furgoneta pasa por Getafe los viernes",
        evidence="La furgoneta pasa por Getafe los lunes. Los viernes aparca en el mercado de Leganés.",
    ),
)

# --- Chinese sources shared by several records ---

_ZH_CARE_MAIL = (
    "张先生您好：\n\n"
    "您母亲周日的上门护理已经加上了，从3月15日开始。"
    "我的邮箱是zhoumin@anxin-care.cn。\n"
    "我的工作手机是138 0571 2290。\n\n"
    "周敏\n护理调度主管｜安心居家护理"
)
_ZH_KAYAK_CHAT = (
    "舟山海洋皮划艇俱乐部群\n"
    "王磊：我每周六早上带青少年划艇训练🛶\n"
    "陈静：我负责带海上线路，想去的私信我\n"
    "王磊：提醒一下，如果风力超过六级，海上活动就取消。\n"
    "王磊：只有持证会员才能借用海上皮划艇。"
)
_ZH_BEES_NOTICE = (
    "西湖区养蜂协会 四月通知\n"
    "各位会员好：\n"
    "协会向会员出借摇蜜机、喷烟器和防护服。协会的联系电话是0571-88623301。\n"
    "秘书处 老周"
)
_ZH_BOOKS_NOTICE = (
    "旧书楼 · 收书须知\n"
    "我们收购小说、老地图和旧乐谱。我们不收百科全书和教材。\n"
    "我们的鼓楼店（面包房楼上那家）周日上午十点开门。\n"
    "——\n旧书楼 · 古旧书收购与零售\n网站：https://jiushulou.cn"
)
_ZH_BOOKS_MAIL = (
    "发件人：赵明远 <zhaomy@163.com>\n"
    "收件人：旧书楼\n"
    "主题：张爱玲早期版本\n\n"
    "您好！\n"
    "我收藏张爱玲的早期版本，看到贵店上新了一本《流言》，请问品相如何？\n"
    "另外我弟弟托我转达他的原话：“我收藏鲁迅的初版书。”\n\n"
    "赵明远"
)
_ZH_HARBOUR_NOTICE = (
    "鲅鱼圈港务办公室 通告 2026-07\n"
    "港务办公室签发锚泊许可，还负责收取停泊费。"
    "过境船只的停泊费是每米每晚12元。\n"
    "值班电话：0417-6258 8011"
)
_ZH_HARBOUR_CHAT = (
    "港务办公室 值班群（钉钉）\n刘海涛：我在港务办公室值夜班。我以前在引航船上工作，新同事有问题可以找我。"
)
_ZH_PILATES_GROUP = (
    "芯动普拉提 会员群\n"
    "芯动普拉提：欢迎新会员！工作室有八台核心床和两台凯迪拉克床。"
    "会员的核心床课每节150元，非会员200元。\n"
    "小雅：好期待～"
)
_ZH_BAKERY_SMS = (
    "【短信】138****2207 06:03\n你好，我是街角咖啡的阿梅。我每周六订六十根法棍，这周想多加二十个牛角包，谢谢！"
)
_ZH_PARKING_CALL = (
    "通话记录 · 市一医院停车管理处 09:12\n"
    "来电人：你好，我这周每天晚上去12病区看我爸，有没有月卡？\n"
    "工作人员：嗯，这个，透析病人的月卡是，呃，免费的。探视的话有周卡。\n"
    "来电人：好的。我有残疾人证。\n"
    "工作人员：除非无障碍车位已满，持残疾人证的车辆可以免费停放。"
    "我在住院部一楼服务台上班，到六点。\n"
    "来电人：好的，谢谢。"
)
_ZH_ORCH_FORM = (
    "春芽青少年管弦乐团 报名表\n"
    "学员：林小雨（中提琴）\n"
    "紧急联系人：林慧\n"
    "关系：母亲\n"
    "电话：139 1234 5678\n"
    "家长备注：我老公的手机是139 5718 2204。"
)
_ZH_VET_ROUTE = (
    "上门宠物医生 · 三月路线\n流动车每周一去江宁。周五马医生在诊所坐诊。\n马医生（她在南京读的兽医）周二去江宁出诊。"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan：周敏本人的邮箱；`我的邮箱是`里只有说话人的第一人称、槽位词和系词。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CARE_MAIL,
        "zhoumin@anxin-care.cn",
        evidence="我的邮箱是zhoumin@anxin-care.cn。",
        speaker="周敏",
        key="安心居家护理/周敏/邮箱",
    ),
    # subspan：协会的联系电话；`协会的`是键的主语，`联系电话`是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BEES_NOTICE,
        "0571-88623301",
        evidence="协会的联系电话是0571-88623301。",
        key="西湖区养蜂协会/联系电话",
    ),
    # subspan：JSON 工具输出里的订单号，整段取出；字段名即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        '{"订单号": "WB20260312-0087", "客户": "青柠咖啡", "送货时间": "周四 06:30", '
        '"品项": "法棍×60, 可颂×40", "状态": "已确认"}',
        "WB20260312-0087",
        evidence='"订单号": "WB20260312-0087"',
        key="青柠咖啡/订单号",
    ),
    # subspan：签名里`网站：`后的网址；标签即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BOOKS_NOTICE,
        "https://jiushulou.cn",
        evidence="网站：https://jiushulou.cn",
        key="旧书楼/网站",
    ),
    # subspan：收据`合计`一行的金额；键的关系就是这个标签。
    _r(
        "zh",
        "subspan",
        True,
        "星光服装道具租赁\n单号：ZL-0319  2026/03/06\n古装汉服×1（租3天）¥120.00\n"
        "押金（可退）¥200.00\n合计 ¥320.00\n微信支付",
        "¥320.00",
        evidence="合计 ¥320.00",
        key="星光服装道具租赁/zl_0319/合计",
    ),
    # subspan：报名表`紧急联系人：`后的名字；键的关系就是这个标签。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ORCH_FORM,
        "林慧",
        evidence="紧急联系人：林慧",
        key="林小雨/紧急联系人",
    ),
    # speaker：王磊自己的消息，`我`换成他的名字，其余不变。
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KAYAK_CHAT,
        "王磊每周六早上带青少年划艇训练",
        evidence="我每周六早上带青少年划艇训练",
        speaker="王磊",
    ),
    # speaker：短信唯一作者写成 mem0 的`用户`，次数保留。
    _r(
        "zh",
        "speaker",
        True,
        "【短信】139****5610 19:20\n你好，我是陈佳，我每周上两次核心床课，想问下周六还有位置吗？",
        "用户每周上两次核心床课",
        evidence="我每周上两次核心床课",
        speaker="user",
    ),
    # speaker：刘海涛自己的消息，现在时，`我`换成名字。
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HARBOUR_CHAT,
        "刘海涛在港务办公室值夜班",
        evidence="我在港务办公室值夜班。",
        speaker="刘海涛",
    ),
    # speaker：发件人（发件人：一行）本人的`我`，换成名字。
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BOOKS_MAIL,
        "赵明远收藏张爱玲的早期版本",
        evidence="我收藏张爱玲的早期版本",
        speaker="赵明远",
    ),
    # speaker：孙悦自己的消息，主语省略给说话人；数量和时间保留。
    _r(
        "zh",
        "speaker",
        True,
        "上门宠物医生 · 客户群\n孙悦：我每天早上带两只狗去公园散步\n小马医生：太好了，打疫苗的时候会更放松🙂",
        "每天早上带两只狗去公园散步",
        evidence="我每天早上带两只狗去公园散步",
        speaker="孙悦",
    ),
    # filler：去掉`嗯，那个`和`呃`；订单和数量保留。
    _r(
        "zh",
        "filler",
        True,
        "语音转文字（0:32）· 海悦酒店 小何\n“嗯，那个，酒店的订单是，呃，八十个可颂哈，周六的面包我晚点再跟你确认。”",
        "酒店的订单是八十个可颂",
        evidence="嗯，那个，酒店的订单是，呃，八十个可颂",
    ),
    # filler：去掉`嗯，这个`和`呃`；月卡和对象保留。
    _r(
        "zh",
        "filler",
        True,
        _ZH_PARKING_CALL,
        "透析病人的月卡是免费的",
        evidence="嗯，这个，透析病人的月卡是，呃，免费的。",
    ),
    # filler：语音里去掉`呃，那个`和句末`啊`；日期保留。
    _r(
        "zh",
        "filler",
        True,
        "语音转文字（0:19）· 舟山海洋皮划艇俱乐部\n“呃，那个，水库那次活动改到周日了啊，大家记得带头盔。”",
        "水库那次活动改到周日了",
        evidence="呃，那个，水库那次活动改到周日了啊",
    ),
    # list_item：列举中的一项，动词和`向会员`保留。
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BEES_NOTICE,
        "协会向会员出借喷烟器",
        evidence="协会向会员出借摇蜜机、喷烟器和防护服。",
    ),
    # list_item：收购的一项；后面的否定句是另一句。
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BOOKS_NOTICE,
        "我们收购老地图",
        evidence="我们收购小说、老地图和旧乐谱。",
    ),
    # list_item：三种过敏原中的一种，`对…过敏`保留。
    _r(
        "zh",
        "list_item",
        True,
        "护理计划备注 · 服务对象：李秀英（周一三五）\n李阿姨对青霉素、乳胶和海鲜过敏。\n钥匙放在密码箱，密码在办公室。",
        "李阿姨对乳胶过敏",
        evidence="李阿姨对青霉素、乳胶和海鲜过敏。",
    ),
    # coordination：保留第一个分句；后一分句主语相同，整个省去，不含否定、条件或数字。
    _r(
        "zh",
        "coordination",
        True,
        _ZH_HARBOUR_NOTICE,
        "港务办公室签发锚泊许可",
        evidence="港务办公室签发锚泊许可，还负责收取停泊费。",
    ),
    # coordination：保留第一个分句；`也帮忙…`主语相同，整个省去。
    _r(
        "zh",
        "coordination",
        True,
        "春芽青少年管弦乐团 声部长群\n郑老师：排练名单更新：小雨拉中提琴，也帮忙搬打击乐器。谁带她看看定音鼓罩？",
        "小雨拉中提琴",
        evidence="小雨拉中提琴，也帮忙搬打击乐器。",
    ),
    # coordination：保留第一个分句；`还买了海盗帽`主语相同，整个省去。
    _r(
        "zh",
        "coordination",
        True,
        "工单 #FZ-5521 逾期归还\n王女士归还了维京服装，还买了海盗帽。工单关闭。\n客服：小贝",
        "王女士归还了维京服装",
        evidence="王女士归还了维京服装，还买了海盗帽。",
    ),
    # parenthetical：描述句首名词短语的括注，没有否定、范围、条件或单位，可以省去。
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_BOOKS_NOTICE,
        "我们的鼓楼店周日上午十点开门",
        evidence="我们的鼓楼店（面包房楼上那家）周日上午十点开门。",
    ),
    # parenthetical：关于医生学历的括注省去；时间和地点保留。
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_VET_ROUTE,
        "马医生周二去江宁出诊",
        evidence="马医生（她在南京读的兽医）周二去江宁出诊。",
    ),
    # --- negative ---
    # wrong_speaker：陈静的消息绑到王磊身上；别人的`我`不是说话人。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_KAYAK_CHAT,
        "王磊负责带海上线路",
        evidence="我负责带海上线路",
        speaker="王磊",
    ),
    # wrong_speaker：引号里弟弟的`我`绑到发件人；引语的第一人称属于原话的作者。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_BOOKS_MAIL,
        "赵明远收藏鲁迅的初版书",
        evidence="我收藏鲁迅的初版书",
        speaker="赵明远",
    ),
    # wrong_speaker：工作人员的`我`写成`用户`；用户是来电人。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_PARKING_CALL,
        "用户在住院部一楼服务台上班",
        evidence="我在住院部一楼服务台上班",
        speaker="user",
    ),
    # restriction_drop：`工作`修饰手机，键里没有。
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_CARE_MAIL,
        "138 0571 2290",
        evidence="我的工作手机是138 0571 2290。",
        speaker="周敏",
        key="安心居家护理/周敏/手机",
    ),
    # restriction_drop：`过境船只的`限定停泊费，键说的是一般的停泊费。
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_HARBOUR_NOTICE,
        "每米每晚12元",
        evidence="过境船只的停泊费是每米每晚12元。",
        key="鲅鱼圈港务办公室/停泊费",
    ),
    # restriction_drop：去掉`会员的`；非会员是200元。
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_PILATES_GROUP,
        "核心床课每节150元",
        evidence="会员的核心床课每节150元",
    ),
    # negation：去掉`不`；书店不收教材。
    _r(
        "zh",
        "negation",
        False,
        _ZH_BOOKS_NOTICE,
        "我们收教材",
        evidence="我们不收百科全书和教材。",
    ),
    # negation：去掉`没有`；豆豆还没植入芯片。
    _r(
        "zh",
        "negation",
        False,
        "工单 #SM-2291 上门记录\n宠物：豆豆（猫，4岁）\n豆豆没有植入芯片，主人希望下次上门时一起做。\n状态：处理中",
        "豆豆植入芯片",
        evidence="豆豆没有植入芯片",
    ),
    # attribution：括注说车是儿子的，键却记成用户自己的车牌号。
    _r(
        "zh",
        "attribution",
        False,
        "市一医院 探视停车证申请\n姓名：顾文\n病区：12病区\n车牌号（我儿子的车）：浙A7K29L\n日期：3月10日—16日",
        "浙A7K29L",
        evidence="车牌号（我儿子的车）：浙A7K29L",
        speaker="user",
        key="用户/车牌号",
    ),
    # attribution：老公的手机记成林慧的；号码的主人是另一个人。
    _r(
        "zh",
        "attribution",
        False,
        _ZH_ORCH_FORM,
        "139 5718 2204",
        evidence="我老公的手机是139 5718 2204。",
        speaker="林慧",
        key="林慧/手机",
    ),
    # tense：去掉`以前`，过去的工作写成现在。
    _r(
        "zh",
        "tense",
        False,
        _ZH_HARBOUR_CHAT,
        "刘海涛在引航船上工作",
        evidence="我以前在引航船上工作",
        speaker="刘海涛",
    ),
    # tense：去掉`以前`和`过`，养过的蜂写成现在还养。
    _r(
        "zh",
        "tense",
        False,
        "养蜂协会 · 私信\n我：老周，我以前在老家养过六箱蜂，现在想重新入会。",
        "用户在老家养六箱蜂",
        evidence="我以前在老家养过六箱蜂",
        speaker="user",
    ),
    # number：去掉`六十根`这个数量。
    _r(
        "zh",
        "number",
        False,
        _ZH_BAKERY_SMS,
        "用户每周六订法棍",
        evidence="我每周六订六十根法棍",
        speaker="user",
    ),
    # number：去掉`八台`。
    _r(
        "zh",
        "number",
        False,
        _ZH_PILATES_GROUP,
        "工作室有核心床",
        evidence="工作室有八台核心床和两台凯迪拉克床。",
    ),
    # condition：去掉`如果风力超过六级`，取消本是有条件的。
    _r(
        "zh",
        "condition",
        False,
        _ZH_KAYAK_CHAT,
        "海上活动取消",
        evidence="如果风力超过六级，海上活动就取消。",
    ),
    # condition：句首的`除非无障碍车位已满`限定后面的主句，被去掉。
    _r(
        "zh",
        "condition",
        False,
        _ZH_PARKING_CALL,
        "持残疾人证的车辆可以免费停放",
        evidence="除非无障碍车位已满，持残疾人证的车辆可以免费停放。",
    ),
    # scope：去掉`只有…才`，借用不再是持证会员专有。
    _r(
        "zh",
        "scope",
        False,
        _ZH_KAYAK_CHAT,
        "持证会员能借用海上皮划艇",
        evidence="只有持证会员才能借用海上皮划艇。",
    ),
    # stitch：`流动车`取自第一句，`周五…在诊所坐诊`取自第二句（那句说的是马医生）。
    _r(
        "zh",
        "stitch",
        False,
        _ZH_VET_ROUTE,
        "流动车周五在诊所坐诊",
        evidence="流动车每周一去江宁。周五马医生在诊所坐诊。",
    ),
)

BATCH_74: tuple[Realistic, ...] = _EN + _ES + _ZH
