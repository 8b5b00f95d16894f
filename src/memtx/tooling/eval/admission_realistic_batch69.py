"""The realistic set's sixty-ninth batch: a blind measurement of keyed atomic values (issue 31, brief B69).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not: call
the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b69, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines of
batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records; the only check run was a string comparison that each evidence is a verbatim span
of its source and that no (evidence, value, speaker, key) repeats. Every source is invented here, in domains the earlier
batches used little: accountants and tax returns, kennels, tutoring agencies, bike couriers, theatre box offices,
recycling centres, parking permits, roofers, night classes and passport and visa services in English; gestorías,
residencias caninas, academias de refuerzo, mensajería en bici, taquillas de teatro, puntos limpios, tarjetas de
residente (permisos de aparcamiento), tejados, cursos nocturnos y trámites de pasaporte y visado in Spanish; 代理记账,
宠物寄宿, 家教中介, 同城跑腿, 剧院票务, 垃圾回收站, 停车证, 屋顶防水, 夜校 and 签证代办 in Chinese. The registers are
mixed: voice-note transcripts with fillers, chat exports with stamps, web chats and group chats with labelled turns,
e-mails with headers, signatures and a quoted reply, JSON tool output, receipts, SMS notifications, forms, council and
residential notices, quotes and price lists; Spanish and Chinese in their own registers (WhatsApp exports, audios,
avisos municipales, resoluciones; 微信聊天记录, 语音转文字, 【】短信, 报价单, 小区通知), not translations of the
English.

Every record is a keyed atomic value, filed as LangGraph's memory tools file one (`pryce_roofing/gareth_pryce/phone`,
`user/passport_number`, `usuario/nif`, `用户/手机`, `闪送达/帮送订单/配送费`), with English keys over Spanish and
Chinese sources too (`radiobici/envio/id`, `xinghai_theatre/leiyu_order/pickup_code`). Where the value restates the
speaker's first person the record names the speaker (Zep style with the name, or mem0's `user`). The subspan records
keep one atomic value alone (an e-mail address, URL, phone number, code, plate, amount, date or time, address); the list
items keep one item of a list under the list's key; the parentheticals drop an aside that spells the value or says what
an amount includes. Several negatives differ from a faithful record only in what DESIGN §4 says matters: a modifier of
the keyed noun (`Daytime phone`, `terraza ático`, `小型犬`), another owner (`Emergency contact: … (brother)`,
`我哥的手机`), another turn's or a quoted message's first person, a time frame (`From 20 December`, `Por las tardes`), a
scope word (`Members only`, `solo para`, `仅限`), a condition, a negation, a count, or a truncated identifier.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22): subspan
18, list_item 2, parenthetical 2. Negative (18): restriction_drop 5, wrong_speaker 3, identifier 3, attribution 2, scope
2, condition 1, negation 1, number 1. Every evidence string is a verbatim span of its source. The batch is unscored:
scoring it is the lead's.

Scored once by the lead on round 41's first rules (33056f0, fifteenth session): 52/66 faithful (subspan 48/54,
list_item 2/6, parenthetical 2/6), **3/54 false accepts**, the same on 7776c3a (a ticket line's total for two, a
small dog's nightly rate under the boarding price, batteries the recycling centre does not take); all three closed
by round 41 (fifteenth session), and the batch was tuned on and joined the dev split.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN_HELEN_MAIL = (
    "From: Helen Achterberg <helen.achterberg@ledgerwise.co.uk>\n"
    "To: Tom Brennan <tom.brennan@fastmail.com>\n"
    "Subject: Your 2025/26 self-assessment\n\n"
    "Hi Tom,\n\n"
    "Your return is ready to sign. If you file online, the deadline is 31 January 2027.\n"
    "For anything about payroll, please copy my colleague Raj Mistry <raj.mistry@ledgerwise.co.uk>.\n\n"
    "Kind regards,\n"
    "Helen Achterberg\n"
    "Senior Tax Adviser, Ledgerwise Accountants\n"
    "Direct line: 0121 496 0385"
)
_EN_TOM_REPLY = (
    "Hi Helen,\n\n"
    "Thanks, all signed. My postal address is 9 Copse Row, Hebden Bridge HX7 8AD.\n\n"
    "Tom\n\n"
    "On Tue, 2 Dec 2026 at 09:14, Helen Achterberg <helen.achterberg@ledgerwise.co.uk> wrote:\n"
    "> Could you confirm your postal address? You can also ring my mobile, 07700 900385."
)
_EN_PASSPORT_NOTE = (
    "Voice note, 0:38 - okay so, um, for the renewal form: my passport number is 553017429, my passport expires in, "
    "uh, March 2029, and my old passport was 498812006 but that one's been cancelled."
)
_EN_KENNEL_SMS = (
    "Barkley Lodge Kennels: Booking confirmed for Biscuit, 14-21 Aug. Ref BLK-30418. Drop-off 8-10am, collection "
    "after 4pm. Reply STOP to opt out."
)
_EN_KENNEL_FORM = (
    "BARKLEY LODGE KENNELS - BOARDING FORM\n"
    "Dog's name: Biscuit\n"
    "Breed: Cocker spaniel\n"
    "Owner: Ada Okoye\n"
    "Owner mobile: 07700 900146\n"
    "Emergency contact: Sam Okoye (brother) 07700 900233\n"
    "Vet: Harrow Lane Vets\n"
    "Allergies: chicken, wheat and soy\n"
    "Feeding: own food only, twice a day"
)
_EN_TUTOR_CHAT = (
    "Brightpath Tutors - web chat transcript\n"
    "[18:02] Lola (Brightpath): Hi Mrs Haddad, I'm Lola from the bookings team, you can reach me at "
    "lola@brightpathtutors.co.uk\n"
    "[18:03] You: thanks! my email is n.haddad@fastmail.com (Haddad with two d's)\n"
    "[18:03] You: my son Sami is in Year 10 and needs help with GCSE maths\n"
    "[18:05] Lola (Brightpath): Perfect. Priya Raman's rate for GCSE maths is £38 per hour, and she can do Thursdays."
)
_EN_COURIER_CHAT = (
    "[14/11/2026, 09:12] Dispatch - Sprocket: Morning Kofi, pickup at Halden & Co, 22 Marlowe St. It's Mel on "
    "dispatch today, my direct line is 020 7946 0331\n"
    "[14/11/2026, 09:14] Kofi Asante: on it. my radio's dead btw, text me on 07700 900562\n"
    "[14/11/2026, 09:31] Kofi Asante: collected, heading to Farringdon"
)
_EN_COURIER_JSON = (
    '{"job_id": "SPK-77120-LDN", "status": "delivered", "rider": "Kofi Asante", '
    '"delivered_at": "2026-11-14T10:06:00Z", "signed_by": "M. Osei", "price_gbp": 14.5}'
)
_EN_THEATRE_MAIL = (
    "Subject: Your tickets for The Lighthouse Keeper\n\n"
    "Thank you for booking with the Lyceum Playhouse. Your order number is LP-558201.\n\n"
    "2 x Stalls, Row F .......... £64.00\n"
    "Booking fee .......... £3.00\n"
    "Total paid .......... £67.00\n\n"
    "Box office: 0161 496 0720.\n"
    "Members only: the presale code for our spring season is LYC-SPRING26."
)
_EN_THEATRE_NOTICE = (
    "LYCEUM PLAYHOUSE - CHRISTMAS OPENING\n"
    "From 20 December the box office opens at 10:00.\n"
    "On performance days it stays open until the curtain goes up."
)
_EN_RECYCLING = (
    "EASTFIELD HOUSEHOLD RECYCLING CENTRE\n"
    "Pitt Lane, Eastfield EF4 2RT\n"
    "We take glass, batteries, textiles and small electricals.\n"
    "Vans and trailers: book a permit at eastfield.gov.uk/tipvan\n"
    "The booking line 01632 960118 is for car visits only."
)
_EN_PERMIT = (
    "HALBURY BOROUGH COUNCIL\n"
    "RESIDENT PARKING PERMIT - ZONE D\n"
    "Permit no: RPD-004417\n"
    "Holder: Mr A. Kowalski\n"
    "Vehicle reg: LK19 XWM\n"
    "Valid to: 30/11/2027\n"
    "Resident permits cost £96 a year; visitor permits cost £2.50 per day."
)
_EN_ROOFER_MAIL = (
    "Hi Mrs Delaney,\n\n"
    "Thanks for having us round on Monday. Quote for the rear flat roof: £3,450 (including VAT and skip hire). "
    "If the chimney flashing needs replacing too, add £280.\n\n"
    "Please don't use info@pryceroofing.co.uk, nobody checks it at the moment. Just reply here.\n\n"
    "Gareth Pryce | Pryce Roofing | 07700 900781"
)
_EN_NIGHT_FORM = (
    "HOLLINS COLLEGE - EVENING COURSE ENROLMENT\n"
    "Name: Maeve Doyle\n"
    "Email: maeve.doyle@postbox.net\n"
    "Daytime phone: 01632 960441\n"
    "Course: Conversational Italian (Beginners)\n"
    "Course code: NC-ITA-104\n"
    "Fee paid: £165\n"
    "How did you hear about us? A friend"
)
_EN_VISA_SMS = (
    "VisaHub: Your biometrics appointment is on 3 Dec 2026 at 10:40. Venue: VisaHub Centre, 5th Floor, "
    "66 Wellington St, Leeds LS1 4AP. Application ref GWF071234567. Bring your passport and the printed checklist."
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the adviser's address from a From: header, `Name <address>` on one line; the key names her.
    _r(
        "en",
        "subspan",
        True,
        _EN_HELEN_MAIL,
        "helen.achterberg@ledgerwise.co.uk",
        evidence="From: Helen Achterberg <helen.achterberg@ledgerwise.co.uk>",
        key="ledgerwise/helen_achterberg/email",
    ),
    # subspan: the client's own postal address; `My` is the speaker the key is about, the relation names the rest.
    _r(
        "en",
        "subspan",
        True,
        _EN_TOM_REPLY,
        "9 Copse Row, Hebden Bridge HX7 8AD",
        evidence="My postal address is 9 Copse Row, Hebden Bridge HX7 8AD.",
        speaker="Tom Brennan",
        key="tom_brennan/postal_address",
    ),
    # subspan: mem0's user gives a passport number in a voice note; nothing but the key's words is left out.
    _r(
        "en",
        "subspan",
        True,
        _EN_PASSPORT_NOTE,
        "553017429",
        evidence="my passport number is 553017429",
        speaker="user",
        key="user/passport_number",
    ),
    # subspan: the expiry month alone; `my passport expires in` is the key (passport, expiry) and the filler `uh`.
    _r(
        "en",
        "subspan",
        True,
        _EN_PASSPORT_NOTE,
        "March 2029",
        evidence="my passport expires in, uh, March 2029",
        speaker="user",
        key="user/passport_expiry",
    ),
    # subspan: the kennel booking reference whole after its label `Ref`, which the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_KENNEL_SMS,
        "BLK-30418",
        evidence="Ref BLK-30418.",
        key="barkley_lodge/biscuit_booking/ref",
    ),
    # subspan: the owner's mobile from a boarding form; the label's words are the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_KENNEL_FORM,
        "07700 900146",
        evidence="Owner mobile: 07700 900146",
        key="barkley_lodge/biscuit/owner_mobile",
    ),
    # subspan: the tutor's rate; the key carries whose it is and the subject it is for (GCSE maths).
    _r(
        "en",
        "subspan",
        True,
        _EN_TUTOR_CHAT,
        "£38 per hour",
        evidence="Priya Raman's rate for GCSE maths is £38 per hour",
        key="brightpath_tutors/priya_raman/gcse_maths_rate",
    ),
    # subspan: the rider's own number in his own labelled turn (`text me on`), filed under his key.
    _r(
        "en",
        "subspan",
        True,
        _EN_COURIER_CHAT,
        "07700 900562",
        evidence="text me on 07700 900562",
        speaker="Kofi Asante",
        key="sprocket_couriers/kofi_asante/phone",
    ),
    # subspan: a delivery timestamp from the courier's JSON; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_COURIER_JSON,
        "2026-11-14T10:06:00Z",
        evidence='"delivered_at": "2026-11-14T10:06:00Z"',
        key="sprocket_couriers/job_spk_77120/delivered_at",
    ),
    # subspan: the order number; `Your order` is the key's subject, `number` its relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_THEATRE_MAIL,
        "LP-558201",
        evidence="Your order number is LP-558201.",
        key="lyceum_playhouse/order/number",
    ),
    # subspan: the receipt's total paid line; the label is the key's relation, the dot leader is punctuation.
    _r(
        "en",
        "subspan",
        True,
        _EN_THEATRE_MAIL,
        "£67.00",
        evidence="Total paid .......... £67.00",
        key="lyceum_playhouse/order_lp558201/total_paid",
    ),
    # subspan: the box office number after its label; nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        _EN_THEATRE_MAIL,
        "0161 496 0720",
        evidence="Box office: 0161 496 0720.",
        key="lyceum_playhouse/box_office/phone",
    ),
    # subspan: the booking link whole; the label (vans and trailers) and `book a permit at` are all in the key.
    _r(
        "en",
        "subspan",
        True,
        _EN_RECYCLING,
        "eastfield.gov.uk/tipvan",
        evidence="Vans and trailers: book a permit at eastfield.gov.uk/tipvan",
        key="eastfield_recycling/van_and_trailer_permit/booking_link",
    ),
    # subspan: the plate on a parking permit after its label `Vehicle reg`.
    _r(
        "en",
        "subspan",
        True,
        _EN_PERMIT,
        "LK19 XWM",
        evidence="Vehicle reg: LK19 XWM",
        key="halbury_parking/kowalski_permit/vehicle_reg",
    ),
    # subspan: the resident permit's price with its period; the key carries `resident permit` and `price`.
    _r(
        "en",
        "subspan",
        True,
        _EN_PERMIT,
        "£96 a year",
        evidence="Resident permits cost £96 a year",
        key="halbury_parking/resident_permit/price",
    ),
    # subspan: the roofer's number on his own signature line (`Name | firm | number`), under his key.
    _r(
        "en",
        "subspan",
        True,
        _EN_ROOFER_MAIL,
        "07700 900781",
        evidence="Gareth Pryce | Pryce Roofing | 07700 900781",
        key="pryce_roofing/gareth_pryce/phone",
    ),
    # subspan: the student's e-mail from an enrolment form's `Email:` field.
    _r(
        "en",
        "subspan",
        True,
        _EN_NIGHT_FORM,
        "maeve.doyle@postbox.net",
        evidence="Email: maeve.doyle@postbox.net",
        key="hollins_college/maeve_doyle/email",
    ),
    # subspan: the visa application reference after `Application ref`, both named by the key.
    _r(
        "en",
        "subspan",
        True,
        _EN_VISA_SMS,
        "GWF071234567",
        evidence="Application ref GWF071234567.",
        key="visahub/application/ref",
    ),
    # list_item: one allergen from the form's list under the list's key.
    _r(
        "en",
        "list_item",
        True,
        _EN_KENNEL_FORM,
        "wheat",
        evidence="Allergies: chicken, wheat and soy",
        key="barkley_lodge/biscuit/allergies",
    ),
    # list_item: one accepted material of the centre's list; the clause has nothing after the last item.
    _r(
        "en",
        "list_item",
        True,
        _EN_RECYCLING,
        "textiles",
        evidence="We take glass, batteries, textiles and small electricals.",
        key="eastfield_recycling/accepted_items",
    ),
    # parenthetical: the aside right after the address spells it (two d's); it restricts nothing.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_TUTOR_CHAT,
        "n.haddad@fastmail.com",
        evidence="my email is n.haddad@fastmail.com (Haddad with two d's)",
        speaker="user",
        key="user/email",
    ),
    # parenthetical: the aside after the amount says what it includes (VAT, skip hire): a gloss.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_ROOFER_MAIL,
        "£3,450",
        evidence="Quote for the rear flat roof: £3,450 (including VAT and skip hire).",
        key="pryce_roofing/delaney/rear_flat_roof_quote",
    ),
    # --- negative ---
    # restriction_drop: the same rate under a key without `for GCSE maths`: the subject frame is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_TUTOR_CHAT,
        "£38 per hour",
        evidence="Priya Raman's rate for GCSE maths is £38 per hour",
        key="brightpath_tutors/priya_raman/hourly_rate",
    ),
    # restriction_drop: `my old passport was` - the modifier `old` (and the past) is not in the key.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_PASSPORT_NOTE,
        "498812006",
        evidence="my old passport was 498812006",
        speaker="user",
        key="user/passport_number",
    ),
    # restriction_drop: `Daytime phone` - a time modifier of the keyed noun the key does not carry.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_NIGHT_FORM,
        "01632 960441",
        evidence="Daytime phone: 01632 960441",
        key="hollins_college/maeve_doyle/phone",
    ),
    # restriction_drop: `From 20 December` dates the opening time; the key has no time frame.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_THEATRE_NOTICE,
        "10:00",
        evidence="From 20 December the box office opens at 10:00.",
        key="lyceum_playhouse/box_office/opening_time",
    ),
    # restriction_drop: the price is the visitor permit's; a key for any permit drops `visitor`.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_PERMIT,
        "£2.50 per day",
        evidence="visitor permits cost £2.50 per day",
        key="halbury_parking/permit/price",
    ),
    # wrong_speaker: the staff member's `me` in her own labelled turn, filed as mem0's user's e-mail.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TUTOR_CHAT,
        "lola@brightpathtutors.co.uk",
        evidence="you can reach me at lola@brightpathtutors.co.uk",
        speaker="user",
        key="user/email",
    ),
    # wrong_speaker: `my mobile` sits in the quoted reply (`>` line), so it is the adviser's, not Tom's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TOM_REPLY,
        "07700 900385",
        evidence="You can also ring my mobile, 07700 900385.",
        speaker="Tom Brennan",
        key="tom_brennan/phone",
    ),
    # wrong_speaker: the dispatcher's `my direct line` in the Dispatch turn, filed as the rider's phone.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COURIER_CHAT,
        "020 7946 0331",
        evidence="my direct line is 020 7946 0331",
        speaker="Kofi Asante",
        key="sprocket_couriers/kofi_asante/phone",
    ),
    # identifier: the reference cut to its digits; `BLK-30418` is one token.
    _r(
        "en",
        "identifier",
        False,
        _EN_KENNEL_SMS,
        "30418",
        evidence="Ref BLK-30418.",
        key="barkley_lodge/biscuit_booking/ref",
    ),
    # identifier: the job id without its `-LDN` suffix.
    _r(
        "en",
        "identifier",
        False,
        _EN_COURIER_JSON,
        "SPK-77120",
        evidence='"job_id": "SPK-77120-LDN"',
        key="sprocket_couriers/job/job_id",
    ),
    # identifier: the booking link cut to its domain.
    _r(
        "en",
        "identifier",
        False,
        _EN_RECYCLING,
        "eastfield.gov.uk",
        evidence="Vans and trailers: book a permit at eastfield.gov.uk/tipvan",
        key="eastfield_recycling/van_and_trailer_permit/booking_link",
    ),
    # attribution: the address after the colleague's name is Raj Mistry's, not the key's Helen's.
    _r(
        "en",
        "attribution",
        False,
        _EN_HELEN_MAIL,
        "raj.mistry@ledgerwise.co.uk",
        evidence="For anything about payroll, please copy my colleague Raj Mistry <raj.mistry@ledgerwise.co.uk>.",
        speaker="Helen Achterberg",
        key="ledgerwise/helen_achterberg/email",
    ),
    # attribution: the emergency contact's number (the brother's) filed as the owner's mobile.
    _r(
        "en",
        "attribution",
        False,
        _EN_KENNEL_FORM,
        "07700 900233",
        evidence="Emergency contact: Sam Okoye (brother) 07700 900233",
        key="barkley_lodge/biscuit/owner_mobile",
    ),
    # scope: `for car visits only` limits the booking line; the key does not.
    _r(
        "en",
        "scope",
        False,
        _EN_RECYCLING,
        "01632 960118",
        evidence="The booking line 01632 960118 is for car visits only.",
        key="eastfield_recycling/booking_phone",
    ),
    # scope: `Members only` opens the sentence and scopes the presale code.
    _r(
        "en",
        "scope",
        False,
        _EN_THEATRE_MAIL,
        "LYC-SPRING26",
        evidence="Members only: the presale code for our spring season is LYC-SPRING26.",
        key="lyceum_playhouse/spring_season/presale_code",
    ),
    # condition: the deadline holds `If you file online`; the key drops the condition.
    _r(
        "en",
        "condition",
        False,
        _EN_HELEN_MAIL,
        "31 January 2027",
        evidence="If you file online, the deadline is 31 January 2027.",
        key="tom_brennan/tax_return/deadline",
    ),
    # negation: the address is one not to use (`don't use`), filed as the firm's e-mail.
    _r(
        "en",
        "negation",
        False,
        _EN_ROOFER_MAIL,
        "info@pryceroofing.co.uk",
        evidence="Please don't use info@pryceroofing.co.uk, nobody checks it at the moment.",
        key="pryce_roofing/email",
    ),
    # number: £64.00 is for `2 x Stalls`; as one ticket's price it drops the count.
    _r(
        "en",
        "number",
        False,
        _EN_THEATRE_MAIL,
        "£64.00",
        evidence="2 x Stalls, Row F .......... £64.00",
        key="lyceum_playhouse/order_lp558201/ticket_price",
    ),
)

_ES_GESTORIA_MAIL = (
    "De: Gestoría Álvarez <info@gestoriaalvarez.es>\n"
    "Para: Marta Quiroga\n"
    "Asunto: Tu renta 2025\n\n"
    "Hola, Marta:\n\n"
    "Ya tenemos preparada tu declaración de la renta.\n"
    "Importe a devolver: 412,36 €\n"
    "Para cualquier duda de autónomos, escribe a mi compañero Rubén Sáez <ruben.saez@gestoriaalvarez.es>.\n\n"
    "Un saludo,\n"
    "Inés Álvarez Cuesta\n"
    "Gestoría Álvarez · C/ Predicadores 14, Zaragoza"
)
_ES_GESTORIA_WA = (
    "[3/2/26, 9:41] Inés Gestoría Álvarez: Buenos días, Marta! Para lo que sea, mi móvil es el 612 345 078\n"
    "[3/2/26, 9:58] Tú: genial, gracias!! mi NIF es 72845193K\n"
    "[3/2/26, 9:59] Tú: y el borrador mándamelo a marta.quiroga@correo.es porfa"
)
_ES_PERRO_AUDIO = (
    "Audio de Jordi Puig (0:52): bueno, pues eso, que Tula llega el martes 23 por la mañana, eh, come pienso propio "
    "dos veces al día. Mi móvil es el 655 210 874. Y mi hermana Núria tiene el 644 918 302, por si acaso."
)
_ES_PERRO_WA = (
    "Residencia Canina El Pinar 🐾: ¡Hola, Jordi! Reserva confirmada para Tula del 23/12 al 02/01.\n"
    "Localizador: PIN-2291\n"
    "La tarifa de 22 € por noche es solo para perros pequeños; Tula, al ser mediana, paga 26 € por noche.\n"
    "Recuerda traer la cartilla de vacunación."
)
_ES_ACADEMIA_MAIL = (
    "Asunto: Matrícula curso 2025-26\n\n"
    "Estimada familia:\n"
    "Le confirmamos la matrícula de Lucía Iturbe en Matemáticas, Lengua e Inglés.\n"
    "Horario: lunes y miércoles, de 17:30 a 19:00.\n"
    "Cuota mensual: 95 € (material incluido).\n"
    "Profesora de Matemáticas: Elena Ruiz, elena.ruiz@academiasocrates.es\n\n"
    "Academia Sócrates · Secretaría"
)
_ES_ACADEMIA_GRUPO = (
    "Grupo «Refuerzo 4.º ESO — familias»\n"
    "[10/10/25, 20:14] Carmen (madre de Hugo): Hola! Os dejo mi correo por si acaso: carmen.lopez.v@correo.es\n"
    "[10/10/25, 20:16] Pablo (padre de Lucía): gracias, Carmen. El mío es pablo.iturbe@correo.es "
    "(Iturbe con b de burro)"
)
_ES_BICI_JSON = (
    '{"envio": "RB-55012-MAD", "estado": "entregado", "rider": "Dani M.", "entregado_a": "conserjería", '
    '"hora_entrega": "12:47", "importe": "7,50 €"}'
)
_ES_BICI_CHAT = (
    "[09:02] Radio Bici Madrid: Buenos días! Tarifa urbana: 6,90 € por envío. Si el paquete pesa más de 5 kg, "
    "son 9,90 €. Recogemos de 9 a 19 h.\n"
    "[09:05] Librería La Hoja: perfecto, mañana os llamo"
)
_ES_TEATRO_MAIL = (
    "Teatro Lope de Rueda — Confirmación de compra\n"
    "Localizador: TLR-7Q4K2\n"
    "Obra: «Luces de bohemia»\n"
    "Fecha: sábado 14/03/2026, 20:00 h\n"
    "Platea, 2 entradas: 44,00 €\n"
    "Gastos de gestión: 2,50 €\n"
    "Importe total: 46,50 €"
)
_ES_TEATRO_AVISO = (
    "AVISO — TAQUILLA\n"
    "Teléfono de taquilla: 983 661 050.\n"
    "Por las tardes, la taquilla atiende en el 983 661 052.\n"
    "La venta anticipada abre el 1 de febrero."
)
_ES_PUNTO_LIMPIO = (
    "AYUNTAMIENTO DE VILLANUEVA DEL ARCE\n"
    "Punto limpio Las Eras — Camino de las Eras, s/n\n"
    "Horario: de martes a domingo, de 9:00 a 14:00.\n"
    "Se admiten aceite usado, pilas, pequeños electrodomésticos y ropa.\n"
    "No se admiten neumáticos ni amianto.\n"
    "La recogida de muebles a domicilio es gratuita solo para empadronados.\n"
    "Cita previa: puntolimpio.villanuevadelarce.es/cita"
)
_ES_ORA_RESOLUCION = (
    "RESOLUCIÓN — TARJETA DE RESIDENTE (ORA)\n"
    "N.º de expediente: 2025/ORA/018734\n"
    "Titular: Beatriz Lanza Mora\n"
    "Matrícula: 4821 LKT\n"
    "Zona: B-3\n"
    "Tasa anual: 25,00 €"
)
_ES_ORA_AUDIO = (
    "Audio (0:34): a ver, para lo de la tarjeta de residente, eh, mi matrícula es la 4821 LKT, ¿vale? Y la "
    "matrícula de la moto es 1187 HFZ, pero esa no hace falta."
)
_ES_TEJADOS_MAIL = (
    "Buenas tardes, Sr. Ferrer:\n\n"
    "Le paso los presupuestos que hablamos:\n"
    "Impermeabilización terraza ático: 2.870 € (IVA incluido)\n"
    "Impermeabilización terraza patio: 1.150 € (IVA incluido)\n"
    "Mi móvil es el 699 204 118, llámeme cuando quiera.\n\n"
    "Atentamente,\n"
    "Ramón Gil\n"
    "Tejados Gil e Hijos, S.L."
)
_ES_TEJADOS_WA = (
    "[22/1/26, 19:03] Tú: te paso lo que me escribió Ramón, el de los tejados: «mi móvil es el 699 204 118, "
    "llámame cuando quieras»\n"
    "[22/1/26, 19:04] Tú: y mi móvil es el 622 870 315, apúntalo tú también"
)
_ES_CEPA_SMS = (
    "CEPA Las Delicias: Matrícula confirmada en Inglés B1 (nocturno). Grupo B1-N2, aula 14. Los jueves, la clase "
    "es en el aula 9. Código de alumno: CEPA-044921. Dudas: secretaria@cepalasdelicias.es"
)
_ES_PASAPORTE_SMS = (
    "CITA PREVIA PASAPORTE: Su cita es el 09/02/2026 a las 10:20. Lugar: Oficina de Documentación de Moratalaz, "
    "C/ Hacienda de Pavones 271. Localizador: 8XK2PQ71. Tasa: 30,00 €."
)
_ES_VISADO_WA = (
    "Visados Sur: Hola, Álvaro. Te resumo: la tasa consular del visado de estudiante es de 185 $, y nuestra "
    "gestión son 60 €. Para la entrevista necesitas el formulario DS-160 y el justificante de pago."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the refund amount after its label, which the key names whole (importe a devolver, renta 2025).
    _r(
        "es",
        "subspan",
        True,
        _ES_GESTORIA_MAIL,
        "412,36 €",
        evidence="Importe a devolver: 412,36 €",
        key="gestoria_alvarez/renta_2025_marta_quiroga/importe_a_devolver",
    ),
    # subspan: the firm's address from its own From line (`Gestoría Álvarez <…>`); the key's subject is the firm.
    _r(
        "es",
        "subspan",
        True,
        _ES_GESTORIA_MAIL,
        "info@gestoriaalvarez.es",
        evidence="De: Gestoría Álvarez <info@gestoriaalvarez.es>",
        key="gestoria_alvarez/email",
    ),
    # subspan: mem0's user (`Tú:`) gives her NIF whole; `mi NIF es` is the key's relation and its first person.
    _r(
        "es",
        "subspan",
        True,
        _ES_GESTORIA_WA,
        "72845193K",
        evidence="mi NIF es 72845193K",
        speaker="user",
        key="usuario/nif",
    ),
    # subspan: the speaker's own mobile in his audio (`Mi móvil es el …`), under his key.
    _r(
        "es",
        "subspan",
        True,
        _ES_PERRO_AUDIO,
        "655 210 874",
        evidence="Mi móvil es el 655 210 874.",
        speaker="Jordi Puig",
        key="residencia_el_pinar/jordi_puig/movil",
    ),
    # subspan: the booking locator after its label; the key names the booking and the label.
    _r(
        "es",
        "subspan",
        True,
        _ES_PERRO_WA,
        "PIN-2291",
        evidence="Localizador: PIN-2291",
        key="residencia_el_pinar/reserva_tula/localizador",
    ),
    # subspan: `Name, address` on the teacher's line: hers; the role label before her name restricts nothing.
    _r(
        "es",
        "subspan",
        True,
        _ES_ACADEMIA_MAIL,
        "elena.ruiz@academiasocrates.es",
        evidence="Profesora de Matemáticas: Elena Ruiz, elena.ruiz@academiasocrates.es",
        key="academia_socrates/elena_ruiz/email",
    ),
    # subspan: the delivery id whole from the courier's JSON, English key over a Spanish field (`envio`).
    _r(
        "es",
        "subspan",
        True,
        _ES_BICI_JSON,
        "RB-55012-MAD",
        evidence='"envio": "RB-55012-MAD"',
        key="radiobici/envio/id",
    ),
    # subspan: the urban rate with its unit (por envío); the label is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_BICI_CHAT,
        "6,90 € por envío",
        evidence="Tarifa urbana: 6,90 € por envío.",
        key="radiobici/tarifa_urbana",
    ),
    # subspan: the purchase locator under an English key whose `reference` names `Localizador`.
    _r(
        "es",
        "subspan",
        True,
        _ES_TEATRO_MAIL,
        "TLR-7Q4K2",
        evidence="Localizador: TLR-7Q4K2",
        key="teatro_lope_de_rueda/booking/reference",
    ),
    # subspan: the box office number with no frame; the label is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_TEATRO_AVISO,
        "983 661 050",
        evidence="Teléfono de taquilla: 983 661 050.",
        key="teatro_lope_de_rueda/taquilla/telefono",
    ),
    # subspan: the appointment URL whole after `Cita previa:`, which the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_PUNTO_LIMPIO,
        "puntolimpio.villanuevadelarce.es/cita",
        evidence="Cita previa: puntolimpio.villanuevadelarce.es/cita",
        key="punto_limpio_las_eras/cita_previa/web",
    ),
    # subspan: the file number of a council resolution after `N.º de expediente:`.
    _r(
        "es",
        "subspan",
        True,
        _ES_ORA_RESOLUCION,
        "2025/ORA/018734",
        evidence="N.º de expediente: 2025/ORA/018734",
        key="ora/beatriz_lanza/tarjeta_residente/expediente",
    ),
    # subspan: the permit's annual fee after its label, which the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_ORA_RESOLUCION,
        "25,00 €",
        evidence="Tasa anual: 25,00 €",
        key="ora/beatriz_lanza/tarjeta_residente/tasa_anual",
    ),
    # subspan: the user's own plate in an audio with fillers (`mi matrícula es la …`).
    _r(
        "es",
        "subspan",
        True,
        _ES_ORA_AUDIO,
        "4821 LKT",
        evidence="mi matrícula es la 4821 LKT",
        speaker="user",
        key="usuario/matricula",
    ),
    # subspan: the roofer's own mobile in his own e-mail (`Mi móvil es el …`), under his key.
    _r(
        "es",
        "subspan",
        True,
        _ES_TEJADOS_MAIL,
        "699 204 118",
        evidence="Mi móvil es el 699 204 118",
        speaker="Ramón Gil",
        key="tejados_gil/ramon_gil/movil",
    ),
    # subspan: the user's own mobile in her own line, after the forwarded quotation has closed.
    _r(
        "es",
        "subspan",
        True,
        _ES_TEJADOS_WA,
        "622 870 315",
        evidence="mi móvil es el 622 870 315",
        speaker="user",
        key="usuario/movil",
    ),
    # subspan: the student code under an English key (`student_code` names `Código de alumno`).
    _r(
        "es",
        "subspan",
        True,
        _ES_CEPA_SMS,
        "CEPA-044921",
        evidence="Código de alumno: CEPA-044921.",
        key="cepa_las_delicias/english_b1/student_code",
    ),
    # subspan: date and time of the passport appointment; `Su cita` is the key's subject.
    _r(
        "es",
        "subspan",
        True,
        _ES_PASAPORTE_SMS,
        "09/02/2026 a las 10:20",
        evidence="Su cita es el 09/02/2026 a las 10:20.",
        key="cita_pasaporte/fecha_hora",
    ),
    # list_item: one subject of the enrolment list; the rest of the clause (la matrícula de Lucía Iturbe) is the key.
    _r(
        "es",
        "list_item",
        True,
        _ES_ACADEMIA_MAIL,
        "Lengua",
        evidence="Le confirmamos la matrícula de Lucía Iturbe en Matemáticas, Lengua e Inglés.",
        key="academia_socrates/lucia_iturbe/asignaturas",
    ),
    # list_item: one accepted waste from the notice's list; nothing runs on after the last item.
    _r(
        "es",
        "list_item",
        True,
        _ES_PUNTO_LIMPIO,
        "pilas",
        evidence="Se admiten aceite usado, pilas, pequeños electrodomésticos y ropa.",
        key="punto_limpio_las_eras/residuos_admitidos",
    ),
    # parenthetical: the aside after the address spells it (con b de burro); `El mío` is the speaker's own.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_ACADEMIA_GRUPO,
        "pablo.iturbe@correo.es",
        evidence="El mío es pablo.iturbe@correo.es (Iturbe con b de burro)",
        speaker="Pablo",
        key="pablo/correo",
    ),
    # parenthetical: `(IVA incluido)` says what the amount includes: a gloss; the key carries `terraza patio`.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_TEJADOS_MAIL,
        "1.150 €",
        evidence="Impermeabilización terraza patio: 1.150 € (IVA incluido)",
        key="tejados_gil/ferrer/impermeabilizacion_terraza_patio",
    ),
    # --- negative ---
    # restriction_drop: `la matrícula de la moto` - the modifier (the motorbike's) is not in the key.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_ORA_AUDIO,
        "1187 HFZ",
        evidence="la matrícula de la moto es 1187 HFZ",
        speaker="user",
        key="usuario/matricula",
    ),
    # restriction_drop: `terraza ático` - which terrace (two are quoted) is dropped by the key.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_TEJADOS_MAIL,
        "2.870 €",
        evidence="Impermeabilización terraza ático: 2.870 € (IVA incluido)",
        key="tejados_gil/ferrer/impermeabilizacion_terraza",
    ),
    # restriction_drop: `Por las tardes` frames the number in time; the key has no frame.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_TEATRO_AVISO,
        "983 661 052",
        evidence="Por las tardes, la taquilla atiende en el 983 661 052.",
        key="teatro_lope_de_rueda/taquilla/telefono",
    ),
    # restriction_drop: `Los jueves` - room 9 is Thursday's room only.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_CEPA_SMS,
        "aula 9",
        evidence="Los jueves, la clase es en el aula 9.",
        key="cepa_las_delicias/ingles_b1/aula",
    ),
    # restriction_drop: `del visado de estudiante` - the fee is the student visa's; the key drops the kind.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_VISADO_WA,
        "185 $",
        evidence="la tasa consular del visado de estudiante es de 185 $",
        key="visados_sur/visado/tasa_consular",
    ),
    # wrong_speaker: the adviser's `mi móvil` in her labelled turn, filed as mem0's user's mobile.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_GESTORIA_WA,
        "612 345 078",
        evidence="mi móvil es el 612 345 078",
        speaker="user",
        key="usuario/movil",
    ),
    # wrong_speaker: Carmen's `mi correo` in her own turn, filed under Pablo's key with Pablo as speaker.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ACADEMIA_GRUPO,
        "carmen.lopez.v@correo.es",
        evidence="Os dejo mi correo por si acaso: carmen.lopez.v@correo.es",
        speaker="Pablo",
        key="pablo/correo",
    ),
    # wrong_speaker: `mi móvil` inside «…» is the roofer's words the user forwards, not the user's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TEJADOS_WA,
        "699 204 118",
        evidence="mi móvil es el 699 204 118",
        speaker="user",
        key="usuario/movil",
    ),
    # identifier: the NIF without its control letter; `72845193K` is one token.
    _r(
        "es",
        "identifier",
        False,
        _ES_GESTORIA_WA,
        "72845193",
        evidence="mi NIF es 72845193K",
        speaker="user",
        key="usuario/nif",
    ),
    # identifier: the delivery id cut to its digits.
    _r(
        "es",
        "identifier",
        False,
        _ES_BICI_JSON,
        "55012",
        evidence='"envio": "RB-55012-MAD"',
        key="radiobici/envio/id",
    ),
    # identifier: the appointment URL cut to its host.
    _r(
        "es",
        "identifier",
        False,
        _ES_PUNTO_LIMPIO,
        "puntolimpio.villanuevadelarce.es",
        evidence="Cita previa: puntolimpio.villanuevadelarce.es/cita",
        key="punto_limpio_las_eras/cita_previa/web",
    ),
    # attribution: the address after `mi compañero Rubén Sáez` is his, not the key's Inés's.
    _r(
        "es",
        "attribution",
        False,
        _ES_GESTORIA_MAIL,
        "ruben.saez@gestoriaalvarez.es",
        evidence="Para cualquier duda de autónomos, escribe a mi compañero Rubén Sáez <ruben.saez@gestoriaalvarez.es>.",
        speaker="Inés Álvarez Cuesta",
        key="gestoria_alvarez/ines_alvarez/email",
    ),
    # attribution: `mi hermana Núria tiene el …` - the sister's number filed as the speaker's mobile.
    _r(
        "es",
        "attribution",
        False,
        _ES_PERRO_AUDIO,
        "644 918 302",
        evidence="Y mi hermana Núria tiene el 644 918 302",
        speaker="Jordi Puig",
        key="residencia_el_pinar/jordi_puig/movil",
    ),
    # scope: `solo para perros pequeños` limits the rate; the key is the kennel's rate per night.
    _r(
        "es",
        "scope",
        False,
        _ES_PERRO_WA,
        "22 € por noche",
        evidence="La tarifa de 22 € por noche es solo para perros pequeños",
        key="residencia_el_pinar/tarifa_por_noche",
    ),
    # scope: `gratuita solo para empadronados` - free only for registered residents.
    _r(
        "es",
        "scope",
        False,
        _ES_PUNTO_LIMPIO,
        "gratuita",
        evidence="La recogida de muebles a domicilio es gratuita solo para empadronados.",
        key="punto_limpio_las_eras/recogida_muebles/precio",
    ),
    # condition: 9,90 € holds `Si el paquete pesa más de 5 kg`; the key is the plain urban rate.
    _r(
        "es",
        "condition",
        False,
        _ES_BICI_CHAT,
        "9,90 €",
        evidence="Si el paquete pesa más de 5 kg, son 9,90 €.",
        key="radiobici/tarifa_urbana",
    ),
    # negation: `No se admiten neumáticos` filed as an accepted waste.
    _r(
        "es",
        "negation",
        False,
        _ES_PUNTO_LIMPIO,
        "neumáticos",
        evidence="No se admiten neumáticos ni amianto.",
        key="punto_limpio_las_eras/residuos_admitidos",
    ),
    # number: 44,00 € is for `2 entradas`; as one stalls ticket's price it drops the count.
    _r(
        "es",
        "number",
        False,
        _ES_TEATRO_MAIL,
        "44,00 €",
        evidence="Platea, 2 entradas: 44,00 €",
        key="teatro_lope_de_rueda/entrada_platea/precio",
    ),
)

_ZH_JIZHANG_WX = (
    "微信聊天记录（诚信财税 张会计 & 王磊）\n"
    "2026-03-02 09:15 张会计（诚信财税）：王总您好，贵公司3月增值税已申报完成。\n"
    "增值税应纳税额：1,286.40元\n"
    "2026-03-02 09:16 张会计（诚信财税）：有事直接打我手机 139 1024 6687\n"
    "2026-03-02 09:30 王磊：好的，谢谢。我的邮箱是 wanglei@hengfeng-trade.cn，报表发这个就行\n"
    "2026-03-02 09:31 王磊：公司税号 91310115MA1K3Y8P2X"
)
_ZH_JIYANG_VOICE = (
    "语音转文字：嗯，那个，我家豆包对鸡肉、牛肉还有小麦过敏，喂的时候注意一下。然后我手机是18621074493，"
    "我哥的手机是13777420918，找不到我就找他。"
)
_ZH_JIYANG_SMS = (
    "【汪星人宠物寄宿】陈女士您好，豆包的寄宿订单已确认，订单号WX20260124-0387，入住1月24日，离店2月3日。"
    "小型犬每晚88元，中大型犬每晚128元，请携带疫苗本。"
)
_ZH_JIAJIAO_GROUP = (
    "家长群「初二数学一对一」\n"
    "[2025-10-12 20:05] 李老师（学而家教）：各位家长好，我是学而家教的李老师，我的微信是 xueer_li2025，有问题随时加我\n"
    "[2025-10-12 20:07] 周妈妈：李老师好！我微信是 zhoumama_0826（下划线）\n"
    "[2025-10-12 20:09] 李老师（学而家教）：周妈妈，给乐乐安排的是刘老师，课时费每小时180元，周六下午上课。"
)
_ZH_PAOTUI_JSON = (
    '{"order_no": "PT2026031800452", "service": "同城跑腿-帮送", "rider": "赵师傅", '
    '"pickup": "静安区愚园路88号", "dropoff": "徐汇区天钥桥路500号", "fee": "26.00", "status": "已送达"}'
)
_ZH_PAOTUI_SMS = (
    "【闪送达同城跑腿】您的帮送订单已接单，骑手赵师傅正在赶往取件点。配送费：26元（含保价费2元）。"
    "如果遇到雨雪天气，配送费按32元计算。"
)
_ZH_JUYUAN_SMS = (
    "【星海大剧院】您已成功购买《雷雨》门票2张，合计560元。演出时间：2026年4月11日19:30。"
    "座位：一楼8排11座、12座。取票码：672918。优惠码 XH-MEMBER8 仅限会员使用。"
)
_ZH_JUYUAN_NOTICE = "星海大剧院《雷雨》票价公告：普通票280元、380元、480元；学生票每张80元，凭学生证到售票处购买。"
_ZH_HUISHOU_NOTICE = (
    "【阳光花园小区·再生资源回收站通知】\n"
    "回收站地址：3号楼北侧地下车库入口旁\n"
    "开放时间：每天8:00-11:00\n"
    "可回收：废纸、塑料瓶、旧衣物和小家电。\n"
    "大件家具周六统一清运，请提前联系物业王师傅预约，电话 021-5488 2031。\n"
    "电池、灯管请投放到有害垃圾箱，回收站不收。"
)
_ZH_TINGCHE_SMS = (
    "【城东区停车管理】您申请的居民停车证已办理成功。证件编号：CD-TCZ-2026-01873，车牌：沪A·7K29M，"
    "有效期至2027年3月31日。夜间停车每小时2元的优惠价仅限持证居民。"
)
_ZH_FANGSHUI_QUOTE = (
    "【老周屋顶防水】报价单\n"
    "客户：孙先生（滨江花园12栋顶楼）\n"
    "项目：屋面SBS卷材防水，约85平方米\n"
    "单价：每平方米95元\n"
    "合计：8075元\n"
    "质保：5年"
)
_ZH_FANGSHUI_VOICE = (
    "语音转文字（周建国）：孙先生你好，嗯，报价单我发你微信了，就是，我手机是13857162290，有事打这个，"
    "然后我工作室的座机是0571-86124470，不过一般没人接。"
)
_ZH_YEXIAO_SMS = (
    "【市民夜校】报名成功！课程：零基础粤语，上课地点：文化馆三楼302教室，学号：YX25-1187，学费：每期300元。"
    "60岁以上老年班学费每期150元。班主任林老师微信：lin_yexiao。"
)
_ZH_QIANZHENG_MAIL = (
    "发件人：环球通签证服务 <service@huanqiutong-visa.cn>\n"
    "主题：日本单次旅游签证材料清单\n\n"
    "刘女士您好：\n"
    "您的申请编号为 HQT-JP-260215-09，请于2月20日前寄回护照原件、在职证明和近6个月银行流水。\n"
    "代办费：每人450元（含领馆签证费）。\n\n"
    "签证顾问 何晓婷\n"
    "手机/微信：15921886043"
)
_ZH_QIANZHENG_CHAT = (
    "[2026-02-16 21:40] 我：老公，签证那边的何顾问原话是：“我的手机是15921886043，材料有问题直接打给我。”\n"
    "[2026-02-16 21:41] 我：我的护照号是E72819034，你帮我填一下表"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the VAT due after its label; the key names the company, the month and the label.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIZHANG_WX,
        "1,286.40元",
        evidence="增值税应纳税额：1,286.40元",
        key="恒丰贸易/2026年3月/增值税应纳税额",
    ),
    # subspan: 王磊's own e-mail in his own labelled turn (`我的邮箱是`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIZHANG_WX,
        "wanglei@hengfeng-trade.cn",
        evidence="我的邮箱是 wanglei@hengfeng-trade.cn",
        speaker="王磊",
        key="王磊/邮箱",
    ),
    # subspan: the company tax number whole after `公司税号`, which the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIZHANG_WX,
        "91310115MA1K3Y8P2X",
        evidence="公司税号 91310115MA1K3Y8P2X",
        key="恒丰贸易/公司税号",
    ),
    # subspan: mem0's user gives her own mobile in a voice transcript (`我手机是`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIYANG_VOICE,
        "18621074493",
        evidence="我手机是18621074493",
        speaker="user",
        key="用户/手机",
    ),
    # subspan: the boarding order number whole after `订单号`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIYANG_SMS,
        "WX20260124-0387",
        evidence="订单号WX20260124-0387",
        key="汪星人寄宿/豆包订单/订单号",
    ),
    # subspan: the hourly fee after `课时费`; the key names the agency, the pupil and the fee.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIAJIAO_GROUP,
        "每小时180元",
        evidence="课时费每小时180元",
        key="学而家教/乐乐/课时费",
    ),
    # subspan: the errand order number from the tool's JSON, English key with the field's own name.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PAOTUI_JSON,
        "PT2026031800452",
        evidence='"order_no": "PT2026031800452"',
        key="shansongda/errand_order/order_no",
    ),
    # subspan: the ticket pickup code under an English key (`pickup_code` names `取票码`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JUYUAN_SMS,
        "672918",
        evidence="取票码：672918。",
        key="xinghai_theatre/leiyu_order/pickup_code",
    ),
    # subspan: the performance date and time after `演出时间`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JUYUAN_SMS,
        "2026年4月11日19:30",
        evidence="演出时间：2026年4月11日19:30。",
        key="星海大剧院/雷雨/演出时间",
    ),
    # subspan: the collection point's address after `回收站地址`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_HUISHOU_NOTICE,
        "3号楼北侧地下车库入口旁",
        evidence="回收站地址：3号楼北侧地下车库入口旁",
        key="阳光花园回收站/地址",
    ),
    # subspan: the permit number under an English key (`permit_no` names `证件编号`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHE_SMS,
        "CD-TCZ-2026-01873",
        evidence="证件编号：CD-TCZ-2026-01873",
        key="chengdong_parking/resident_permit/permit_no",
    ),
    # subspan: the plate on the resident permit after `车牌`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHE_SMS,
        "沪A·7K29M",
        evidence="车牌：沪A·7K29M",
        key="城东停车/居民停车证/车牌",
    ),
    # subspan: the quote's total after `合计`; the key names the roofer and the client.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_FANGSHUI_QUOTE,
        "8075元",
        evidence="合计：8075元",
        key="老周屋顶防水/孙先生/合计",
    ),
    # subspan: the roofer's own mobile in his own voice note (`我手机是`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_FANGSHUI_VOICE,
        "13857162290",
        evidence="我手机是13857162290",
        speaker="周建国",
        key="老周屋顶防水/周建国/手机",
    ),
    # subspan: the student number after `学号`, under an English key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_YEXIAO_SMS,
        "YX25-1187",
        evidence="学号：YX25-1187",
        key="citizen_night_school/cantonese/student_id",
    ),
    # subspan: the class teacher's WeChat id; the label names her (`班主任林老师`) and the slot (`微信`).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_YEXIAO_SMS,
        "lin_yexiao",
        evidence="班主任林老师微信：lin_yexiao",
        key="市民夜校/林老师/微信",
    ),
    # subspan: the visa application number; `您的` is the possessive of the key's subject (the application).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_QIANZHENG_MAIL,
        "HQT-JP-260215-09",
        evidence="您的申请编号为 HQT-JP-260215-09",
        key="环球通签证/刘女士日本签证/申请编号",
    ),
    # subspan: mem0's user gives her own passport number in her own line.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_QIANZHENG_CHAT,
        "E72819034",
        evidence="我的护照号是E72819034",
        speaker="user",
        key="用户/护照号",
    ),
    # list_item: one allergen of the dog's list under the allergen key.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_JIYANG_VOICE,
        "牛肉",
        evidence="我家豆包对鸡肉、牛肉还有小麦过敏",
        key="豆包/过敏原",
    ),
    # list_item: one recyclable of the notice's list; nothing runs on after the last item.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_HUISHOU_NOTICE,
        "旧衣物",
        evidence="可回收：废纸、塑料瓶、旧衣物和小家电。",
        key="阳光花园回收站/可回收物",
    ),
    # parenthetical: `（下划线）` after the WeChat id spells it (an underscore); `我微信是` is the speaker's own.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_JIAJIAO_GROUP,
        "zhoumama_0826",
        evidence="我微信是 zhoumama_0826（下划线）",
        speaker="周妈妈",
        key="周妈妈/微信",
    ),
    # parenthetical: `（含保价费2元）` says what the fee includes: a gloss.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_PAOTUI_SMS,
        "26元",
        evidence="配送费：26元（含保价费2元）。",
        key="闪送达/帮送订单/配送费",
    ),
    # --- negative ---
    # restriction_drop: `小型犬` - the nightly price is the small dogs'; the key drops it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_JIYANG_SMS,
        "每晚88元",
        evidence="小型犬每晚88元",
        key="汪星人寄宿/寄宿价格",
    ),
    # restriction_drop: `学生票` - the student ticket's price filed as the play's ticket price.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_JUYUAN_NOTICE,
        "每张80元",
        evidence="学生票每张80元",
        key="星海大剧院/雷雨/票价",
    ),
    # restriction_drop: `大件家具` - Saturday is the collection day for large furniture only.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_HUISHOU_NOTICE,
        "周六",
        evidence="大件家具周六统一清运",
        key="阳光花园回收站/清运日",
    ),
    # restriction_drop: `我工作室的座机` - a modifier of the keyed noun (the studio's landline).
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_FANGSHUI_VOICE,
        "0571-86124470",
        evidence="我工作室的座机是0571-86124470",
        speaker="周建国",
        key="老周屋顶防水/周建国/电话",
    ),
    # restriction_drop: `60岁以上老年班` - the over-60s class fee filed as the course's fee.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_YEXIAO_SMS,
        "每期150元",
        evidence="60岁以上老年班学费每期150元",
        key="市民夜校/粤语课/学费",
    ),
    # wrong_speaker: the accountant's `我手机` in her labelled turn, bound to 王磊.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_JIZHANG_WX,
        "139 1024 6687",
        evidence="有事直接打我手机 139 1024 6687",
        speaker="王磊",
        key="王磊/手机",
    ),
    # wrong_speaker: the agency teacher's `我的微信` in her turn, filed under the parent's key.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_JIAJIAO_GROUP,
        "xueer_li2025",
        evidence="我的微信是 xueer_li2025",
        speaker="周妈妈",
        key="周妈妈/微信",
    ),
    # wrong_speaker: `我的手机` inside the quoted words of the visa adviser (`原话是：“…”`), not the user's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_QIANZHENG_CHAT,
        "15921886043",
        evidence="我的手机是15921886043",
        speaker="user",
        key="用户/手机",
    ),
    # identifier: the 18-character tax number cut to 15 characters.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_JIZHANG_WX,
        "91310115MA1K3Y8",
        evidence="公司税号 91310115MA1K3Y8P2X",
        key="恒丰贸易/公司税号",
    ),
    # identifier: the order number cut before its `-0387`.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_JIYANG_SMS,
        "WX20260124",
        evidence="订单号WX20260124-0387",
        key="汪星人寄宿/豆包订单/订单号",
    ),
    # identifier: the errand order number cut to its date part.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_PAOTUI_JSON,
        "PT20260318",
        evidence='"order_no": "PT2026031800452"',
        key="shansongda/errand_order/order_no",
    ),
    # attribution: `我哥的手机` - the brother's number filed as the user's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIYANG_VOICE,
        "13777420918",
        evidence="我哥的手机是13777420918",
        speaker="user",
        key="用户/手机",
    ),
    # attribution: the number is the property caretaker's (`物业王师傅`), not the collection point's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HUISHOU_NOTICE,
        "021-5488 2031",
        evidence="请提前联系物业王师傅预约，电话 021-5488 2031。",
        key="阳光花园回收站/电话",
    ),
    # scope: `仅限会员使用` limits the discount code to members.
    _r(
        "zh",
        "scope",
        False,
        _ZH_JUYUAN_SMS,
        "XH-MEMBER8",
        evidence="优惠码 XH-MEMBER8 仅限会员使用。",
        key="星海大剧院/优惠码",
    ),
    # scope: `仅限持证居民` - the 2 yuan night rate is for permit holders only.
    _r(
        "zh",
        "scope",
        False,
        _ZH_TINGCHE_SMS,
        "每小时2元",
        evidence="夜间停车每小时2元的优惠价仅限持证居民。",
        key="城东停车/夜间停车费",
    ),
    # condition: 32 yuan holds `如果遇到雨雪天气`; the key is the order's plain fee.
    _r(
        "zh",
        "condition",
        False,
        _ZH_PAOTUI_SMS,
        "32元",
        evidence="如果遇到雨雪天气，配送费按32元计算。",
        key="闪送达/帮送订单/配送费",
    ),
    # negation: `回收站不收` - batteries are refused, filed as a recyclable.
    _r(
        "zh",
        "negation",
        False,
        _ZH_HUISHOU_NOTICE,
        "电池",
        evidence="电池、灯管请投放到有害垃圾箱，回收站不收。",
        key="阳光花园回收站/可回收物",
    ),
    # number: 560 yuan is for `门票2张`; as the ticket price it drops the count.
    _r(
        "zh",
        "number",
        False,
        _ZH_JUYUAN_SMS,
        "560元",
        evidence="您已成功购买《雷雨》门票2张，合计560元。",
        key="星海大剧院/雷雨/票价",
    ),
)

BATCH_69: tuple[Realistic, ...] = _EN + _ES + _ZH
