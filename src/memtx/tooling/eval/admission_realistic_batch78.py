"""The realistic set's seventy-eighth batch: a blind measurement of the merged admission rules (issue 31, brief B78).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b78, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31 (`issues show 31`), the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first records, for the
format and the family names). No scorer, `check_support` or `memtx eval` was run on these records. Every source is
invented here, in domains the earlier batches used little: window blind fitters, tutoring agencies, community bike
workshops, haberdashery shops, village halls' and civic centres' bookings, dental hygienists, furniture restorers,
open-water swimming clubs, tax advisers for freelancers, bird ringing groups, cinema clubs and cleaning cooperatives,
in several registers (WhatsApp, WeChat, Telegram and Slack exports, e-mails with signatures and a forwarded message,
call transcripts with role labels, voice notes with fillers, tickets, SMS, JSON tool output, forms, receipts and
newsletters).

The values are written as memory extractors write them. Some restate a clause with the speaker's name (as Zep and
Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); some drop the speaker
as subject (`Holds a C permit from the BTO`); some keep one item of a list, one shared-subject conjunct, or the
clause without its aside or its fillers; and the subspan records keep one atomic value alone (an e-mail address, a
booking code, a tracking number, an amount, a date, a phone number or a person's name), filed under a key in the
manner of LangGraph's memory tools (`slatworks_blinds/owen_pritchard/email`). Key styles are mixed on purpose:
English keys over Spanish sources, Chinese keys, keys naming an organization and a person in it, and `user/...`.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 6, speaker 5, coordination 3, list_item 3, parenthetical 3, filler 2. Negative (18): wrong_speaker 3,
restriction_drop 3, negation 2, attribution 2, tense 2, number 2, condition 2, scope 1, identifier 1. Every evidence
string is a verbatim span of its source. Several negatives share a source with a faithful record and differ from it
only in what DESIGN §4 says matters (another's turn or quoted first person, a modifier of the keyed noun, another
owner, the past, a negator, a number, a condition). The batch is unscored: scoring it is the lead's, once it joins
the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------- shared sources

_OWEN_SIG = (
    "Thanks for your enquiry about the shutter blinds, I've attached the quote.\n\n"
    "Kind regards,\n"
    "Owen Pritchard\n"
    "Survey & Fitting Lead, Slatworks Blinds\n"
    "Email me at owen@slatworks-blinds.co.uk or ring 029 2018 4431"
)
_OWEN_FITTING = (
    "Hi Mrs Evans,\n"
    "Your fitting is booked for Friday between 8 and 10.\n"
    "For anything on the day, please call my colleague Nadia on 029 2018 4420.\n"
    "Thanks,\n"
    "Owen Pritchard\n"
    "Slatworks Blinds"
)
_DEV_CALL = (
    "Volunteer: Hackney Spokes, Jo speaking.\n"
    "Dev Mistry: Hi, I dropped my bike in on Saturday for a wheel true.\n"
    "Volunteer: Lovely. What's the best number to text you when it's ready?\n"
    "Dev Mistry: Yeah, my mobile is 07700 900418."
)
_SAM_CHAT = (
    "03/11/2026, 09:12 - Sam Carter: my hygienist is called Leanne Okafor, she's brilliant\n"
    "03/11/2026, 09:14 - Sam Carter: Dad's hygienist is called Bev Harding, same practice\n"
    "03/11/2026, 09:15 - Mum: oh I'll ask for Leanne next time"
)
_SELKIES_TG = (
    "Selkies OWS — Sunday crew\n"
    "Fiona Reid, [12.10.26 19:02]\n"
    "I swim at Sandy Bay every Sunday morning 🌊\n"
    "Callum Shaw, [12.10.26 19:05]\n"
    "I swim at the lido on weekdays, the sea's too cold for me now"
)
_SELKIES_NEWS = (
    "Selkies OWS newsletter — November\n"
    "Marek (our head coach) runs the Wednesday sessions at the quarry.\n"
    "If the forecast is over force 5, the swim moves to the lido.\n"
    "Hot drinks are on the club afterwards."
)
_TOMASZ_MAIL = (
    "From: Tomasz Nowak <tomasz@nowakdesign.pl>\n"
    "To: Ledger Tax <hello@ledgertax.co.uk>\n"
    "Subject: Self-assessment 2026/27\n\n"
    "Hi Ruth,\n"
    "Quick update before our call. I invoice my clients through FreeAgent. "
    "I'm not registered for VAT yet, I'm still under the threshold.\n"
    "Cheers,\n"
    "Tomasz"
)
_HANA_SLACK = (
    "#permits-and-training\n"
    "Hana Ishida  8:14 AM\n"
    "I hold a C permit from the BTO. I used to ring at Dungeness with the Romney Marsh group.\n"
    "Greg Lowe  8:20 AM\n"
    "nice one! I hold an A permit, so I can supervise you at the Saturday session"
)
_HALL_MAIL = (
    "From: Bookings, Little Haddon Village Hall\n"
    "To: Ruth Ellis\n\n"
    "Hi Ruth,\n"
    "The hall has a sprung floor and comes with a small kitchen. "
    "The small meeting room is free on Wednesday evenings. "
    "Unless you cancel 14 days ahead, the £50 deposit is kept.\n"
    "Best,\n"
    "Gwen\n"
    "Bookings Secretary"
)
_THIMBLE_WA = (
    "Thimble & Thread: Hi! We stock cotton poplin, linen and wool felt by the metre. "
    "We sell vintage buttons by weight too 😊"
)
_DENTAL_CALL = (
    "Call log — Morningside Dental, hygiene line\n"
    "Caller: Hi, can I move my scale and polish to a Tuesday?\n"
    "Hygienist (Leanne): I'm at the Morningside clinic on Tuesdays, so that works.\n"
    "Caller: Great, I'm free after 3."
)
_OAK_MAIL = (
    "Dear Mr Hale,\n"
    "Your chair (lovely piece, by the way) is ready for collection from Friday.\n"
    "As for the dresser, it's in the queue. I strip the old finish by hand and re-glue any loose joints.\n"
    "Maggie Doyle\n"
    "Oak & Varnish Restorations"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the fitter's e-mail alone; `Email me at` names the relation, `me` is the speaker the key is about.
    _r(
        "en",
        "subspan",
        True,
        _OWEN_SIG,
        "owen@slatworks-blinds.co.uk",
        evidence="Email me at owen@slatworks-blinds.co.uk",
        speaker="Owen Pritchard",
        key="slatworks_blinds/owen_pritchard/email",
    ),
    # subspan: the booking reference after a label the key names word for word (`Booking ref:`).
    _r(
        "en",
        "subspan",
        True,
        "BrightPath Tutors: Thanks Mrs Okonjo! Booking ref: BPT-20931. Maths with Mr Adeyemi, Thu 16:00-17:00. "
        "Reply STOP to opt out.",
        "BPT-20931",
        evidence="Booking ref: BPT-20931",
        key="brightpath_tutors/booking_ref",
    ),
    # subspan: a JSON field's date; the field name is the key's relation, nothing restricts the value.
    _r(
        "en",
        "subspan",
        True,
        '{"tool": "members.lookup", "result": {"member": "Priya Nair", "membership_no": "RC-4471", '
        '"renewal_date": "2027-03-01", "status": "active"}}',
        "2027-03-01",
        evidence='"renewal_date": "2027-03-01"',
        key="priya_nair/cinema_club/renewal_date",
    ),
    # subspan: a receipt's total after its leader `TOTAL`, which the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        "THIMBLE & THREAD\n14 Market Row, Frome\n--------------------\n"
        "2 x Bias binding 25mm   £5.80\n1 x Dressmaker shears   £17.80\n--------------------\n"
        "TOTAL   £23.60\nCard (contactless)   £23.60\nThank you for shopping local!",
        "£23.60",
        evidence="TOTAL   £23.60",
        key="thimble_and_thread/receipt/total",
    ),
    # subspan: the caller's own mobile in his labelled turn; `my` is the speaker the key is about, `is` a copula.
    _r(
        "en",
        "subspan",
        True,
        _DEV_CALL,
        "07700 900418",
        evidence="my mobile is 07700 900418",
        speaker="Dev Mistry",
        key="dev_mistry/mobile",
    ),
    # subspan: a name after `is called`; the keyed noun is the key's relation and `my` is the speaker's.
    _r(
        "en",
        "subspan",
        True,
        _SAM_CHAT,
        "Leanne Okafor",
        evidence="my hygienist is called Leanne Okafor",
        speaker="Sam Carter",
        key="sam_carter/hygienist",
    ),
    # speaker: Fiona's own turn in a Telegram export, `I swim` restated with her name.
    _r(
        "en",
        "speaker",
        True,
        _SELKIES_TG,
        "Fiona Reid swims at Sandy Bay every Sunday morning",
        evidence="I swim at Sandy Bay every Sunday morning",
        speaker="Fiona Reid",
    ),
    # speaker: the e-mail's sender; `my` becomes `his`, the verb agrees, nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        _TOMASZ_MAIL,
        "Tomasz Nowak invoices his clients through FreeAgent",
        evidence="I invoice my clients through FreeAgent",
        speaker="Tomasz Nowak",
    ),
    # speaker: mem0's `User` for the voice note's first person; `I'm` becomes `User is`.
    _r(
        "en",
        "speaker",
        True,
        "Voice note (0:41), transcribed:\nHey, it's me. So I'm a volunteer at the Tuesday repair night, "
        "I do brakes mostly. Can you put me on the rota for the 18th?",
        "User is a volunteer at the Tuesday repair night",
        evidence="I'm a volunteer at the Tuesday repair night",
        speaker="user",
    ),
    # speaker: subject elided for Hana in her own Slack message; verb agrees.
    _r(
        "en",
        "speaker",
        True,
        _HANA_SLACK,
        "Holds a C permit from the BTO",
        evidence="I hold a C permit from the BTO",
        speaker="Hana Ishida",
    ),
    # speaker: the restorer's own labelled turn, subject elided, `specialise` agrees as `Specialises`.
    _r(
        "en",
        "speaker",
        True,
        "Call transcript — Oak & Varnish Restorations\n"
        "Customer: Hi, do you do French polishing on old sideboards?\n"
        "Maggie Doyle: Yes, I specialise in Victorian mahogany, so send me a photo.",
        "Specialises in Victorian mahogany",
        evidence="I specialise in Victorian mahogany",
        speaker="Maggie Doyle",
    ),
    # coordination: the second conjunct with the shared subject `I` (Ines), the first conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "#coop-general\nInes Duarte  10:02 AM\nI run the window team and I order the supplies for the co-op.\n"
        "Kwame Boateng  10:05 AM\nthanks Ines 🙌",
        "Ines Duarte orders the supplies for the co-op",
        evidence="I run the window team and I order the supplies for the co-op.",
        speaker="Ines Duarte",
    ),
    # coordination: `The hall` shared by both verb phrases; the first one is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _HALL_MAIL,
        "The hall comes with a small kitchen",
        evidence="The hall has a sprung floor and comes with a small kitchen.",
    ),
    # coordination: the first conjunct kept with its subject; the second (`re-glue any loose joints`) dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _OAK_MAIL,
        "I strip the old finish by hand",
        evidence="I strip the old finish by hand and re-glue any loose joints.",
    ),
    # list_item: one item with the list's head and the words after the list (`by the metre`) kept.
    _r(
        "en",
        "list_item",
        True,
        _THIMBLE_WA,
        "We stock linen by the metre",
        evidence="We stock cotton poplin, linen and wool felt by the metre.",
    ),
    # list_item: one item of the kit list with its verb.
    _r(
        "en",
        "list_item",
        True,
        "Kit list for Saturday's ringing session at Titchwell:\nBring a notebook, a head torch and waterproof boots.\n"
        "Meet at the car park, 5:30am sharp.",
        "Bring a head torch",
        evidence="Bring a notebook, a head torch and waterproof boots.",
    ),
    # list_item: mem0's `User` for the chat's own side (`You:`), one allergen of three.
    _r(
        "en",
        "list_item",
        True,
        "Morningside Dental — web chat\n"
        "You: Hi, booking my first hygiene appointment. I'm allergic to latex, penicillin and chlorhexidine.\n"
        "Morningside Dental: Thanks, I've added that to your notes.",
        "User is allergic to penicillin",
        evidence="I'm allergic to latex, penicillin and chlorhexidine.",
        speaker="user",
    ),
    # parenthetical: a bracketed place describing the opening noun phrase, no guard marker in it, dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Hackney Spokes — volunteers\nHi all,\nThe workshop (behind the Co-op on Mare Street) opens at 6pm on "
        "Tuesdays.\nJo",
        "The workshop opens at 6pm on Tuesdays",
        evidence="The workshop (behind the Co-op on Mare Street) opens at 6pm on Tuesdays.",
    ),
    # parenthetical: a compliment in brackets after the opening noun phrase, dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _OAK_MAIL,
        "Your chair is ready for collection from Friday",
        evidence="Your chair (lovely piece, by the way) is ready for collection from Friday.",
    ),
    # parenthetical: a role aside after the name that opens the sentence, dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _SELKIES_NEWS,
        "Marek runs the Wednesday sessions at the quarry",
        evidence="Marek (our head coach) runs the Wednesday sessions at the quarry.",
    ),
    # filler: `Um, so,` and `like,` dropped; the rest verbatim.
    _r(
        "en",
        "filler",
        True,
        "Voice note to Mum (0:22): Um, so, I'm, like, booked in for a scale and polish on the 14th. With Leanne again.",
        "I'm booked in for a scale and polish on the 14th",
        evidence="Um, so, I'm, like, booked in for a scale and polish on the 14th.",
    ),
    # filler: `Yeah so basically, er,` dropped; the rest verbatim.
    _r(
        "en",
        "filler",
        True,
        "Voice note (0:18): Yeah so basically, er, the hall's booked for the whole of Saturday for the jumble "
        "sale. Can you bring the urn?",
        "the hall's booked for the whole of Saturday for the jumble sale",
        evidence="Yeah so basically, er, the hall's booked for the whole of Saturday for the jumble sale.",
    ),
    # --- negative ---
    # wrong_speaker: Callum's turn in the Telegram export bound to Fiona.
    _r(
        "en",
        "wrong_speaker",
        False,
        _SELKIES_TG,
        "Fiona Reid swims at the lido on weekdays",
        evidence="I swim at the lido on weekdays",
        speaker="Fiona Reid",
    ),
    # wrong_speaker: Greg's Slack message bound to Hana.
    _r(
        "en",
        "wrong_speaker",
        False,
        _HANA_SLACK,
        "Hana Ishida holds an A permit",
        evidence="I hold an A permit",
        speaker="Hana Ishida",
    ),
    # wrong_speaker: the hygienist's labelled turn bound to mem0's user (the caller).
    _r(
        "en",
        "wrong_speaker",
        False,
        _DENTAL_CALL,
        "User is at the Morningside clinic on Tuesdays",
        evidence="I'm at the Morningside clinic on Tuesdays",
        speaker="user",
    ),
    # restriction_drop: `personal` modifies the keyed noun and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Hi, it's Owen Pritchard from Slatworks Blinds. My personal mobile is 07700 900233, the office one is "
        "029 2018 4431.",
        "07700 900233",
        evidence="My personal mobile is 07700 900233",
        speaker="Owen Pritchard",
        key="slatworks_blinds/owen_pritchard/mobile",
    ),
    # restriction_drop: `small` dropped, which says which meeting room is free.
    _r(
        "en",
        "restriction_drop",
        False,
        _HALL_MAIL,
        "The meeting room is free on Wednesday evenings",
        evidence="The small meeting room is free on Wednesday evenings.",
    ),
    # restriction_drop: `vintage` dropped from the object; the shop does not say it sells all buttons by weight.
    _r(
        "en",
        "restriction_drop",
        False,
        _THIMBLE_WA,
        "We sell buttons by weight",
        evidence="We sell vintage buttons by weight",
    ),
    # negation: `don't` dropped.
    _r(
        "en",
        "negation",
        False,
        "Ticket #4471 — reply from Slatworks Blinds\nThanks for getting in touch. We don't fit motorised blinds, "
        "sorry, but we can recommend a specialist.",
        "We fit motorised blinds",
        evidence="We don't fit motorised blinds",
    ),
    # negation: `not` (and `yet`) dropped under speaker binding.
    _r(
        "en",
        "negation",
        False,
        _TOMASZ_MAIL,
        "Tomasz Nowak is registered for VAT",
        evidence="I'm not registered for VAT yet",
        speaker="Tomasz Nowak",
    ),
    # attribution: the number is the colleague Nadia's, not Owen's.
    _r(
        "en",
        "attribution",
        False,
        _OWEN_FITTING,
        "029 2018 4420",
        evidence="please call my colleague Nadia on 029 2018 4420",
        speaker="Owen Pritchard",
        key="slatworks_blinds/owen_pritchard/phone",
    ),
    # attribution: `Dad's hygienist` is another owner's; the key is Sam's own hygienist.
    _r(
        "en",
        "attribution",
        False,
        _SAM_CHAT,
        "Bev Harding",
        evidence="Dad's hygienist is called Bev Harding",
        speaker="Sam Carter",
        key="sam_carter/hygienist",
    ),
    # tense: `old` and the past copula; the number is no longer Dev's phone.
    _r(
        "en",
        "tense",
        False,
        "Dev Mistry: Quick one, my old number was 07700 900111 so ignore that on the form.",
        "07700 900111",
        evidence="my old number was 07700 900111",
        speaker="Dev Mistry",
        key="dev_mistry/phone",
    ),
    # tense: `used to ring` restated in the present.
    _r(
        "en",
        "tense",
        False,
        _HANA_SLACK,
        "Hana Ishida rings at Dungeness with the Romney Marsh group",
        evidence="I used to ring at Dungeness with the Romney Marsh group.",
        speaker="Hana Ishida",
    ),
    # number: `for two students` left out of the price; the key names no group size.
    _r(
        "en",
        "number",
        False,
        "Dear Mr Okonjo,\nThanks for asking about paired tutoring. The session costs £52 for two students, and we "
        "can match Ade with a classmate.\nBest wishes,\nClare Boateng\nBrightPath Tutors",
        "£52",
        evidence="The session costs £52 for two students",
        key="brightpath_tutors/session_price",
    ),
    # number: `two` dropped from the object.
    _r(
        "en",
        "number",
        False,
        "Hackney Spokes notice: We've got two tandems for loan this month, ask at the desk.",
        "We've got tandems for loan",
        evidence="We've got two tandems for loan",
    ),
    # condition: the `If the forecast …` clause dropped.
    _r(
        "en",
        "condition",
        False,
        _SELKIES_NEWS,
        "The swim moves to the lido",
        evidence="If the forecast is over force 5, the swim moves to the lido.",
    ),
    # condition: the `Unless …` clause dropped.
    _r(
        "en",
        "condition",
        False,
        _HALL_MAIL,
        "the £50 deposit is kept",
        evidence="Unless you cancel 14 days ahead, the £50 deposit is kept.",
    ),
    # scope: `Only` dropped.
    _r(
        "en",
        "scope",
        False,
        "Reel Club — #announcements\nTom Akers  6:02 PM\nOnly members can book the Friday screenings. Guests are "
        "welcome on Sundays.",
        "Members can book the Friday screenings",
        evidence="Only members can book the Friday screenings.",
    ),
    # identifier: the e-mail address cut before `.co.uk`.
    _r(
        "en",
        "identifier",
        False,
        _OWEN_SIG,
        "owen@slatworks-blinds",
        evidence="Email me at owen@slatworks-blinds.co.uk",
        speaker="Owen Pritchard",
        key="slatworks_blinds/owen_pritchard/email",
    ),
)

_NURIA_SIG = (
    "Hola Jordi:\n"
    "Te adjunto el borrador del modelo 130 del tercer trimestre.\n\n"
    "Un saludo,\n"
    "Nuria Ferrer Puig\n"
    "Asesora fiscal · Gestoría Ferrer Autónomos\n"
    "Escríbeme a nuria@gestoriaferrer.es o llámame al 934 512 870\n"
    "Cita previa: https://gestoriaferrer.es/cita-previa"
)
_MARTA_WA = (
    "14/10/26, 20:41 - Marta Soler: Me pillas en el 655 321 987 cuando quieras\n"
    "14/10/26, 20:42 - Marta Soler: Y apúntate el móvil de mi compañero Dani: 611 204 398, que es el que abre "
    "el taller los sábados\n"
    "14/10/26, 20:45 - Taller La Cadena: Genial, gracias!!"
)
_CARLA_TG = (
    "Carla Pons, [03.11.26 21:10]\n"
    "mi entrenadora se llama Itziar Mendoza y es una crack 💪\n"
    "Carla Pons, [03.11.26 21:11]\n"
    "la entrenadora de mi hermano se llama Ane Goikoetxea, entrenan en Zarautz"
)
_JORDI_WA = (
    "02/12/26, 11:05 - Jordi Roca: Hola Nuria! Facturo a través de Holded desde enero, te paso acceso cuando "
    "puedas\n"
    "02/12/26, 11:07 - Jordi Roca: Ah, y no tengo tarifa plana, ya se me acabó\n"
    "02/12/26, 11:30 - Nuria Ferrer Puig: Perfecto, lo miro hoy"
)
_ANILLA_TG = (
    "Anillamiento Aragón 🐦\n"
    "Pilar Aznar, [20.09.26 08:31]\n"
    "Anillo en la laguna de Gallocanta cada otoño 🐦\n"
    "Sergio Lafuente, [20.09.26 08:40]\n"
    "Anillo en el Delta del Ebro en primavera, si alguien se apunta avisad"
)
_PERSIANAS_CALL = (
    "Transcripción — Persianas Levante\n"
    "Agente: Persianas Levante, le atiende Sonia.\n"
    "Cliente: Hola, soy Andrés Molina. Vivo en la calle Alfarería 22. Se me ha roto la cinta de la persiana "
    "del salón.\n"
    "Agente: Vale, le paso con el técnico.\n"
    "Técnico (Raúl): Vivo en Alcorcón, así que llego sobre las diez."
)
_CIVICO_MAIL = (
    "Asunto: Reserva de espacios — Centro Cívico Delicias\n\n"
    "Hola, Amparo:\n"
    "La sala polivalente tiene proyector y dispone de cocina office. "
    "La sala pequeña está libre los miércoles por la tarde.\n"
    "Un saludo,\n"
    "Servicio de reservas\n"
    "Centro Cívico Delicias"
)
_AGUJA_WA = (
    "Mercería La Aguja de Oro: ¡Buenas! Tenemos botones, cremalleras, cintas al bies y entretelas. "
    "Vendemos lana merino a granel, por si te interesa."
)
_AGUAS_AVISO = (
    "Club Aguas Abiertas Donostia — aviso para el domingo\n"
    "Quedamos a las 8:30 en La Concha. Trae gorro, gafas y la boya de seguridad. "
    "Si hay bandera amarilla, el entrenamiento se hace en la piscina de Anoeta."
)
_FILA7 = (
    "Cineclub Fila 7 — boletín de noviembre\n"
    "La proyección del jueves (una joya de Berlanga) empieza a las 20:00. "
    "Cada socio puede traer dos invitados al mes. "
    "Solo los socios pueden votar la programación."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el correo de la asesora; `Escríbeme` ata el valor a la hablante, de quien trata la clave.
    _r(
        "es",
        "subspan",
        True,
        _NURIA_SIG,
        "nuria@gestoriaferrer.es",
        evidence="Escríbeme a nuria@gestoriaferrer.es",
        speaker="Nuria Ferrer Puig",
        key="gestoria_ferrer/nuria_ferrer_puig/correo",
    ),
    # subspan: el código tras la etiqueta `Código de reserva:`, que la clave inglesa nombra (booking, code).
    _r(
        "es",
        "subspan",
        True,
        "Academia Refuerza+: Hola! Tu clase de Física con Javier es el martes 18/11 a las 17:30. "
        "Código de reserva: RFZ-7734. Para cancelar responde BAJA.",
        "RFZ-7734",
        evidence="Código de reserva: RFZ-7734",
        key="academia_refuerza/booking_code",
    ),
    # subspan: el total del ticket tras su guía `TOTAL ....`, que nombra la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "MERCERÍA LA AGUJA DE ORO\nC/ Mayor 12, Alcalá de Henares\nTicket 0042-118\n"
        "3 ovillos lana merino .... 14,85 €\n1 cremallera invisible 20 cm .... 1,90 €\n"
        "TOTAL .... 16,75 €\nIVA incluido\nGracias por su visita",
        "16,75 €",
        evidence="TOTAL .... 16,75 €",
        key="la_aguja_de_oro/ticket/total",
    ),
    # subspan: la fecha de un campo JSON cuyo nombre es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        '{"herramienta": "socios.buscar", "resultado": {"socio": "Álvaro Jiménez", "n_socio": "CC-0912", '
        '"fecha_alta": "2026-09-15", "cuota": "30 €/año"}}',
        "2026-09-15",
        evidence='"fecha_alta": "2026-09-15"',
        key="alvaro_jimenez/cineclub/fecha_alta",
    ),
    # subspan: el móvil de la hablante (`Me pillas en el …`), con `cuando quieras` de libre elección al final.
    _r(
        "es",
        "subspan",
        True,
        _MARTA_WA,
        "655 321 987",
        evidence="Me pillas en el 655 321 987 cuando quieras",
        speaker="Marta Soler",
        key="marta_soler/phone",
    ),
    # subspan: un nombre tras `se llama`; `mi` es la hablante de la clave y `entrenadora` su relación.
    _r(
        "es",
        "subspan",
        True,
        _CARLA_TG,
        "Itziar Mendoza",
        evidence="mi entrenadora se llama Itziar Mendoza",
        speaker="Carla Pons",
        key="carla_pons/entrenadora",
    ),
    # speaker: el turno de Jordi, `Facturo` reescrito con su nombre y el verbo concordado.
    _r(
        "es",
        "speaker",
        True,
        _JORDI_WA,
        "Jordi Roca factura a través de Holded desde enero",
        evidence="Facturo a través de Holded desde enero",
        speaker="Jordi Roca",
    ),
    # speaker: `Usuario` de mem0 por la primera persona de la nota de voz.
    _r(
        "es",
        "speaker",
        True,
        "Nota de voz (0:37): Pues mira, arreglo bicis en el taller comunitario de Lavapiés, así que si quieres "
        "te miro los frenos.",
        "Usuario arregla bicis en el taller comunitario de Lavapiés",
        evidence="arreglo bicis en el taller comunitario de Lavapiés",
        speaker="user",
    ),
    # speaker: el sujeto omitido para Pilar en su propio mensaje de Telegram.
    _r(
        "es",
        "speaker",
        True,
        _ANILLA_TG,
        "Anilla en la laguna de Gallocanta cada otoño",
        evidence="Anillo en la laguna de Gallocanta cada otoño",
        speaker="Pilar Aznar",
    ),
    # speaker: la remitente del correo; `Limpio` pasa a `Rocío Benítez limpia`, lo demás igual.
    _r(
        "es",
        "speaker",
        True,
        "De: Rocío Benítez <rocio@netejacoop.coop>\nAsunto: Turnos de diciembre\n\nHola a todas:\n"
        "Limpio las escaleras de la comunidad de Benimaclet los martes y los jueves.\nBesos,\nRocío",
        "Rocío Benítez limpia las escaleras de la comunidad de Benimaclet los martes y los jueves",
        evidence="Limpio las escaleras de la comunidad de Benimaclet los martes y los jueves.",
        speaker="Rocío Benítez",
    ),
    # speaker: el turno del cliente, que se nombra en él; `Vivo` pasa a `Andrés Molina vive`.
    _r(
        "es",
        "speaker",
        True,
        _PERSIANAS_CALL,
        "Andrés Molina vive en la calle Alfarería 22",
        evidence="Vivo en la calle Alfarería 22.",
        speaker="Andrés Molina",
    ),
    # coordination: `La sala polivalente` es el sujeto de ambos predicados; el primero se quita entero.
    _r(
        "es",
        "coordination",
        True,
        _CIVICO_MAIL,
        "La sala polivalente dispone de cocina office",
        evidence="La sala polivalente tiene proyector y dispone de cocina office.",
    ),
    # coordination: el segundo conjunto con el mismo sujeto (yo, elidido); el primero se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Clínica Dental Sonrisas — canal de avisos\nMarina (higienista): Hago limpiezas los lunes y atiendo "
        "urgencias los viernes por la mañana.",
        "atiendo urgencias los viernes por la mañana",
        evidence="Hago limpiezas los lunes y atiendo urgencias los viernes por la mañana.",
    ),
    # coordination: el primer conjunto con su sujeto; `y se lo devolvemos restaurado` se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Restauraciones El Barniz — respuesta al formulario web\nGracias por escribirnos. Recogemos el mueble en "
        "su domicilio y se lo devolvemos restaurado. Le llamaremos para concretar el día.",
        "Recogemos el mueble en su domicilio",
        evidence="Recogemos el mueble en su domicilio y se lo devolvemos restaurado.",
    ),
    # list_item: un elemento de la lista con su verbo.
    _r(
        "es",
        "list_item",
        True,
        _AGUJA_WA,
        "Tenemos cremalleras",
        evidence="Tenemos botones, cremalleras, cintas al bies y entretelas.",
    ),
    # list_item: un elemento de la lista con el imperativo que la rige.
    _r(
        "es",
        "list_item",
        True,
        _AGUAS_AVISO,
        "Trae gafas",
        evidence="Trae gorro, gafas y la boya de seguridad.",
    ),
    # list_item: una asignatura con el resto de la cláusula (`a alumnos de Bachillerato`), con el nombre del hablante.
    _r(
        "es",
        "list_item",
        True,
        "Perfil del profesor — Academia Refuerza+\nJavier Lozano: Doy clases de Química, Física y Matemáticas a "
        "alumnos de Bachillerato.",
        "Javier Lozano da clases de Física a alumnos de Bachillerato",
        evidence="Doy clases de Química, Física y Matemáticas a alumnos de Bachillerato.",
        speaker="Javier Lozano",
    ),
    # parenthetical: un inciso entre paréntesis que describe el sintagma inicial, sin marcador; se quita.
    _r(
        "es",
        "parenthetical",
        True,
        _FILA7,
        "La proyección del jueves empieza a las 20:00",
        evidence="La proyección del jueves (una joya de Berlanga) empieza a las 20:00.",
    ),
    # parenthetical: un inciso de cortesía tras el sujeto; se quita.
    _r(
        "es",
        "parenthetical",
        True,
        "Hola Marisa, te contesto lo del presupuesto. Nuestra cooperativa (gracias por preguntar) trabaja con "
        "productos ecológicos. Te mando precios mañana.\nAna · Cooperativa de Limpieza La Escoba",
        "Nuestra cooperativa trabaja con productos ecológicos",
        evidence="Nuestra cooperativa (gracias por preguntar) trabaja con productos ecológicos.",
    ),
    # parenthetical: una relativa explicativa entre comas tras el sujeto; se quita.
    _r(
        "es",
        "parenthetical",
        True,
        "Taller de bicis La Cadena — novedades\nEl taller, que está en los bajos de la parroquia, abre los "
        "miércoles por la tarde. Trae tu bici y te enseñamos.",
        "El taller abre los miércoles por la tarde",
        evidence="El taller, que está en los bajos de la parroquia, abre los miércoles por la tarde.",
    ),
    # filler: la muletilla `o sea,` fuera; lo demás literal.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (0:15): Eh... pues nada, que el martes tengo, o sea, la limpieza con la higienista a las diez. "
        "Luego te llamo.",
        "el martes tengo la limpieza con la higienista a las diez",
        evidence="el martes tengo, o sea, la limpieza con la higienista a las diez.",
    ),
    # filler: la vacilación `este,` fuera; lo demás literal.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (0:20): Bueno, a ver, la sala grande está reservada, este, para el sábado 22 por la tarde. "
        "Lo de las sillas lo hablamos.",
        "la sala grande está reservada para el sábado 22 por la tarde",
        evidence="la sala grande está reservada, este, para el sábado 22 por la tarde.",
    ),
    # --- negative ---
    # wrong_speaker: el mensaje de Sergio atado a Pilar.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ANILLA_TG,
        "Pilar Aznar anilla en el Delta del Ebro en primavera",
        evidence="Anillo en el Delta del Ebro en primavera",
        speaker="Pilar Aznar",
    ),
    # wrong_speaker: el turno del técnico atado al cliente.
    _r(
        "es",
        "wrong_speaker",
        False,
        _PERSIANAS_CALL,
        "Andrés Molina vive en Alcorcón",
        evidence="Vivo en Alcorcón",
        speaker="Andrés Molina",
    ),
    # wrong_speaker: la primera persona del mensaje reenviado es de Laia, no de quien reenvía.
    _r(
        "es",
        "wrong_speaker",
        False,
        "De: Jordi Roca <jordi@rocaestudi.cat>\nPara: Nuria Ferrer <nuria@gestoriaferrer.es>\nAsunto: RV: "
        "facturación\n\nNuria, te reenvío lo que me dijo Laia.\n\n---------- Mensaje reenviado ----------\n"
        "De: Laia Serra <laia@serra.studio>\nFacturo con Quaderno desde octubre y no cobro IVA a clientes de "
        "fuera.",
        "Jordi Roca factura con Quaderno desde octubre",
        evidence="Facturo con Quaderno desde octubre",
        speaker="Jordi Roca",
    ),
    # restriction_drop: `personal` modifica el sustantivo de la clave y la clave no lo lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        "05/12/26, 09:48 - Nuria Ferrer Puig: Mi correo personal es nuriafp@gmail.com, pero para papeles mejor "
        "al de la gestoría 🙏",
        "nuriafp@gmail.com",
        evidence="Mi correo personal es nuriafp@gmail.com",
        speaker="Nuria Ferrer Puig",
        key="gestoria_ferrer/nuria_ferrer_puig/correo",
    ),
    # restriction_drop: `merino` quitado del objeto.
    _r(
        "es",
        "restriction_drop",
        False,
        _AGUJA_WA,
        "Vendemos lana a granel",
        evidence="Vendemos lana merino a granel",
    ),
    # restriction_drop: `pequeña` quitado; dice qué sala está libre.
    _r(
        "es",
        "restriction_drop",
        False,
        _CIVICO_MAIL,
        "La sala está libre los miércoles por la tarde",
        evidence="La sala pequeña está libre los miércoles por la tarde.",
    ),
    # negation: `No` quitado.
    _r(
        "es",
        "negation",
        False,
        "Incidencia #2291 — Persianas Levante\nRespuesta: Hola, gracias por contactar. No instalamos estores "
        "motorizados, lo siento. Sí reparamos persianas de lamas.",
        "Instalamos estores motorizados",
        evidence="No instalamos estores motorizados",
    ),
    # negation: `no` quitado bajo atadura de hablante.
    _r(
        "es",
        "negation",
        False,
        _JORDI_WA,
        "Jordi Roca tiene tarifa plana",
        evidence="no tengo tarifa plana",
        speaker="Jordi Roca",
    ),
    # attribution: la entrenadora es la del hermano, no la de Carla.
    _r(
        "es",
        "attribution",
        False,
        _CARLA_TG,
        "Ane Goikoetxea",
        evidence="la entrenadora de mi hermano se llama Ane Goikoetxea",
        speaker="Carla Pons",
        key="carla_pons/entrenadora",
    ),
    # attribution: el móvil es del compañero Dani, no de Marta.
    _r(
        "es",
        "attribution",
        False,
        _MARTA_WA,
        "611 204 398",
        evidence="apúntate el móvil de mi compañero Dani: 611 204 398",
        speaker="Marta Soler",
        key="marta_soler/phone",
    ),
    # tense: `trabajaba` (pasado) reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        "12/11/26, 18:02 - Vicente Sanz: Antes trabajaba en un taller de Valencia; ahora restauro por mi cuenta, "
        "sobre todo sillas de enea",
        "Vicente Sanz trabaja en un taller de Valencia",
        evidence="Antes trabajaba en un taller de Valencia",
        speaker="Vicente Sanz",
    ),
    # tense: `antiguo` y la cópula en pasado; ya no es su número.
    _r(
        "es",
        "tense",
        False,
        "SMS a Academia Refuerza+: Hola, soy Teresa Gil, la madre de Hugo (2º ESO). Os escribo desde otro móvil; "
        "mi número antiguo era el 622 908 114. Gracias!",
        "622 908 114",
        evidence="mi número antiguo era el 622 908 114",
        speaker="Teresa Gil",
        key="teresa_gil/phone",
    ),
    # number: `dos` (y `al mes`) quitados.
    _r(
        "es",
        "number",
        False,
        _FILA7,
        "Cada socio puede traer invitados",
        evidence="Cada socio puede traer dos invitados al mes.",
    ),
    # number: el precio sin `en grupos de cuatro alumnos`, que la clave no nombra.
    _r(
        "es",
        "number",
        False,
        "Hola Teresa:\nLa clase sale a 18 € la hora en grupos de cuatro alumnos; la individual, a 25 €.\n"
        "Un saludo,\nLaura Benito\nAcademia Refuerza+",
        "18 €",
        evidence="La clase sale a 18 € la hora en grupos de cuatro alumnos",
        key="academia_refuerza/precio_hora",
    ),
    # condition: la condición `Si hay bandera amarilla` quitada.
    _r(
        "es",
        "condition",
        False,
        _AGUAS_AVISO,
        "El entrenamiento se hace en la piscina de Anoeta",
        evidence="Si hay bandera amarilla, el entrenamiento se hace en la piscina de Anoeta.",
    ),
    # condition: la condición `Si facturas menos de 15.000 € al año` quitada.
    _r(
        "es",
        "condition",
        False,
        "Gestoría Ferrer Autónomos — tarifas 2027\nSi facturas menos de 15.000 € al año, la cuota de la gestoría "
        "es de 45 € al mes. Si no, te hacemos presupuesto.",
        "La cuota de la gestoría es de 45 € al mes",
        evidence="Si facturas menos de 15.000 € al año, la cuota de la gestoría es de 45 € al mes.",
    ),
    # scope: `Solo` quitado.
    _r(
        "es",
        "scope",
        False,
        _FILA7,
        "Los socios pueden votar la programación",
        evidence="Solo los socios pueden votar la programación.",
    ),
    # identifier: la URL cortada antes de `/cita-previa`.
    _r(
        "es",
        "identifier",
        False,
        _NURIA_SIG,
        "https://gestoriaferrer.es",
        evidence="Cita previa: https://gestoriaferrer.es/cita-previa",
        key="gestoria_ferrer/cita_previa/web",
    ),
)

_WANGLEI_WX = (
    "启明家教·初二数学群\n"
    "王蕾 2026-11-02 19:30\n"
    "家长们好，我是启明家教的课程顾问王蕾。随时打我电话13812345678。"
    "这是我的私人微信：wanglei_home。也可以打我同事小孙的电话13700001111。\n"
    "家长-朵朵妈 2026-11-02 19:35\n"
    "好的王老师"
)
_QIAOSHOU_SMS = "【巧手针线铺】您的订单已发货，运单号：SF1409823375612，请注意查收。退订回T"
_ZHAOMIN_WX = (
    "公开水域泳友群\n"
    "赵敏 2026/10/12 20:15\n"
    "我教练叫李海涛，人特别好。我老公的教练叫陈刚。\n"
    "刘洋 2026/10/12 20:17\n"
    "我教练叫张伟，周末带冬泳。"
)
_MENGJIA_WX = (
    "孟佳 2026/12/01 10:12\n"
    "何老师好，我是自由插画师，主要接海外的单。\n"
    "孟佳 2026/12/01 10:13\n"
    "我朋友跟我说：“我去年是按经营所得报的。”我也要这么报吗？\n"
    "何顾问 2026/12/01 10:20\n"
    "可以，我帮您看一下。"
)
_HUANZHI_WX = (
    "东滩环志小组\n"
    "黄志远 2026-09-28 07:40\n"
    "我在崇明东滩做了三年环志。我以前在鄱阳湖做过环志，那边主要是雁鸭。\n"
    "组长老陈 2026-09-28 07:52\n"
    "周六早上五点半集合。请带上头灯、笔记本和雨靴。"
)
_LANWEIQUN = (
    "蓝围裙保洁合作社 服务说明\n"
    "我们合作社（名字叫蓝围裙）只用环保清洁剂。\n"
    "日常保洁每小时收费50元；如果客户自备清洁剂，每小时收费45元。"
)
_ZHOU_WX = (
    "周建华 2026/11/20 16:05\n"
    "这把椅子（您外婆留下来的那把）已经修好了。"
    "这张桌子原来是红木色的，现在打磨成原木色了，您看看照片。"
)
_ANJU = "【安居窗帘】我们免费上门量尺寸，也负责安装。我们不装电动窗帘，请谅解。咨询请回复1。"
_MEICHI_CHAT = (
    "美齿口腔 在线咨询\n"
    "我：你好，我想约洗牙。我对青霉素、利多卡因和乳胶过敏。\n"
    "洁牙师小吴：好的，已备注。我每周四上午在门诊。"
)
_LANGHUA = (
    "浪花公开水域游泳俱乐部 集合通知\n"
    "集合地点（老码头旁边的停车场）离地铁站不远。"
    "如果水温低于16度，就改到泳池训练。"
    "新人体验课两次共收费120元。"
)
_YINGXIANG = (
    "光影电影俱乐部 简介\n"
    "我们放经典老片，还会请影评人来做映后交流。"
    "每位会员可以带两位朋友。只有会员才能预约周五的放映。"
)
_ZHENXIAN = "巧手针线铺客服：亲，店里有棉线、丝线和蜡线。另外店里卖日本进口的刺绣线，颜色很全。"

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan：电话号码；`随时`是自由选择，`我`是键所指的说话人，`电话`是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        _WANGLEI_WX,
        "13812345678",
        evidence="随时打我电话13812345678",
        speaker="王蕾",
        key="启明家教/王蕾/电话",
    ),
    # subspan：标签`运单号：`由键的关系逐字点名，运单号整取。
    _r(
        "zh",
        "subspan",
        True,
        _QIAOSHOU_SMS,
        "SF1409823375612",
        evidence="运单号：SF1409823375612",
        key="巧手针线铺/订单/运单号",
    ),
    # subspan：收据上的金额，标签`金额`即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "美齿口腔 收费凭证\n项目：超声波洁牙\n金额：¥380.00\n支付方式：微信支付\n日期：2026-11-21",
        "¥380.00",
        evidence="金额：¥380.00",
        key="美齿口腔/洁牙/金额",
    ),
    # subspan：JSON字段的会员编号，字段名即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        '{"工具": "会员查询", "结果": {"会员": "陈思远", "会员编号": "FC-2208", "到期日": "2027-06-30"}}',
        "FC-2208",
        evidence='"会员编号": "FC-2208"',
        key="陈思远/电影俱乐部/会员编号",
    ),
    # subspan：`叫`后的名字；`我`是赵敏本人，`教练`是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        _ZHAOMIN_WX,
        "李海涛",
        evidence="我教练叫李海涛",
        speaker="赵敏",
        key="赵敏/教练",
    ),
    # subspan：预订单的使用日期，标签即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "村活动中心场地预订单\n申请人：周建国\n场地：一楼多功能厅\n使用日期：2026年12月20日\n用途：村民联欢会",
        "2026年12月20日",
        evidence="使用日期：2026年12月20日",
        key="周建国/场地预订/使用日期",
    ),
    # speaker：孟佳自己的消息，`我`换成她的名字。
    _r(
        "zh",
        "speaker",
        True,
        _MENGJIA_WX,
        "孟佳是自由插画师",
        evidence="我是自由插画师",
        speaker="孟佳",
    ),
    # speaker：语音里的`我`写成mem0的`用户`。
    _r(
        "zh",
        "speaker",
        True,
        "语音转文字（0:35）：我每周六下午在社区单车工坊帮忙修车，你要是车坏了可以来找我。",
        "用户每周六下午在社区单车工坊帮忙修车",
        evidence="我每周六下午在社区单车工坊帮忙修车",
        speaker="user",
    ),
    # speaker：黄志远自己的消息，省略主语。
    _r(
        "zh",
        "speaker",
        True,
        _HUANZHI_WX,
        "在崇明东滩做了三年环志",
        evidence="我在崇明东滩做了三年环志",
        speaker="黄志远",
    ),
    # speaker：会议记录里林秀芳的发言，`我`换成她的名字。
    _r(
        "zh",
        "speaker",
        True,
        "周例会记录（蓝围裙保洁合作社）\n林秀芳：我负责合作社的排班，请假提前跟我说。\n陈梅：下周三我要去医院。",
        "林秀芳负责合作社的排班",
        evidence="我负责合作社的排班",
        speaker="林秀芳",
    ),
    # speaker：通话记录里周建华自己的话，`我`换成他的名字。
    _r(
        "zh",
        "speaker",
        True,
        "通话记录 — 老周家具翻新\n客户：师傅，老家具能翻新吗？\n"
        "周建华：能，我专门做老榆木家具的翻新，您拍张照片发我看看。",
        "周建华专门做老榆木家具的翻新",
        evidence="我专门做老榆木家具的翻新",
        speaker="周建华",
    ),
    # coordination：保留第一个分句及其主语，整个去掉共用主语的第二个分句`也负责安装`。
    _r(
        "zh",
        "coordination",
        True,
        _ANJU,
        "我们免费上门量尺寸",
        evidence="我们免费上门量尺寸，也负责安装。",
    ),
    # coordination：`张医生`是两个分句的共同主语，整个去掉第一个分句`周二坐诊`。
    _r(
        "zh",
        "coordination",
        True,
        "美齿口腔公众号通知：洁牙师张医生周二坐诊，周四做洁牙。节假日另行通知。",
        "洁牙师张医生周四做洁牙",
        evidence="洁牙师张医生周二坐诊，周四做洁牙。",
    ),
    # coordination：保留第一个分句及其主语，整个去掉`还会请影评人来做映后交流`。
    _r(
        "zh",
        "coordination",
        True,
        _YINGXIANG,
        "我们放经典老片",
        evidence="我们放经典老片，还会请影评人来做映后交流。",
    ),
    # list_item：列表中的一项，连同动词`有`和主语。
    _r(
        "zh",
        "list_item",
        True,
        _ZHENXIAN,
        "店里有丝线",
        evidence="店里有棉线、丝线和蜡线。",
    ),
    # list_item：`我：`是对话自己的一方，写成`用户`；过敏原取一项，保留`过敏`。
    _r(
        "zh",
        "list_item",
        True,
        _MEICHI_CHAT,
        "用户对利多卡因过敏",
        evidence="我对青霉素、利多卡因和乳胶过敏。",
        speaker="user",
    ),
    # list_item：带上的物品取一项，连同`请带上`。
    _r(
        "zh",
        "list_item",
        True,
        _HUANZHI_WX,
        "请带上笔记本",
        evidence="请带上头灯、笔记本和雨靴。",
    ),
    # parenthetical：括号里描述句首名词短语的地点，无否定、范围、条件或数字，去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        _LANGHUA,
        "集合地点离地铁站不远",
        evidence="集合地点（老码头旁边的停车场）离地铁站不远。",
    ),
    # parenthetical：括号里描述句首名词短语`这把椅子`，去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        _ZHOU_WX,
        "这把椅子已经修好了",
        evidence="这把椅子（您外婆留下来的那把）已经修好了。",
    ),
    # parenthetical：括号里是合作社的名字，去掉；`只用`保留。
    _r(
        "zh",
        "parenthetical",
        True,
        _LANWEIQUN,
        "我们合作社只用环保清洁剂",
        evidence="我们合作社（名字叫蓝围裙）只用环保清洁剂。",
    ),
    # filler：`嗯……那个，就是，`和`啦`去掉，其余照抄。
    _r(
        "zh",
        "filler",
        True,
        "语音（0:12）：嗯……那个，就是，我周三下午要去洗牙啦。回来再给你打电话。",
        "我周三下午要去洗牙",
        evidence="嗯……那个，就是，我周三下午要去洗牙啦。",
    ),
    # filler：`呃，然后呢，`和中间的`嗯，`去掉，其余照抄。
    _r(
        "zh",
        "filler",
        True,
        "语音转文字：呃，然后呢，我们下周六借了活动中心的大厅，嗯，办广场舞比赛。你帮我跟村委说一声。",
        "我们下周六借了活动中心的大厅办广场舞比赛",
        evidence="呃，然后呢，我们下周六借了活动中心的大厅，嗯，办广场舞比赛。",
    ),
    # --- negative ---
    # wrong_speaker：刘洋的消息被绑到赵敏身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZHAOMIN_WX,
        "张伟",
        evidence="我教练叫张伟",
        speaker="赵敏",
        key="赵敏/教练",
    ),
    # wrong_speaker：洁牙师小吴的话被绑到mem0的用户身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _MEICHI_CHAT,
        "用户每周四上午在门诊",
        evidence="我每周四上午在门诊",
        speaker="user",
    ),
    # wrong_speaker：引号里的`我`是朋友，不是孟佳。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _MENGJIA_WX,
        "孟佳去年是按经营所得报的",
        evidence="我去年是按经营所得报的",
        speaker="孟佳",
    ),
    # restriction_drop：`私人`修饰键的名词，键没有带上它。
    _r(
        "zh",
        "restriction_drop",
        False,
        _WANGLEI_WX,
        "wanglei_home",
        evidence="这是我的私人微信：wanglei_home",
        speaker="王蕾",
        key="启明家教/王蕾/微信",
    ),
    # restriction_drop：去掉了`日本进口的`。
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZHENXIAN,
        "店里卖刺绣线",
        evidence="店里卖日本进口的刺绣线",
    ),
    # restriction_drop：去掉了`小`，说的是哪间会议室。
    _r(
        "zh",
        "restriction_drop",
        False,
        "村活动中心通知：活动中心的小会议室周三晚上空着，可以来登记。",
        "活动中心的会议室周三晚上空着",
        evidence="活动中心的小会议室周三晚上空着",
    ),
    # negation：去掉了`不`。
    _r(
        "zh",
        "negation",
        False,
        _ANJU,
        "我们装电动窗帘",
        evidence="我们不装电动窗帘",
    ),
    # negation：去掉了`不`。
    _r(
        "zh",
        "negation",
        False,
        "【绿轮社区单车工坊】开放时间：周二、周四晚7点到9点。工坊不收修车费，配件按成本价。",
        "工坊收修车费",
        evidence="工坊不收修车费",
    ),
    # attribution：`我老公的教练`是别人的教练。
    _r(
        "zh",
        "attribution",
        False,
        _ZHAOMIN_WX,
        "陈刚",
        evidence="我老公的教练叫陈刚",
        speaker="赵敏",
        key="赵敏/教练",
    ),
    # attribution：电话是同事小孙的，不是王蕾的。
    _r(
        "zh",
        "attribution",
        False,
        _WANGLEI_WX,
        "13700001111",
        evidence="打我同事小孙的电话13700001111",
        speaker="王蕾",
        key="启明家教/王蕾/电话",
    ),
    # tense：`以前`和`过`被去掉，过去的经历写成了现在。
    _r(
        "zh",
        "tense",
        False,
        _HUANZHI_WX,
        "黄志远在鄱阳湖做环志",
        evidence="我以前在鄱阳湖做过环志",
        speaker="黄志远",
    ),
    # tense：`原来`被去掉，桌子现在已不是红木色。
    _r(
        "zh",
        "tense",
        False,
        _ZHOU_WX,
        "这张桌子是红木色的",
        evidence="这张桌子原来是红木色的",
    ),
    # number：去掉了`每位`和`两位`。
    _r(
        "zh",
        "number",
        False,
        _YINGXIANG,
        "会员可以带朋友",
        evidence="每位会员可以带两位朋友。",
    ),
    # number：金额去掉了`两次`，键没有说次数。
    _r(
        "zh",
        "number",
        False,
        _LANGHUA,
        "120元",
        evidence="新人体验课两次共收费120元",
        key="浪花俱乐部/体验课/收费",
    ),
    # condition：去掉了`如果水温低于16度`。
    _r(
        "zh",
        "condition",
        False,
        _LANGHUA,
        "改到泳池训练",
        evidence="如果水温低于16度，就改到泳池训练。",
    ),
    # condition：去掉了`如果客户自备清洁剂`。
    _r(
        "zh",
        "condition",
        False,
        _LANWEIQUN,
        "每小时收费45元",
        evidence="如果客户自备清洁剂，每小时收费45元。",
    ),
    # scope：去掉了`只有……才`。
    _r(
        "zh",
        "scope",
        False,
        _YINGXIANG,
        "会员能预约周五的放映",
        evidence="只有会员才能预约周五的放映。",
    ),
    # identifier：运单号被截断。
    _r(
        "zh",
        "identifier",
        False,
        _QIAOSHOU_SMS,
        "SF14098233",
        evidence="运单号：SF1409823375612",
        key="巧手针线铺/订单/运单号",
    ),
)

BATCH_78: tuple[Realistic, ...] = _EN + _ES + _ZH
