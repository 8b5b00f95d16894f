"""The realistic set's seventy-first batch: a blind measurement of the merged admission rules (issue 31, brief B71).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b71, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records, and no commit history was read. Every source is invented here, in domains the
earlier batches used little: school PTAs, running clubs, housing co-ops, band rehearsals, hostel staff rotas,
translation agencies, dental practices' front desks, car boot sales, bell ringers and community gardens' committees
(AMPAs, clubes de running, cooperativas de vivienda, ensayos de banda, turnos de albergues, agencias de traducción,
recepciones de clínicas dentales, mercadillos, campaneros, comisiones de huertos; 家委会, 跑团, 住房合作社, 乐队排练,
青旅排班, 翻译公司, 牙科前台, 跳蚤市场, 敲钟人协会, 社区花园委员会).

The batch mixes multi-speaker conversations with keyed values. Registers: group-chat exports with stamps (WhatsApp,
Slack, WeChat with a name-and-time line above each message), meeting notes and minutes with `Name:` turns, call
transcripts with staff-role labels (`Manager (Ines):`, `Hospitalera (Carmen):`, `前台：`), speech-to-text JSON with
one speaker field per utterance, a front-desk chat with mem0's `User`, voice notes transcribed with fillers, e-mails
with signatures, a booking line with field bars, an SMS, and JSON tool output. Spanish and Chinese sources are written
in their own registers, not translated from the English.

The values are written as memory extractors write them: third-person restatements with the speaker's name (Zep and
Graphiti) or with mem0's `User`, `Usuario` or `用户` (speaker `user`), the speaker dropped as subject, one item of a
list, a shared-subject conjunct, an aside or fillers dropped, and atomic values (an e-mail address, phone number, code,
amount, date or name) filed under a key in the manner of LangGraph's memory tools. Several negatives differ from a
faithful record of the same source only in what DESIGN §4 says matters: another turn's or a quoted first person, a
modifier of the keyed noun, another owner, a time frame, a negator, the past.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 6, coordination 3, list_item 3, parenthetical 2, filler 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 3, negation 2, tense 2, number 1, condition 1, scope 1, identifier 1. Every evidence
string is a verbatim span of its source (checked by plain string comparison only). The batch is unscored: scoring it is
the lead's, once it joins the realistic set.

Scored once by the lead on round 41's final rules (f6025f7, fifteenth session): 61/66 faithful (speaker 18/18, subspan
18/18, filler 6/6, parenthetical 6/6, list_item 7/9, coordination 6/9), 0/54 false accepts; 58/66 and 0/54 on
7776c3a, the session's first rules. The helper read DESIGN §4 with round 41's amendment (a transcript's JSON names a
whole utterance's speaker) and wrote its JSON records to it. Held out of the dev split
(`tests/unit/test_admission_blind_held_out.py`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------- English

_EN_PTA = (
    "[14/03/2025, 19:02] Priya Nair: Spring fair update! Helpers are still needed for the cake stall, the tombola and "
    "the face painting.\n"
    "[14/03/2025, 19:04] Callum Reid: I'm running the tombola with my sister\n"
    "[14/03/2025, 19:05] Priya Nair: amazing, thank you!! Only staff can park in the school car park on fair day, so "
    "please walk if you can.\n"
    "[14/03/2025, 19:07] Hollie Grant: I can do face painting 10-12 if someone brings the wipes"
)

_EN_BAND_JSON = (
    '{"recording": "rehearsal_2025-03-09.m4a", "segments": [\n'
    '  {"speaker": "Dee Okafor", "start": 3.2, "end": 6.9, "text": "Right, from the top of the second chorus."},\n'
    '  {"speaker": "Marcus Lee", "start": 7.1, "end": 9.4, "text": "I\'ve got the spare mutes in my car."},\n'
    '  {"speaker": "Dee Okafor", "start": 9.8, "end": 12.0, "text": "Great, bring them in at the break."}\n'
    "]}"
)

_EN_BAND_CHAT = (
    "Lantern Street Band - group chat\n"
    "Dee: Marcus loads the van and drives the kit to the Legion hall on Saturday.\n"
    "Marcus: [voice note transcript] Um, so yeah, the rehearsal room's booked for Thursday, uh, from seven.\n"
    "Dee: 👍"
)

_EN_COOP = (
    "Elm Court Housing Co-op - maintenance subgroup, 2 April\n"
    "Attending: Joanna, Dev, Sol\n"
    "Joanna: I've booked the roofer for the 22nd. Subletting isn't permitted under the new tenancy rules, by the way.\n"
    "Dev: I look after the bike store keys now.\n"
    "Sol: The laundry room has a washer, a dryer and an ironing board. The dryer needs descaling though.\n"
    "Actions: Dev to label the keys."
)

_EN_DENTAL_CHAT = (
    "Harbour Lane Dental - online front desk (chat transcript)\n"
    "Assistant: Hi, you're chatting with Harbour Lane Dental's front desk assistant. How can I help?\n"
    "User: hi, I'm a patient at Harbour Lane Dental and I need to move my hygiene appointment\n"
    "Assistant: No problem. Before I rebook you, do you have any allergies we should know about?\n"
    "User: I'm allergic to latex, penicillin and ibuprofen\n"
    "User: and my husband's email is greg.hale@fastmail.com, send the confirmation there please"
)

_EN_DENTAL_MAIL = (
    "From: Front Desk <frontdesk@harbourlanedental.co.uk>\n"
    "To: Tunde Adeyemi <t.adeyemi@mailbox.org>\n"
    "Subject: Re: moving your check-up\n\n"
    "Dear Mr Adeyemi,\n\n"
    "Your check-up is now on Thursday 17 April at 9:40 with Dr Osei. Please arrive ten minutes early.\n\n"
    "Kind regards,\n"
    "Leanne\n"
    "Front Desk\n"
    "Harbour Lane Dental | 01632 960 418"
)

_EN_HOSTEL_CALL = (
    "Call log - Northgate Hostel staff line, Tue 8 Apr 08:14 (auto-transcript)\n"
    "Manager (Ines): Northgate Hostel, Ines speaking.\n"
    "Tomasz: Hi Ines, it's Tomasz. I'm covering reception tonight because Kira's ill.\n"
    "Manager (Ines): Thanks. Has she said anything about the weekend?\n"
    "Tomasz: She texted me, \"I can't do Friday nights any more,\" so Friday's open."
)

_EN_HOSTEL_CHAT = (
    "Northgate Hostel - staff rota (group)\n"
    "[07/04/2025, 21:15] Ines (manager): Rota for w/c 7 April is pinned. Reminder: if reception is closed, late "
    "arrivals collect keys from the bar.\n"
    "[07/04/2025, 21:16] Ines (manager): The staff wifi password is Kettle!Fox82, please don't share it with guests.\n"
    "[07/04/2025, 21:20] Kira: my mobile is 07700 900873\n"
    "[07/04/2025, 21:21] Kira: happy to swap a Thursday with anyone"
)

_EN_RUNNING = (
    "Riverside Runners 🏃 (WhatsApp)\n"
    "[09/03/2025, 20:11] Beth: Coach Dave (he's back from injury) is leading Thursday's track session at Parkside.\n"
    "[09/03/2025, 20:13] Gareth: I'm pacing the 10-minute-mile group on Sunday\n"
    "[09/03/2025, 20:14] Beth: Gareth's parkrun barcode is A4471203, can someone scan him in on Saturday?\n"
    "[09/03/2025, 20:20] Gareth: cheers Beth. fyi my old club was Dunmore Harriers, they're doing the relay too"
)

_EN_TRANSLATION = (
    "#intake - Lingua Bridge Translations (Slack export)\n"
    "Ana Ferreira  09:12  New client set up: Harlow Legal, contact Simon Pratt.\n"
    "Ana Ferreira  09:13  Harlow Legal's account code is HL-2291\n"
    "Ana Ferreira  09:14  PO number for the tribunal bundle is PO-77341, the witness statements will get their own PO\n"
    "Kwame Boateng  09:20  Ewa proofreads the Polish files and certifies the court translations, so route those to "
    "her\n"
    "Kwame Boateng  09:22  I used to translate for the Ghana High Commission, happy to take the Twi job"
)

_EN_RINGERS_NOTES = (
    "St Aldhelm's Guild of Ringers - practice night notes, Wed 5 March\n"
    "Tower captain: Margaret Ellery\n"
    "Steeple keeper: Alun Price\n"
    "Margaret: Practice moves to 7.30 from next week. The wedding on the 12th needs six ringers, so please sign the "
    "sheet.\n"
    "Alun: The tower key (the big iron one) is back on the hook in the vestry.\n"
    "Alun: I've oiled the clappers on 4 and 6."
)

_EN_RINGERS_MAIL = (
    "From: Alun Price <alun.price@ringers-mail.org.uk>\n"
    "To: St Aldhelm's ringers\n"
    "Subject: Quarter peal on the 30th\n\n"
    "Hi all,\n"
    "For the quarter peal on the 30th, please reply to our conductor, Margaret Ellery, m.ellery@stmarytowers.org.uk, "
    "by Friday.\n"
    "Thanks,\n"
    "Alun\n"
    "Steeple keeper, St Aldhelm's"
)

_EN_GARDEN_MINUTES = (
    "Greenside Community Garden - committee meeting, 11 March\n"
    "Present: Harriet (chair), Fiona, Olu, Pat\n"
    "Harriet: I chair the committee and I keep the seed-swap spreadsheet, so send me your lists.\n"
    "Olu: Plot fees for concession members stay at £15 a year; full members go up to £32.\n"
    "Fiona: The water's back on at the top tap from Saturday.\n"
    "Pat: I won't be at the April meeting.\n"
    "AOB: none."
)

_EN_GARDEN_JSON = (
    '{"tool": "contacts.lookup", "query": "Greenside water officer", "result": {"name": "Fiona Walsh", '
    '"role": "Water officer", "phone": "07700 900212", "email": "fiona.walsh@greensidegardens.org"}}'
)

_EN_CAR_BOOT = (
    "Thornbury Car Boot - sellers 💬\n"
    "Raj: [voice note, auto-transcribed] so basically, the gates open at six for sellers, you know, and buyers come "
    "in at seven\n"
    "Linda: my booking confirmation came through 👇\n"
    "Linda: Thornbury Car Boot | Booking THB-5521 | Pitch C14 | Pitch fee: £12.00 | Sun 6 April"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Callum's own turn; his name for `I`, `is` agreeing, `his` for the speaker's later `my`.
    _r(
        "en",
        "speaker",
        True,
        _EN_PTA,
        "Callum Reid is running the tombola with his sister",
        evidence="I'm running the tombola with my sister",
        speaker="Callum Reid",
    ),
    # speaker: a whole utterance of the transcript JSON whose speaker field names Marcus Lee whole; `has`, `his` agree.
    _r(
        "en",
        "speaker",
        True,
        _EN_BAND_JSON,
        "Marcus Lee has got the spare mutes in his car.",
        evidence="I've got the spare mutes in my car.",
        speaker="Marcus Lee",
    ),
    # speaker: Dev's own turn in the minutes; subject elided for the speaker, `now` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_COOP,
        "Looks after the bike store keys now",
        evidence="I look after the bike store keys now.",
        speaker="Dev",
    ),
    # speaker: mem0's `User` for the `User:` turn's first person; the rest of the turn is a separate clause.
    _r(
        "en",
        "speaker",
        True,
        _EN_DENTAL_CHAT,
        "User is a patient at Harbour Lane Dental",
        evidence="I'm a patient at Harbour Lane Dental",
        speaker="user",
    ),
    # speaker: Tomasz's own turn; `tonight` kept, the `because` clause lies outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_HOSTEL_CALL,
        "Tomasz is covering reception tonight",
        evidence="I'm covering reception tonight",
        speaker="Tomasz",
    ),
    # speaker: Gareth's own chat line; the pace group and the day kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_RUNNING,
        "Gareth is pacing the 10-minute-mile group on Sunday",
        evidence="I'm pacing the 10-minute-mile group on Sunday",
        speaker="Gareth",
    ),
    # subspan: the code alone; `Harlow Legal's account code is` is the key's subject and relation with a copula.
    _r(
        "en",
        "subspan",
        True,
        _EN_TRANSLATION,
        "HL-2291",
        evidence="Harlow Legal's account code is HL-2291",
        key="lingua_bridge/harlow_legal/account_code",
    ),
    # subspan: the practice's number right after the practice's own name in its signature.
    _r(
        "en",
        "subspan",
        True,
        _EN_DENTAL_MAIL,
        "01632 960 418",
        evidence="Harbour Lane Dental | 01632 960 418",
        key="harbour_lane_dental/phone",
    ),
    # subspan: the amount after its field label `Pitch fee:`, which the key names.
    _r(
        "en",
        "subspan",
        True,
        _EN_CAR_BOOT,
        "£12.00",
        evidence="Pitch fee: £12.00",
        key="thornbury_car_boot/pitch_fee",
    ),
    # subspan: the name after its role label, which the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_RINGERS_NOTES,
        "Alun Price",
        evidence="Steeple keeper: Alun Price",
        key="st_aldhelms_ringers/steeple_keeper",
    ),
    # subspan: the e-mail field of a contact lookup whose name is the key's person.
    _r(
        "en",
        "subspan",
        True,
        _EN_GARDEN_JSON,
        "fiona.walsh@greensidegardens.org",
        evidence='"email": "fiona.walsh@greensidegardens.org"',
        key="greenside_gardens/fiona_walsh/email",
    ),
    # subspan: Kira's own turn, `my mobile is`: the speaker's first person and the key's slot, nothing else.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOSTEL_CHAT,
        "07700 900873",
        evidence="my mobile is 07700 900873",
        speaker="Kira",
        key="northgate_hostel/kira/mobile",
    ),
    # coordination: the second conjunct with its shared speaker subject; the first conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_GARDEN_MINUTES,
        "Harriet keeps the seed-swap spreadsheet",
        evidence="I chair the committee and I keep the seed-swap spreadsheet",
        speaker="Harriet",
    ),
    # coordination: Marcus's second verb phrase, with its own object, place and day; `loads the van and` dropped.
    _r(
        "en",
        "coordination",
        True,
        _EN_BAND_CHAT,
        "Marcus drives the kit to the Legion hall on Saturday",
        evidence="Marcus loads the van and drives the kit to the Legion hall on Saturday.",
    ),
    # coordination: Ewa's second conjunct; the first conjunct dropped whole, the `so` clause is outside the evidence.
    _r(
        "en",
        "coordination",
        True,
        _EN_TRANSLATION,
        "Ewa certifies the court translations",
        evidence="Ewa proofreads the Polish files and certifies the court translations",
    ),
    # list_item: the last item of an `and` list with the head `Helpers are still needed for`.
    _r(
        "en",
        "list_item",
        True,
        _EN_PTA,
        "Helpers are still needed for the face painting",
        evidence="Helpers are still needed for the cake stall, the tombola and the face painting.",
    ),
    # list_item: one allergy of the user's list, with mem0's `User` for `I`.
    _r(
        "en",
        "list_item",
        True,
        _EN_DENTAL_CHAT,
        "User is allergic to penicillin",
        evidence="I'm allergic to latex, penicillin and ibuprofen",
        speaker="user",
    ),
    # list_item: one appliance of the list; the article dropped, no item carries a number.
    _r(
        "en",
        "list_item",
        True,
        _EN_COOP,
        "The laundry room has a dryer",
        evidence="The laundry room has a washer, a dryer and an ironing board.",
    ),
    # parenthetical: an aside describing the opening noun phrase, no guard word in it.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_RINGERS_NOTES,
        "The tower key is back on the hook in the vestry.",
        evidence="The tower key (the big iron one) is back on the hook in the vestry.",
    ),
    # parenthetical: the bracketed aside about the coach dropped; day and place kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_RUNNING,
        "Coach Dave is leading Thursday's track session at Parkside.",
        evidence="Coach Dave (he's back from injury) is leading Thursday's track session at Parkside.",
    ),
    # filler: `Um, so yeah` and `uh` dropped from a voice-note transcript; day and time kept.
    _r(
        "en",
        "filler",
        True,
        _EN_BAND_CHAT,
        "The rehearsal room's booked for Thursday from seven",
        evidence="Um, so yeah, the rehearsal room's booked for Thursday, uh, from seven.",
    ),
    # filler: `so basically` and `you know` dropped; both clauses kept with their times.
    _r(
        "en",
        "filler",
        True,
        _EN_CAR_BOOT,
        "The gates open at six for sellers and buyers come in at seven",
        evidence="so basically, the gates open at six for sellers, you know, and buyers come in at seven",
    ),
    # --- negative ---
    # wrong_speaker: Callum's turn bound to Priya (the faithful record above with another speaker).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PTA,
        "Priya Nair is running the tombola with her sister",
        evidence="I'm running the tombola with my sister",
        speaker="Priya Nair",
    ),
    # wrong_speaker: Marcus Lee's utterance in the JSON bound to Dee Okafor.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_BAND_JSON,
        "Dee Okafor has got the spare mutes in her car.",
        evidence="I've got the spare mutes in my car.",
        speaker="Dee Okafor",
    ),
    # wrong_speaker: Joanna's turn (`Joanna:`) bound to Sol.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COOP,
        "Sol has booked the roofer for the 22nd.",
        evidence="I've booked the roofer for the 22nd.",
        speaker="Sol",
    ),
    # wrong_speaker: the first person of Kira's quoted text inside Tomasz's turn is Kira's, not Tomasz's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HOSTEL_CALL,
        "Tomasz can't do Friday nights any more",
        evidence="I can't do Friday nights any more",
        speaker="Tomasz",
    ),
    # restriction_drop: the PO is the tribunal bundle's; `for the tribunal bundle` is a frame the key does not carry.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_TRANSLATION,
        "PO-77341",
        evidence="PO number for the tribunal bundle is PO-77341",
        key="lingua_bridge/harlow_legal/po_number",
    ),
    # restriction_drop: the £15 fee is the concession members' one; the key drops who it is for.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_GARDEN_MINUTES,
        "£15 a year",
        evidence="Plot fees for concession members stay at £15 a year",
        key="greenside_garden/plot_fee",
    ),
    # restriction_drop: `staff` modifies the keyed noun (the staff wifi password, not the guests').
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HOSTEL_CHAT,
        "Kettle!Fox82",
        evidence="The staff wifi password is Kettle!Fox82",
        key="northgate_hostel/wifi_password",
    ),
    # attribution: the address is the user's husband's, filed as the user's own e-mail.
    _r(
        "en",
        "attribution",
        False,
        _EN_DENTAL_CHAT,
        "greg.hale@fastmail.com",
        evidence="my husband's email is greg.hale@fastmail.com",
        speaker="user",
        key="user/email",
    ),
    # attribution: the address follows the conductor's name, Margaret Ellery's, not the sender Alun's.
    _r(
        "en",
        "attribution",
        False,
        _EN_RINGERS_MAIL,
        "m.ellery@stmarytowers.org.uk",
        evidence="please reply to our conductor, Margaret Ellery, m.ellery@stmarytowers.org.uk",
        speaker="Alun Price",
        key="st_aldhelms_ringers/alun_price/email",
    ),
    # attribution: Beth posts Gareth's barcode; filed under Beth.
    _r(
        "en",
        "attribution",
        False,
        _EN_RUNNING,
        "A4471203",
        evidence="Gareth's parkrun barcode is A4471203",
        speaker="Beth",
        key="riverside_runners/beth/parkrun_barcode",
    ),
    # negation: `won't` dropped.
    _r(
        "en",
        "negation",
        False,
        _EN_GARDEN_MINUTES,
        "Pat will be at the April meeting",
        evidence="I won't be at the April meeting.",
        speaker="Pat",
    ),
    # negation: `isn't permitted` turned into `is permitted`.
    _r(
        "en",
        "negation",
        False,
        _EN_COOP,
        "Subletting is permitted under the new tenancy rules",
        evidence="Subletting isn't permitted under the new tenancy rules",
    ),
    # tense: `used to translate` (the past) restated as the present.
    _r(
        "en",
        "tense",
        False,
        _EN_TRANSLATION,
        "Kwame Boateng translates for the Ghana High Commission",
        evidence="I used to translate for the Ghana High Commission",
        speaker="Kwame Boateng",
    ),
    # tense: `my old club was` gives a former club, not `gareth/club`.
    _r(
        "en",
        "tense",
        False,
        _EN_RUNNING,
        "Dunmore Harriers",
        evidence="my old club was Dunmore Harriers",
        speaker="Gareth",
        key="riverside_runners/gareth/club",
    ),
    # number: `six` dropped from the count of ringers needed.
    _r(
        "en",
        "number",
        False,
        _EN_RINGERS_NOTES,
        "The wedding on the 12th needs ringers",
        evidence="The wedding on the 12th needs six ringers",
    ),
    # condition: the `if reception is closed` condition dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_HOSTEL_CHAT,
        "Late arrivals collect keys from the bar",
        evidence="if reception is closed, late arrivals collect keys from the bar.",
    ),
    # scope: `Only` dropped: staff's permission restated without its exclusivity.
    _r(
        "en",
        "scope",
        False,
        _EN_PTA,
        "Staff can park in the school car park on fair day",
        evidence="Only staff can park in the school car park on fair day",
    ),
    # identifier: the e-mail address truncated (`.co` for `.co.uk`).
    _r(
        "en",
        "identifier",
        False,
        _EN_DENTAL_MAIL,
        "frontdesk@harbourlanedental.co",
        evidence="Front Desk <frontdesk@harbourlanedental.co.uk>",
        key="harbour_lane_dental/email",
    ),
)

# ---------------------------------------------------------------------------------------------------------- Spanish

_ES_AMPA = (
    "AMPA CEIP Los Almendros 🍫\n"
    "[11/3/25 21:04] Nuria Soler: Chicas, para la chocolatada hacen falta vasos, servilletas y azúcar, ¿quién se "
    "apunta?\n"
    "[11/3/25 21:06] Merche Gil: Yo llevo los churros, que mi cuñado tiene churrería 😂\n"
    "[11/3/25 21:07] Nuria Soler: jajaja genial. Os dejo el teléfono de mi marido: 678 902 114\n"
    "[11/3/25 21:10] Iván Prieto: Yo monto las mesas a las 16:00 con mi hijo\n"
    "[11/3/25 21:31] Iván Prieto: [Nota de voz transcrita] Eh, bueno, o sea, las mesas ya están en el gimnasio, ¿vale?"
)

_ES_BANDA_JSON = (
    '{"archivo": "ensayo_banda_2025-03-20.wav", "idioma": "es", "segmentos": [\n'
    '  {"hablante": "Rocío Vidal", "inicio": 2.1, "texto": "A ver, empezamos por el pasodoble."},\n'
    '  {"hablante": "Andrés Moya", "inicio": 6.4, "texto": "Tengo las partituras nuevas en la furgoneta."},\n'
    '  {"hablante": "Rocío Vidal", "inicio": 9.0, "texto": "El domingo no toco en el pasacalles, que tengo boda."},\n'
    '  {"hablante": "Andrés Moya", "inicio": 12.7, "texto": "Vale, te sustituye Lidia."}\n'
    "]}"
)

_ES_BANDA_CHAT = (
    "Banda Municipal de Villanueva - avisos\n"
    "Rocío: Después del ensayo, Andrés recoge las sillas y cierra el local.\n"
    "Andrés: 👌"
)

_ES_COOP = (
    "Cooperativa de Viviendas La Colmena - Acta de la asamblea ordinaria, 6 de marzo de 2025\n"
    "Asistentes: Maite, Jon, Lucía y Ramiro (presidente).\n"
    "Maite: Llevo las cuentas de la comunidad hasta que se elija nueva tesorera.\n"
    "Jon: Yo gestiono las llaves del local social.\n"
    "Lucía: La cuota mensual de los socios nuevos es de 95 €; la de los fundadores no cambia. Ramiro, el vecino del "
    "ático, se encarga de las plantas del patio.\n"
    "Ramiro: La anterior presidenta era Begoña Ferrer, y le enviaremos unas flores en nombre de todos."
)

_ES_DENTAL = (
    "[Transcripción de llamada - Clínica Dental Sonrisas, recepción]\n"
    "Recepcionista: Clínica Dental Sonrisas, le atiende Elena.\n"
    "Usuario: Hola, soy paciente de la doctora Campos y quería cambiar la limpieza del jueves.\n"
    "Recepcionista: Sin problema. Yo los jueves salgo a las tres, pero le atiende mi compañera. La doctora Campos "
    "atiende a pacientes de Sanitas, Adeslas y DKV.\n"
    "Usuario: Mejor por la tarde, que por las mañanas trabajo en el mercado central."
)

_ES_ALBERGUE = (
    "Llamada - Albergue de peregrinos de Sahagún, 07:52\n"
    "Hospitalera (Carmen): Albergue, dígame.\n"
    "Quique: Carmen, soy Quique. Yo cubro la recepción esta noche, que Paula está con fiebre.\n"
    "Hospitalera (Carmen): Vale. Yo abro mañana a las seis. Paula hace los desayunos y limpia los baños de abajo.\n"
    "Quique: Perfecto, y el domingo libro."
)

_ES_RUNNING = (
    "Club Running Retiro 🏃‍♀️\n"
    "[2/3/25 8:40] Lorena: Yo llevo el avituallamiento del km 15 el domingo\n"
    "[2/3/25 8:41] Lorena: mi correo es lorena.mtz@gmail.com, mandadme ahí las fotos\n"
    "[2/3/25 8:45] Sergio: ¿Tú no corrías con otro club?\n"
    "[2/3/25 8:47] Lorena: antes entrenaba con el Canal Running, sí"
)

_ES_TRADUCCION = (
    "De: Beatriz Olmedo <beatriz.olmedo@traduccionesolmedo.es>\n"
    "Para: Raúl Serrano\n"
    "Asunto: RE: Presupuesto traducción jurada\n\n"
    "Hola, Raúl:\n"
    "Te confirmo que la traducción jurada del certificado sale por 48 € (IVA incluido). Referencia del encargo: "
    "TJ-2025-0317.\n"
    "Para dudas de facturación, escribid a Jaime Ortiz, jaime.ortiz@traduccionesolmedo.es.\n"
    "Un saludo,\n"
    "Beatriz Olmedo\n"
    "Traducciones Olmedo · Tel. 91 555 62 18"
)

_ES_MERCADILLO = (
    "Vendedores Mercadillo San Blas\n"
    "[15/3/25, 9:02] Chelo: Este sábado traigo libros, vinilos y cómics, pasaos\n"
    '[15/3/25, 9:05] Rafa: 🎤 Nota de voz: "Pues mira, el montaje es, eh, a partir de las siete, ¿sabes?"\n'
    "[15/3/25, 9:07] Organización San Blas: Recordad: en el mercadillo solo se puede pagar en efectivo. No se "
    "admiten puestos de comida.\n"
    "[15/3/25, 9:10] Organización San Blas: Cuota por puesto: 10 €."
)

_ES_CAMPANEROS = (
    "Campaneros de la Colegiata 🔔\n"
    "Descripción del grupo: Coordinador de toques: Fermín Alcalde · Tesorera: Nieves Carrasco\n"
    "Fermín: Recordad que el toque de difuntos del sábado es a las 12:00.\n"
    "Fermín: Tomás me ha pedido que os pase su número: 699 123 456\n"
    "Nieves: La llave del campanario (la grande, de hierro) está en la sacristía."
)

_ES_HUERTOS_JSON = (
    '{"herramienta": "buscar_socio", "consulta": "Amparo Ruiz", "resultado": {"nombre": "Amparo Ruiz", '
    '"parcela": "B-07", "correo": "amparo.ruiz@huertoselcarmen.org", "telefono": "612 345 978"}}'
)

_ES_HUERTOS_CHAT = (
    "Comisión de Huertos El Carmen (WhatsApp)\n"
    "Amparo: Yo riego las parcelas de la zona B y saco la compostera los lunes.\n"
    "Amparo: Tengo dos parcelas en la zona B, por si alguien quiere plantones.\n"
    "Amparo: Mi móvil del trabajo es 634 221 908.\n"
    "Paco: apuntado"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Merche's own line; her name for `yo`, `lleva` agreeing; the causal clause lies outside the evidence.
    _r(
        "es",
        "speaker",
        True,
        _ES_AMPA,
        "Merche Gil lleva los churros",
        evidence="Yo llevo los churros",
        speaker="Merche Gil",
    ),
    # speaker: a whole utterance of the JSON whose `hablante` names Andrés Moya whole; `tiene` agrees.
    _r(
        "es",
        "speaker",
        True,
        _ES_BANDA_JSON,
        "Andrés Moya tiene las partituras nuevas en la furgoneta.",
        evidence="Tengo las partituras nuevas en la furgoneta.",
        speaker="Andrés Moya",
    ),
    # speaker: Jon's own turn in the minutes; subject elided for the speaker.
    _r(
        "es",
        "speaker",
        True,
        _ES_COOP,
        "Gestiona las llaves del local social",
        evidence="Yo gestiono las llaves del local social.",
        speaker="Jon",
    ),
    # speaker: mem0's `Usuario` for the `Usuario:` turn's `soy`.
    _r(
        "es",
        "speaker",
        True,
        _ES_DENTAL,
        "Usuario es paciente de la doctora Campos",
        evidence="soy paciente de la doctora Campos",
        speaker="user",
    ),
    # speaker: Quique's own turn; `esta noche` kept, the causal clause outside the evidence.
    _r(
        "es",
        "speaker",
        True,
        _ES_ALBERGUE,
        "Quique cubre la recepción esta noche",
        evidence="Yo cubro la recepción esta noche",
        speaker="Quique",
    ),
    # speaker: Lorena's own line; the km and the day kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_RUNNING,
        "Lorena lleva el avituallamiento del km 15 el domingo",
        evidence="Yo llevo el avituallamiento del km 15 el domingo",
        speaker="Lorena",
    ),
    # subspan: the job reference after its label `Referencia del encargo:`, which the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_TRADUCCION,
        "TJ-2025-0317",
        evidence="Referencia del encargo: TJ-2025-0317.",
        key="traducciones_olmedo/encargo/referencia",
    ),
    # subspan: the agency's phone after the agency's own name and `Tel.` in the signature.
    _r(
        "es",
        "subspan",
        True,
        _ES_TRADUCCION,
        "91 555 62 18",
        evidence="Traducciones Olmedo · Tel. 91 555 62 18",
        key="traducciones_olmedo/telefono",
    ),
    # subspan: the amount after the label `Cuota por puesto:`, which the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_MERCADILLO,
        "10 €",
        evidence="Cuota por puesto: 10 €.",
        key="mercadillo_san_blas/cuota_por_puesto",
    ),
    # subspan: the name after its role label in the group description.
    _r(
        "es",
        "subspan",
        True,
        _ES_CAMPANEROS,
        "Fermín Alcalde",
        evidence="Coordinador de toques: Fermín Alcalde",
        key="campaneros_colegiata/coordinador_de_toques",
    ),
    # subspan: the plot field of a member lookup whose name is the key's person.
    _r(
        "es",
        "subspan",
        True,
        _ES_HUERTOS_JSON,
        "B-07",
        evidence='"parcela": "B-07"',
        key="huertos_el_carmen/amparo_ruiz/parcela",
    ),
    # subspan: Lorena's own `mi correo es`; the imperative after the comma lies outside the evidence.
    _r(
        "es",
        "subspan",
        True,
        _ES_RUNNING,
        "lorena.mtz@gmail.com",
        evidence="mi correo es lorena.mtz@gmail.com",
        speaker="Lorena",
        key="club_running_retiro/lorena/correo",
    ),
    # coordination: Andrés's second verb phrase with the shared subject and the sentence's opening frame kept.
    _r(
        "es",
        "coordination",
        True,
        _ES_BANDA_CHAT,
        "Después del ensayo, Andrés cierra el local.",
        evidence="Después del ensayo, Andrés recoge las sillas y cierra el local.",
    ),
    # coordination: Amparo's second conjunct with its day; `riego las parcelas de la zona B y` dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_HUERTOS_CHAT,
        "Amparo saca la compostera los lunes",
        evidence="Yo riego las parcelas de la zona B y saco la compostera los lunes.",
        speaker="Amparo",
    ),
    # coordination: Paula's second verb phrase; the first dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_ALBERGUE,
        "Paula limpia los baños de abajo",
        evidence="Paula hace los desayunos y limpia los baños de abajo.",
    ),
    # list_item: one item of the `y` list with the head `Para la chocolatada hacen falta`.
    _r(
        "es",
        "list_item",
        True,
        _ES_AMPA,
        "Para la chocolatada hacen falta servilletas",
        evidence="para la chocolatada hacen falta vasos, servilletas y azúcar",
    ),
    # list_item: one insurer of the list, the rest of the clause kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_DENTAL,
        "La doctora Campos atiende a pacientes de Adeslas",
        evidence="La doctora Campos atiende a pacientes de Sanitas, Adeslas y DKV.",
    ),
    # list_item: one item of Chelo's list under speaker binding (`traigo` → `trae`), the day kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_MERCADILLO,
        "Este sábado Chelo trae vinilos",
        evidence="Este sábado traigo libros, vinilos y cómics",
        speaker="Chelo",
    ),
    # parenthetical: the bracketed description of the key dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_CAMPANEROS,
        "La llave del campanario está en la sacristía.",
        evidence="La llave del campanario (la grande, de hierro) está en la sacristía.",
    ),
    # parenthetical: the appositive between commas after the opening name dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_COOP,
        "Ramiro se encarga de las plantas del patio.",
        evidence="Ramiro, el vecino del ático, se encarga de las plantas del patio.",
    ),
    # filler: `Eh, bueno, o sea` and the tag `¿vale?` dropped from a voice note.
    _r(
        "es",
        "filler",
        True,
        _ES_AMPA,
        "Las mesas ya están en el gimnasio",
        evidence="Eh, bueno, o sea, las mesas ya están en el gimnasio, ¿vale?",
    ),
    # filler: `Pues mira`, `eh` and `¿sabes?` dropped; the time kept.
    _r(
        "es",
        "filler",
        True,
        _ES_MERCADILLO,
        "El montaje es a partir de las siete",
        evidence="Pues mira, el montaje es, eh, a partir de las siete, ¿sabes?",
    ),
    # --- negative ---
    # wrong_speaker: Iván's line bound to Nuria.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AMPA,
        "Nuria Soler monta las mesas a las 16:00 con su hijo",
        evidence="Yo monto las mesas a las 16:00 con mi hijo",
        speaker="Nuria Soler",
    ),
    # wrong_speaker: Andrés Moya's utterance bound to Rocío Vidal (the faithful record with another speaker).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_BANDA_JSON,
        "Rocío Vidal tiene las partituras nuevas en la furgoneta.",
        evidence="Tengo las partituras nuevas en la furgoneta.",
        speaker="Rocío Vidal",
    ),
    # wrong_speaker: the receptionist's `yo` (a staff turn) bound to mem0's user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_DENTAL,
        "Usuario los jueves sale a las tres",
        evidence="Yo los jueves salgo a las tres",
        speaker="user",
    ),
    # wrong_speaker: Carmen's `yo` in the `Hospitalera (Carmen):` turn bound to Quique.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ALBERGUE,
        "Quique abre mañana a las seis.",
        evidence="Yo abro mañana a las seis.",
        speaker="Quique",
    ),
    # restriction_drop: `por las mañanas` dropped: the user works at the market in the mornings only.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_DENTAL,
        "Usuario trabaja en el mercado central",
        evidence="por las mañanas trabajo en el mercado central",
        speaker="user",
    ),
    # restriction_drop: the 95 € fee is the new members'; the key drops `de los socios nuevos`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COOP,
        "95 €",
        evidence="La cuota mensual de los socios nuevos es de 95 €",
        key="la_colmena/cuota_mensual",
    ),
    # restriction_drop: `del trabajo` modifies the keyed noun; the key says only `movil`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_HUERTOS_CHAT,
        "634 221 908",
        evidence="Mi móvil del trabajo es 634 221 908.",
        speaker="Amparo",
        key="huertos_el_carmen/amparo/movil",
    ),
    # attribution: the number is Nuria's husband's, filed as hers.
    _r(
        "es",
        "attribution",
        False,
        _ES_AMPA,
        "678 902 114",
        evidence="Os dejo el teléfono de mi marido: 678 902 114",
        speaker="Nuria Soler",
        key="ampa_los_almendros/nuria_soler/telefono",
    ),
    # attribution: the address follows Jaime Ortiz's name; filed as the sender Beatriz's.
    _r(
        "es",
        "attribution",
        False,
        _ES_TRADUCCION,
        "jaime.ortiz@traduccionesolmedo.es",
        evidence="escribid a Jaime Ortiz, jaime.ortiz@traduccionesolmedo.es",
        speaker="Beatriz Olmedo",
        key="traducciones_olmedo/beatriz_olmedo/correo",
    ),
    # attribution: Fermín passes on Tomás's number (`su número`); filed as Fermín's.
    _r(
        "es",
        "attribution",
        False,
        _ES_CAMPANEROS,
        "699 123 456",
        evidence="Tomás me ha pedido que os pase su número: 699 123 456",
        speaker="Fermín",
        key="campaneros_colegiata/fermin/telefono",
    ),
    # negation: `No se admiten` turned into `Se admiten`.
    _r(
        "es",
        "negation",
        False,
        _ES_MERCADILLO,
        "Se admiten puestos de comida",
        evidence="No se admiten puestos de comida.",
    ),
    # negation: Rocío's `no toco` dropped.
    _r(
        "es",
        "negation",
        False,
        _ES_BANDA_JSON,
        "El domingo Rocío Vidal toca en el pasacalles",
        evidence="El domingo no toco en el pasacalles, que tengo boda.",
        speaker="Rocío Vidal",
    ),
    # tense: `antes entrenaba` (the past) restated as the present `entrena`.
    _r(
        "es",
        "tense",
        False,
        _ES_RUNNING,
        "Lorena entrena con el Canal Running",
        evidence="antes entrenaba con el Canal Running",
        speaker="Lorena",
    ),
    # tense: `La anterior presidenta era` gives the former president, not `la_colmena/presidenta`.
    _r(
        "es",
        "tense",
        False,
        _ES_COOP,
        "Begoña Ferrer",
        evidence="La anterior presidenta era Begoña Ferrer",
        key="la_colmena/presidenta",
    ),
    # number: `dos` dropped from Amparo's plots.
    _r(
        "es",
        "number",
        False,
        _ES_HUERTOS_CHAT,
        "Amparo tiene parcelas en la zona B",
        evidence="Tengo dos parcelas en la zona B",
        speaker="Amparo",
    ),
    # condition: `hasta que se elija nueva tesorera` dropped: Maite keeps the accounts only until then.
    _r(
        "es",
        "condition",
        False,
        _ES_COOP,
        "Maite lleva las cuentas de la comunidad",
        evidence="Llevo las cuentas de la comunidad hasta que se elija nueva tesorera.",
        speaker="Maite",
    ),
    # scope: `solo` dropped: cash is the only way to pay.
    _r(
        "es",
        "scope",
        False,
        _ES_MERCADILLO,
        "En el mercadillo se puede pagar en efectivo",
        evidence="en el mercadillo solo se puede pagar en efectivo",
    ),
    # identifier: the job reference cut (`TJ-2025` for `TJ-2025-0317`).
    _r(
        "es",
        "identifier",
        False,
        _ES_TRADUCCION,
        "TJ-2025",
        evidence="Referencia del encargo: TJ-2025-0317.",
        key="traducciones_olmedo/encargo/referencia",
    ),
)

# ---------------------------------------------------------------------------------------------------------- Chinese

_ZH_JIAWEIHUI = (
    "三年级二班家委会（32）\n"
    "王芳 2025-03-12 20:01\n"
    "周五运动会需要准备矿泉水、创可贴和遮阳伞，大家看看谁方便\n"
    "李建国 2025-03-12 20:03\n"
    "我去买水，我家楼下就有批发部\n"
    "陈静 2025-03-12 20:05\n"
    "我负责拍照，相机我自己带\n"
    "陈静 2025-03-12 20:06\n"
    "我的手机号是13812345678，有事打我\n"
    "王芳 2025-03-12 20:10\n"
    "我老公的手机是13998765432，我开会时找他也行"
)

_ZH_BAND_JSON = (
    '{"task_id": "asr-20250316-0412", "audio": "排练录音_0316.m4a", "utterances": [\n'
    '  {"speaker": "赵一鸣", "begin_time": 1200, "end_time": 3900, "text": "我周四晚上带音箱过来。"},\n'
    '  {"speaker": "孙悦", "begin_time": 4300, "end_time": 6100, "text": "我是新来的键盘手。"},\n'
    '  {"speaker": "赵一鸣", "begin_time": 6500, "end_time": 8800, "text": "我下周六不来排练，要加班。"}\n'
    "]}"
)

_ZH_BAND_CHAT = (
    "【夜航船乐队】排练群\n赵一鸣：下次排练日期：3月20日\n赵一鸣：时间：晚上7点半，地点还是老仓库\n孙悦：收到"
)

_ZH_COOP = (
    "安居住房合作社 第三次社员大会纪要（2025年3月8日）\n"
    "参会：刘敏、高远、何晓东、周琳\n"
    "刘敏：公共洗衣房工作日的开放时间是早8点到晚10点，周末另行通知。\n"
    "高远：我管公共储藏室的钥匙，需要的找我。\n"
    "何晓东：我下个月出差，垃圾分类检查请周琳代一下。\n"
    "周琳：没问题。\n"
    "（会后语音补充）高远：嗯，那个，就是说，储藏室的钥匙放在传达室了啊。"
)

_ZH_DENTAL = (
    "通话转写｜瑞齿口腔 前台 2025-03-14 10:02\n"
    "前台：您好，瑞齿口腔，我是前台小吴。\n"
    "用户：你好，我是陈医生的老患者，想约下周的洗牙。\n"
    "前台：好的。我周三休息，周三的话由同事帮您登记。\n"
    "用户：我女儿的病历号是RC-20931，她也约一下洗牙。"
)

_ZH_HOSTEL = (
    "【山舍青旅·员工群】\n"
    "店长阿May 2025-04-02 22:10\n"
    "下周排班已发群文件。阿杰负责早餐并且打扫公共厨房。\n"
    "小潘 2025-04-02 22:13\n"
    "我这周末上夜班，周一调休\n"
    "阿杰 2025-04-02 22:15\n"
    "我以前在前台，现在转做早班厨房了"
)

_ZH_RUNNING = (
    "滨江晨跑团（群聊）\n"
    "小林：老吴（跑团创始人）这周日带30公里长距离，报名接龙。\n"
    "小林：只有会员才能报名周日的长距离。\n"
    "老吴：我每周六带新人跑五公里。\n"
    "老吴：周六的集合地点是滨江公园3号门。\n"
    "老吴：我以前的手机号是13500002222，已经停用了，有事微信找我。"
)

_ZH_TRANSLATION = (
    "发件人：林晓 <linxiao@yixintrans.cn>\n"
    "收件人：王经理\n"
    "主题：回复：合同翻译报价\n\n"
    "王经理您好：\n"
    "常规件的报价为每千字220元，加急件的报价为每千字300元。译员周航负责初译，同时整理术语表。\n"
    "如有问题请随时联系。\n"
    "祝好\n"
    "林晓｜项目经理\n"
    "译信翻译有限公司\n"
    "电话：021-6418 3920"
)

_ZH_FLEA_SMS = "【周末跳蚤市场】您已成功预约摊位，摊位号：A-17，摊位费：30元，请于早上7点前入场。"

_ZH_FLEA_CHAT = (
    "邻里跳蚤市场摊主群\n"
    "组织者小蔡：本周可以带旧书、黑胶唱片和玩具来摆摊。\n"
    "组织者小蔡：下雨的话，市集改到地下车库。\n"
    "老周[语音转文字]：呃，然后就是，摊位费现场交啦，扫码就行"
)

_ZH_BELLS = (
    "古城敲钟人协会 2025年第一次理事会纪要\n"
    "会长：钱国栋\n"
    "秘书：方敏\n"
    "钱国栋：协会成员来自上海、苏州和杭州，下次活动在苏州。\n"
    "方敏：钟楼的钥匙（那把铜的大钥匙）放在值班室抽屉里。\n"
    "钱国栋：有事联系秘书老方，电话13600001111。"
)

_ZH_GARDEN_JSON = (
    '{"tool": "member_lookup", "query": "沈佳", "result": {"姓名": "沈佳", "地块": "C-05", '
    '"邮箱": "shenjia@garden-hub.cn", "手机": "139 1234 5678"}}'
)

_ZH_GARDEN_MINUTES = (
    "向阳社区花园委员会 3月例会记录\n"
    "主持：何阿姨\n"
    "何阿姨：委员会每月开两次会，时间在群里通知。\n"
    "何阿姨：再强调一下，社区花园不允许使用化学农药。\n"
    "小蒋：沈佳整理工具房并登记借出的工具，我负责浇水排班。"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: 李建国's own message; his name for `我`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_JIAWEIHUI,
        "李建国去买水",
        evidence="我去买水",
        speaker="李建国",
    ),
    # speaker: a whole utterance of the JSON whose speaker field names 孙悦 whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BAND_JSON,
        "孙悦是新来的键盘手",
        evidence="我是新来的键盘手。",
        speaker="孙悦",
    ),
    # speaker: 高远's own turn in the minutes; subject elided for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_COOP,
        "管公共储藏室的钥匙",
        evidence="我管公共储藏室的钥匙",
        speaker="高远",
    ),
    # speaker: mem0's `用户` for the `用户：` turn's `我`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DENTAL,
        "用户是陈医生的老患者",
        evidence="我是陈医生的老患者",
        speaker="user",
    ),
    # speaker: 小潘's own message; `这周末` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HOSTEL,
        "小潘这周末上夜班",
        evidence="我这周末上夜班",
        speaker="小潘",
    ),
    # speaker: 老吴's own turn; `每周六` and the distance kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_RUNNING,
        "老吴每周六带新人跑五公里",
        evidence="我每周六带新人跑五公里",
        speaker="老吴",
    ),
    # subspan: the signature's phone after its label `电话：`, under the company's name.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TRANSLATION,
        "021-6418 3920",
        evidence="电话：021-6418 3920",
        key="译信翻译/电话",
    ),
    # subspan: the stall code after its label `摊位号：`, which the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_FLEA_SMS,
        "A-17",
        evidence="摊位号：A-17",
        key="周末跳蚤市场/摊位号",
    ),
    # subspan: the name after its role label `会长：`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BELLS,
        "钱国栋",
        evidence="会长：钱国栋",
        key="古城敲钟人协会/会长",
    ),
    # subspan: the e-mail field of a member lookup whose name is the key's person.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GARDEN_JSON,
        "shenjia@garden-hub.cn",
        evidence='"邮箱": "shenjia@garden-hub.cn"',
        key="社区花园/沈佳/邮箱",
    ),
    # subspan: 陈静's own `我的手机号是`: the speaker's first person and the key's slot.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIAWEIHUI,
        "13812345678",
        evidence="我的手机号是13812345678",
        speaker="陈静",
        key="家委会/陈静/手机号",
    ),
    # subspan: the date after its label `下次排练日期：`, which the key names; the time is on its own line.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BAND_CHAT,
        "3月20日",
        evidence="下次排练日期：3月20日",
        key="夜航船乐队/下次排练日期",
    ),
    # coordination: 沈佳's second conjunct after `并`; the first dropped whole, the next clause outside the evidence.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_GARDEN_MINUTES,
        "沈佳登记借出的工具",
        evidence="沈佳整理工具房并登记借出的工具",
    ),
    # coordination: 阿杰's second conjunct after `并且`.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_HOSTEL,
        "阿杰打扫公共厨房",
        evidence="阿杰负责早餐并且打扫公共厨房",
    ),
    # coordination: the first conjunct with its subject; `，同时整理术语表` dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_TRANSLATION,
        "译员周航负责初译",
        evidence="译员周航负责初译，同时整理术语表",
    ),
    # list_item: one item of the `、…和` list with the rest of the clause after the last item.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_FLEA_CHAT,
        "本周可以带黑胶唱片来摆摊",
        evidence="本周可以带旧书、黑胶唱片和玩具来摆摊",
    ),
    # list_item: one item of what the sports day needs, the head kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_JIAWEIHUI,
        "周五运动会需要准备创可贴",
        evidence="周五运动会需要准备矿泉水、创可贴和遮阳伞",
    ),
    # list_item: one city of the list.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BELLS,
        "协会成员来自苏州",
        evidence="协会成员来自上海、苏州和杭州",
    ),
    # parenthetical: the bracketed description of the key dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_BELLS,
        "钟楼的钥匙放在值班室抽屉里",
        evidence="钟楼的钥匙（那把铜的大钥匙）放在值班室抽屉里",
    ),
    # parenthetical: the bracketed role after the opening name dropped; day and distance kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_RUNNING,
        "老吴这周日带30公里长距离",
        evidence="老吴（跑团创始人）这周日带30公里长距离",
    ),
    # filler: `嗯，那个，就是说` and the final `啊` dropped from a voice supplement.
    _r(
        "zh",
        "filler",
        True,
        _ZH_COOP,
        "储藏室的钥匙放在传达室了",
        evidence="嗯，那个，就是说，储藏室的钥匙放在传达室了啊",
    ),
    # filler: `呃，然后就是` and `啦` dropped; both clauses kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_FLEA_CHAT,
        "摊位费现场交，扫码就行",
        evidence="呃，然后就是，摊位费现场交啦，扫码就行",
    ),
    # --- negative ---
    # wrong_speaker: 陈静's message bound to 王芳.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_JIAWEIHUI,
        "王芳负责拍照",
        evidence="我负责拍照",
        speaker="王芳",
    ),
    # wrong_speaker: 赵一鸣's utterance in the JSON bound to 孙悦.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_BAND_JSON,
        "孙悦周四晚上带音箱过来",
        evidence="我周四晚上带音箱过来。",
        speaker="孙悦",
    ),
    # wrong_speaker: 何晓东's turn bound to 周琳.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_COOP,
        "周琳下个月出差",
        evidence="我下个月出差",
        speaker="周琳",
    ),
    # wrong_speaker: the front desk's `我` (a staff turn) bound to mem0's user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DENTAL,
        "用户周三休息",
        evidence="我周三休息",
        speaker="user",
    ),
    # restriction_drop: the hours are the weekdays' (`工作日的`); the key carries no time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_COOP,
        "早8点到晚10点",
        evidence="公共洗衣房工作日的开放时间是早8点到晚10点",
        key="安居合作社/公共洗衣房/开放时间",
    ),
    # restriction_drop: `周六的` modifies the keyed noun; other days may meet elsewhere.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_RUNNING,
        "滨江公园3号门",
        evidence="周六的集合地点是滨江公园3号门",
        key="滨江晨跑团/集合地点",
    ),
    # restriction_drop: the 300 yuan rate is for rush jobs (`加急件的`); the key drops it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_TRANSLATION,
        "每千字300元",
        evidence="加急件的报价为每千字300元",
        key="译信翻译/合同翻译报价",
    ),
    # attribution: the number is 王芳's husband's (`我老公的`), filed as hers.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIAWEIHUI,
        "13998765432",
        evidence="我老公的手机是13998765432",
        speaker="王芳",
        key="家委会/王芳/手机",
    ),
    # attribution: the case number is the user's daughter's, filed as the user's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_DENTAL,
        "RC-20931",
        evidence="我女儿的病历号是RC-20931",
        speaker="user",
        key="用户/病历号",
    ),
    # attribution: the phone is the secretary 老方's, filed as 钱国栋's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_BELLS,
        "13600001111",
        evidence="有事联系秘书老方，电话13600001111",
        speaker="钱国栋",
        key="古城敲钟人协会/钱国栋/电话",
    ),
    # negation: `不允许` turned into `允许`.
    _r(
        "zh",
        "negation",
        False,
        _ZH_GARDEN_MINUTES,
        "社区花园允许使用化学农药",
        evidence="社区花园不允许使用化学农药",
    ),
    # negation: 赵一鸣's `不来` dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_BAND_JSON,
        "赵一鸣下周六来排练",
        evidence="我下周六不来排练，要加班。",
        speaker="赵一鸣",
    ),
    # tense: `以前` dropped: 阿杰 worked the front desk before, not now.
    _r(
        "zh",
        "tense",
        False,
        _ZH_HOSTEL,
        "阿杰在前台",
        evidence="我以前在前台",
        speaker="阿杰",
    ),
    # tense: `以前的手机号` gives a former number (and one no longer in use), not `老吴/手机号`.
    _r(
        "zh",
        "tense",
        False,
        _ZH_RUNNING,
        "13500002222",
        evidence="我以前的手机号是13500002222",
        speaker="老吴",
        key="滨江晨跑团/老吴/手机号",
    ),
    # number: `两次` dropped from how often the committee meets.
    _r(
        "zh",
        "number",
        False,
        _ZH_GARDEN_MINUTES,
        "委员会每月开会",
        evidence="委员会每月开两次会",
    ),
    # condition: `下雨的话` dropped: the move is only when it rains.
    _r(
        "zh",
        "condition",
        False,
        _ZH_FLEA_CHAT,
        "市集改到地下车库",
        evidence="下雨的话，市集改到地下车库",
    ),
    # scope: `只有…才` dropped.
    _r(
        "zh",
        "scope",
        False,
        _ZH_RUNNING,
        "会员能报名周日的长距离",
        evidence="只有会员才能报名周日的长距离",
    ),
    # identifier: the phone number cut by its last digit.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_JIAWEIHUI,
        "1381234567",
        evidence="我的手机号是13812345678",
        speaker="陈静",
        key="家委会/陈静/手机号",
    ),
)

BATCH_71: tuple[Realistic, ...] = _EN + _ES + _ZH
