"""The realistic set's fiftieth batch: a blind measurement of speaker binding in multi-party text (issue 31, brief B50).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b50, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. The brief is B44's variation (who said it: whose words a value binds),
so the split is B44's, not the standard one.

Every source is invented here and has two or more people in it, in formats the earlier speaker batches used little:
Microsoft Teams meeting transcripts (`Name   0:12` headers), Zoom chat exports (`From X to Y (Direct Message):`),
Google Meet captions (run-on, unpunctuated), LINE and KakaoTalk-style chat exports (tab- and bracket-separated),
Facebook Marketplace and 闲鱼 buyer-seller chats, Airbnb host/guest threads, Uber and DiDi driver-rider chats (the
rider is `You`/`Tú`/`我`, the record's speaker `user`), teachers' school reports quoting pupils and classmates,
newspaper stories quoting several people, GP and clinic notes quoting the patient and a relative, Reddit, Instagram
and Weibo comment threads with replies, and mem0 `user:`/`assistant:` transcripts in which the user quotes someone
else (a landlord, a boss, a mother). Domains: a platform team, a building site, a study group, a parents' council,
flat-shares, second-hand sales, holiday lets, ride-hailing, primary schools, local news, general practice,
bakeries, commuting and student life abroad. Chinese sources mix simplified and traditional script.

The values are written as memory extractors write them: the speaker's first person restated with the speaker's
name (Zep/Graphiti), with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), or with the
subject dropped (`Works at Paddington`); the subspan records keep one atomic value (a phone number, URL, e-mail,
code, WeChat ID, amount with its currency, date, date range or time) from the speaker's own words, filed under a key
naming that speaker (`jordan_pike/phone`, `valeria_ortiz/correo`, `陈默/微信号`). Most negatives have a faithful twin
in the same source: the same words bound to the right person beside a record binding them to another participant
(the next turn, a DM's recipient, the other party of a chat, a classmate, a signature or a desk phone, the person a
user quotes), so a rule cannot pass by refusing every multi-party source.

The batch holds 120 records: en, es and zh have 40 each, split the same way. Faithful (20): speaker 12, subspan 8.
Negative (20): wrong_speaker 12, attribution 8 (a value stating as fact what someone only reported, rumoured, was
told or asked). Every evidence string is a verbatim span of its source. The batch is unscored: scoring it is the
lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN_TEAMS = (
    "Platform weekly sync-20261201_100312-Meeting Recording\n"
    "December 1, 2026, 10:03AM\n"
    "42m 18s\n\n"
    "Priya Nair   0:04\n"
    "OK, quick updates. I'm moving to the Dublin office on March 3rd, so I'll be an hour behind you all from then.\n\n"
    "Tom Becker   0:12\n"
    "Congrats. I'm on call this week. My mobile is 07700 900123.\n\n"
    "Priya Nair   0:19\n"
    "Will do. Also, Lena told me the Q3 offsite is cancelled.\n\n"
    "Lena Ortiz   0:25\n"
    "I said it might move to October, not that it's cancelled. I'm booking the venue on Friday."
)
_EN_ZOOM = (
    "10:02:11 From Kwame Mensah to Everyone:\n"
    "\tI'll be 10 min late to the breakout, my kid's school just called\n"
    "10:02:40 From Sarah Lindqvist to Everyone:\n"
    "\tNo worries. For anyone who needs the slides: https://drive.example.com/s/q4-roadmap-v3\n"
    "10:03:05 From Kwame Mensah to Sarah Lindqvist (Direct Message):\n"
    "\tbtw I'm leaving Halvorsen at the end of January, keep it quiet for now\n"
    "10:04:19 From Daniel Cho to Everyone:\n"
    '\tReacted to "No worries. For anyone..." with 👍\n'
    "10:05:02 From Daniel Cho to Everyone:\n"
    "\tSomeone said the budget freeze is lifted in Q1?? can anyone confirm"
)
_EN_MEET = (
    "Meet captions — Parents' council, Dec 3\n"
    "Ana Ruiz: so I can take the bake sale table on the 14th\n"
    "Michael O'Brien: great and I'll bring the card reader\n"
    "Ana Ruiz: my son is allergic to sesame by the way so nothing with tahini on our table please\n"
    "Grace Liu: noted my husband said the gym is closed that weekend but I'll double check\n"
    "Michael O'Brien: I can't do the morning shift I work Saturdays until noon"
)
_EN_LINE = (
    "[LINE] Chat history with Flat 4B 🏠\n"
    "Saved on: 2026/11/30 21:05\n\n"
    "2026/11/28(Sat)\n"
    "09:14\tYuki Tanaka\tMorning! I've paid my share of the gas bill, £46.20, sent it to Oli's Monzo\n"
    "09:20\tOliver Grant\tcheers. Heads up, the landlord texted me that he's putting the rent up in April\n"
    "09:21\tOliver Grant\t[Sticker]\n"
    "09:33\tHannah Weiss\tugh. I'm away 19–27 December btw, so someone water the plants pls\n"
    "09:35\tYuki Tanaka\tI'm around over Christmas, I'll do it"
)
_EN_MARKETPLACE = (
    "Marketplace · IKEA Kallax 4x4 shelf – white – £40\n"
    "Jordan Pike: Hi, is this still available?\n"
    "Seller (Fiona McKay): Yes! Collection only from Leith, I'm in most evenings after 6.\n"
    "Jordan Pike: Great. My brother said a Kallax won't fit in a Corsa, is that right lol\n"
    "Fiona McKay: It comes apart, I can take the back panel off for you.\n"
    "Jordan Pike: Perfect, I can come Thursday. My number's 07911 123456 if it's easier to text."
)
_EN_AIRBNB = (
    "Airbnb · Reservation HMQ4X2ZT8P · Seaview loft, Whitby · 12–15 Feb\n"
    "Host (Gareth): Hi Emma, welcome! Self check-in from 3pm, the key safe code is 4471.\n"
    "Guest (Emma Cole): Thanks Gareth! I'm arriving around 9pm, my train gets in late.\n"
    "Guest (Emma Cole): Also my partner uses a wheelchair – are there steps up to the loft?\n"
    "Host (Gareth): There are 12 steps, I'm afraid, no lift. The previous guests said the café next door does a "
    "great breakfast."
)
_EN_UBER = (
    "Uber · Trip with Anil (Toyota Prius · LX19 KPT)\n"
    "Anil: I'm at the pickup, grey Prius outside Boots\n"
    "You: Coming now, I'm the one with the big blue suitcase\n"
    "Anil: No rush. Fyi I don't take cash, card only through the app\n"
    "You: no problem. my flight leaves at 18:40 from Terminal 5"
)
_EN_REPORT = (
    "Year 5 — Spring report — Class teacher: Mrs. Okafor\n"
    "Pupil: Leo Hartmann\n"
    'Leo has grown in confidence this term. In our maths conference he told me, "I like fractions more than '
    'writing now," which is a big change from September. His science partner, Maya, said "Leo is the best at '
    'drawing diagrams," and I agree. I would like Leo to practise his times tables at home.\n'
    "Signed: A. Okafor"
)
_EN_GAZETTE = (
    "Whitby Gazette — Harbour café owners split over parking plan\n"
    'Councillor Rob Ainsley, who chairs the transport committee, said: "I will vote against the scheme on Tuesday. '
    'It punishes the very businesses that keep this town going."\n'
    'Café owner Nadia Sheikh disagreed. "I\'ve run the Anchor for eleven years and I support the plan," she said. '
    '"Most of my customers walk here anyway."\n'
    "Fisherman Pete Lowther, 67, told the Gazette he had heard the car park would be sold to a developer."
)
_EN_GP = (
    "GP consultation note — 02/12/2026 — Dr S. Kaur\n"
    "Pt: Mr David Osei, 54.\n"
    "PC: \"I've had a cough for three weeks and it's worse at night.\"\n"
    'HPC: Non-smoker. Pt states "I stopped smoking in 2015." Wife (present) reports he snores heavily and '
    '"stops breathing for a few seconds" at night. Pt denies chest pain.\n'
    "Plan: CXR; sleep clinic referral. Review in 2/52. Dr Kaur's direct line for results: 0113 496 0021."
)
_EN_REDDIT = (
    "r/London · Posted by u/quietcommuter\n"
    "Anyone know if the Elizabeth line is running on Boxing Day?\n\n"
    "  u/tfl_nerd_88 · 3h\n"
    "  I work at Paddington and we're closed on Boxing Day, no Elizabeth line services at all.\n"
    "    ↳ u/quietcommuter · 2h\n"
    "      Ah thanks. I've booked a coach instead then, National Express at 07:15.\n"
    "    ↳ u/marlowe_k · 2h\n"
    "      My cousin said they're running a reduced service from Abbey Wood, not sure though"
)
_EN_MEM0 = (
    "user: my landlord just messaged \"I'm selling the flat next spring, you'll get two months' notice\"\n"
    "assistant: That's a lot to take in. Do you want help looking at your options?\n"
    "user: yeah. I'm vegetarian btw and I can't afford more than £1,300 a month for a new place\n"
    "assistant: Got it — I'll keep that in mind.\n"
    "user: my sister said \"I'll help you move, I've got a van\""
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker (12) ---
    # speaker: Priya's own turn in a Teams transcript, restated with her name; tense and date kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_TEAMS,
        "Priya Nair is moving to the Dublin office on March 3rd",
        evidence="I'm moving to the Dublin office on March 3rd",
        speaker="Priya Nair",
        key="priya_nair/office",
    ),
    # speaker: Lena's own last turn, subject dropped for the speaker; nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        _EN_TEAMS,
        "Is booking the venue on Friday",
        evidence="I'm booking the venue on Friday.",
        speaker="Lena Ortiz",
    ),
    # speaker: Kwame's direct message in a Zoom chat export; his own words, restated with his name.
    _r(
        "en",
        "speaker",
        True,
        _EN_ZOOM,
        "Kwame Mensah is leaving Halvorsen at the end of January",
        evidence="I'm leaving Halvorsen at the end of January",
        speaker="Kwame Mensah",
        key="kwame_mensah/employer",
    ),
    # speaker: Michael's caption line (run-on, unpunctuated); his second clause restated with his name.
    _r(
        "en",
        "speaker",
        True,
        _EN_MEET,
        "Michael O'Brien works Saturdays until noon",
        evidence="I work Saturdays until noon",
        speaker="Michael O'Brien",
    ),
    # speaker: the seller's own turn on Marketplace; restated with her name, the time restriction kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_MARKETPLACE,
        "Fiona McKay is in most evenings after 6",
        evidence="I'm in most evenings after 6",
        speaker="Fiona McKay",
        key="fiona_mckay/availability",
    ),
    # speaker: the guest's own message in an Airbnb thread; "around 9pm" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_AIRBNB,
        "Emma Cole is arriving around 9pm",
        evidence="I'm arriving around 9pm",
        speaker="Emma Cole",
        key="emma_cole/arrival",
    ),
    # speaker: the driver's own line in an Uber chat; negation kept with the agreeing verb (don't → doesn't).
    _r(
        "en",
        "speaker",
        True,
        _EN_UBER,
        "Anil doesn't take cash",
        evidence="I don't take cash",
        speaker="Anil",
        key="anil/payment",
    ),
    # speaker: a pupil's words quoted in a teacher's report, bound to the pupil; "now" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_REPORT,
        "Leo Hartmann likes fractions more than writing now",
        evidence="I like fractions more than writing now",
        speaker="Leo Hartmann",
    ),
    # speaker: the councillor's quoted words in a newspaper story; modal "will" and the day kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GAZETTE,
        "Rob Ainsley will vote against the scheme on Tuesday",
        evidence="I will vote against the scheme on Tuesday.",
        speaker="Rob Ainsley",
        key="rob_ainsley/parking_scheme_vote",
    ),
    # speaker: the patient's presenting complaint quoted in a GP note; perfect aspect and duration kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GP,
        "David Osei has had a cough for three weeks",
        evidence="I've had a cough for three weeks",
        speaker="David Osei",
        key="david_osei/symptoms",
    ),
    # speaker: a Reddit reply's author, subject dropped (Graphiti-style attribute on the author's node).
    _r(
        "en",
        "speaker",
        True,
        _EN_REDDIT,
        "Works at Paddington",
        evidence="I work at Paddington",
        speaker="u/tfl_nerd_88",
    ),
    # speaker: mem0's User for the user's own first-person words, not the landlord's quoted ones.
    _r(
        "en",
        "speaker",
        True,
        _EN_MEM0,
        "User is vegetarian",
        evidence="I'm vegetarian",
        speaker="user",
        key="user/diet",
    ),
    # --- faithful: subspan (8) ---
    # subspan: Tom's own mobile number from his turn; the key names the relation the rest of the clause states.
    _r(
        "en",
        "subspan",
        True,
        _EN_TEAMS,
        "07700 900123",
        evidence="My mobile is 07700 900123.",
        speaker="Tom Becker",
        key="tom_becker/mobile",
    ),
    # subspan: the URL Sarah posted herself, filed under her shared-slides key.
    _r(
        "en",
        "subspan",
        True,
        _EN_ZOOM,
        "https://drive.example.com/s/q4-roadmap-v3",
        evidence="For anyone who needs the slides: https://drive.example.com/s/q4-roadmap-v3",
        speaker="Sarah Lindqvist",
        key="sarah_lindqvist/q4_roadmap_slides_url",
    ),
    # subspan: Yuki's share of the gas bill, the amount with its currency, from Yuki's own LINE message.
    _r(
        "en",
        "subspan",
        True,
        _EN_LINE,
        "£46.20",
        evidence="I've paid my share of the gas bill, £46.20",
        speaker="Yuki Tanaka",
        key="yuki_tanaka/gas_bill_share_paid",
    ),
    # subspan: Hannah's away dates, a date range taken whole, from her own message.
    _r(
        "en",
        "subspan",
        True,
        _EN_LINE,
        "19–27 December",
        evidence="I'm away 19–27 December",
        speaker="Hannah Weiss",
        key="hannah_weiss/away_dates",
    ),
    # subspan: the buyer's phone number from his own last message; the key is about the buyer.
    _r(
        "en",
        "subspan",
        True,
        _EN_MARKETPLACE,
        "07911 123456",
        evidence="My number's 07911 123456",
        speaker="Jordan Pike",
        key="jordan_pike/phone",
    ),
    # subspan: the host's key-safe code from the host's own message, filed under the host's listing.
    _r(
        "en",
        "subspan",
        True,
        _EN_AIRBNB,
        "4471",
        evidence="the key safe code is 4471",
        speaker="Gareth",
        key="gareth/whitby_loft/key_safe_code",
    ),
    # subspan: the year the patient says he stopped smoking, from his quoted words; the key carries the relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_GP,
        "2015",
        evidence="I stopped smoking in 2015.",
        speaker="David Osei",
        key="david_osei/stopped_smoking_year",
    ),
    # subspan: the poster's coach time from the poster's own reply; the key names the coach departure.
    _r(
        "en",
        "subspan",
        True,
        _EN_REDDIT,
        "07:15",
        evidence="I've booked a coach instead then, National Express at 07:15.",
        speaker="u/quietcommuter",
        key="quietcommuter/boxing_day_coach/departure_time",
    ),
    # --- negative: wrong_speaker (12) ---
    # wrong_speaker: Priya's move bound to Tom, the next speaker in the transcript.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TEAMS,
        "Tom Becker is moving to the Dublin office on March 3rd",
        evidence="I'm moving to the Dublin office on March 3rd",
        speaker="Tom Becker",
        key="tom_becker/office",
    ),
    # wrong_speaker: Kwame's DM was sent to Sarah; the recipient is not the one leaving.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ZOOM,
        "Sarah Lindqvist is leaving Halvorsen at the end of January",
        evidence="I'm leaving Halvorsen at the end of January",
        speaker="Sarah Lindqvist",
    ),
    # wrong_speaker: Michael said he can't do the morning shift; Grace only spoke the line before.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MEET,
        "Grace Liu can't do the morning shift",
        evidence="I can't do the morning shift",
        speaker="Grace Liu",
    ),
    # wrong_speaker: Ana's son has the sesame allergy, not Michael's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MEET,
        "Michael O'Brien's son is allergic to sesame",
        evidence="my son is allergic to sesame",
        speaker="Michael O'Brien",
        key="michael_obrien/son/allergy",
    ),
    # wrong_speaker: Hannah is away 19–27 December; Yuki said she is around.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_LINE,
        "Yuki Tanaka is away 19–27 December",
        evidence="I'm away 19–27 December",
        speaker="Yuki Tanaka",
    ),
    # wrong_speaker: the phone number is the buyer's; filed under the seller's key.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MARKETPLACE,
        "07911 123456",
        evidence="My number's 07911 123456",
        speaker="Fiona McKay",
        key="fiona_mckay/phone",
    ),
    # wrong_speaker: the guest's partner uses a wheelchair, bound to the host.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_AIRBNB,
        "Gareth's partner uses a wheelchair",
        evidence="my partner uses a wheelchair",
        speaker="Gareth",
    ),
    # wrong_speaker: the driver doesn't take cash; mem0's User is the rider ("You").
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_UBER,
        "User doesn't take cash",
        evidence="I don't take cash",
        speaker="user",
        key="user/payment",
    ),
    # wrong_speaker: Leo's quoted words bound to Maya, who is quoted in the next sentence.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_REPORT,
        "Maya likes fractions more than writing now",
        evidence="I like fractions more than writing now",
        speaker="Maya",
    ),
    # wrong_speaker: the councillor's vote bound to the café owner who disagreed with him.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GAZETTE,
        "Nadia Sheikh will vote against the scheme on Tuesday",
        evidence="I will vote against the scheme on Tuesday.",
        speaker="Nadia Sheikh",
    ),
    # wrong_speaker: the doctor's direct line filed as the patient's phone.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GP,
        "0113 496 0021",
        evidence="Dr Kaur's direct line for results: 0113 496 0021.",
        speaker="David Osei",
        key="david_osei/phone",
    ),
    # wrong_speaker: the user quoted the landlord; the user is not selling the flat.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MEM0,
        "User is selling the flat next spring",
        evidence="I'm selling the flat next spring",
        speaker="user",
        key="user/housing",
    ),
    # --- negative: attribution (8) ---
    # attribution: Priya only relays what Lena told her (and Lena denies it); stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_TEAMS,
        "The Q3 offsite is cancelled",
        evidence="Lena told me the Q3 offsite is cancelled.",
        speaker="Priya Nair",
    ),
    # attribution: an unconfirmed "someone said" rumour, posted as a question, stored as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_ZOOM,
        "The budget freeze is lifted in Q1",
        evidence="Someone said the budget freeze is lifted in Q1",
        speaker="Daniel Cho",
    ),
    # attribution: Grace's husband's claim, which she says she will double check, stored as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MEET,
        "The gym is closed that weekend",
        evidence="my husband said the gym is closed that weekend",
        speaker="Grace Liu",
    ),
    # attribution: Oliver relays the landlord's text; the value drops "the landlord texted me that".
    _r(
        "en",
        "attribution",
        False,
        _EN_LINE,
        "The landlord is putting the rent up in April",
        evidence="the landlord texted me that he's putting the rent up in April",
        speaker="Oliver Grant",
    ),
    # attribution: the host passes on what previous guests said; stored as the host's fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_AIRBNB,
        "The café next door does a great breakfast",
        evidence="The previous guests said the café next door does a great breakfast.",
        speaker="Gareth",
    ),
    # attribution: hearsay in a news story ("he had heard") stored as a plan.
    _r(
        "en",
        "attribution",
        False,
        _EN_GAZETTE,
        "The car park would be sold to a developer",
        evidence="he had heard the car park would be sold to a developer.",
        speaker="Pete Lowther",
    ),
    # attribution: the wife's report in a GP note stored as the patient's established fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_GP,
        "David Osei snores heavily",
        evidence="Wife (present) reports he snores heavily",
        speaker="David Osei",
        key="david_osei/sleep",
    ),
    # attribution: the poster only asked whether the line runs (and was told it doesn't); stored as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_REDDIT,
        "The Elizabeth line is running on Boxing Day",
        evidence="Anyone know if the Elizabeth line is running on Boxing Day?",
        speaker="u/quietcommuter",
    ),
)

_ES_TEAMS = (
    "Reunión de coordinación – Obra Calle Alcalá 112\n"
    "3 de diciembre de 2026, 9:02\n\n"
    "Marta Gil   0:07\n"
    "Buenos días. Yo empiezo en la obra de Getafe el lunes, así que Jorge os lleva esto.\n\n"
    "Jorge Sanz   0:15\n"
    "Vale. Mi móvil es el 612 345 678, llamadme a mí para cualquier cosa de la grúa.\n\n"
    "Marta Gil   0:22\n"
    "El arquitecto me dijo que la licencia de la segunda fase ya está aprobada.\n\n"
    "Luis Ferrer   0:30\n"
    "Yo no trabajo los viernes este mes, tengo a mi padre en el hospital."
)
_ES_ZOOM = (
    "10:15:02 De Carolina Peña a Todos:\n"
    "\tPerdón, se me cae la conexión. Estoy en Quito esta semana.\n"
    "10:15:40 De Andrés Mejía a Todos:\n"
    "\tSin problema. Aquí dejo el acta: https://docs.example.co/acta-comite-diciembre\n"
    "10:16:12 De Andrés Mejía a Carolina Peña (mensaje directo):\n"
    "\tOye, dicen que van a cerrar la sede de Medellín, ¿tú sabes algo?\n"
    "10:17:05 De Carolina Peña a Andrés Mejía (mensaje directo):\n"
    "\tNi idea. Yo dejo el comité en enero, eso sí te lo confirmo."
)
_ES_DIDI = (
    "DiDi · Viaje con Rosendo (Nissan Versa blanco · placas MXK-42-19)\n"
    "Rosendo: Ya estoy afuera del Oxxo, en el Versa blanco\n"
    "Tú: Voy bajando, traigo una maleta grande y a mi perro\n"
    "Rosendo: No hay problema con el perro. Solo acepto efectivo hoy, la terminal no me funciona\n"
    "Tú: Ok, yo pago en efectivo entonces. Voy a la Terminal 1 del aeropuerto"
)
_ES_AIRBNB = (
    "Airbnb · Reserva HM8KQ2RZ4T · Casa rural en Cangas de Onís · 27–30 dic\n"
    "Anfitriona (Covadonga): ¡Hola, Irene! La llave está en el buzón, el código es 2580.\n"
    "Huésped (Irene Vidal): ¡Gracias! Llegamos sobre las 22:00, salimos de Madrid después de comer.\n"
    "Huésped (Irene Vidal): Una pregunta: soy celíaca, ¿hay alguna panadería sin gluten cerca?\n"
    "Anfitriona (Covadonga): Sí, la de la plaza. Unos huéspedes me comentaron que el camino a los Lagos está "
    "cortado por nieve, pero no lo he comprobado."
)
_ES_MARKETPLACE = (
    "Marketplace · Bicicleta Orbea Alma talla M – 450 €\n"
    "Sergio Castro: Hola, ¿sigue disponible?\n"
    "Vendedora (Lucía Romero): Sí. Solo la enseño por las tardes, trabajo por la mañana.\n"
    "Sergio Castro: Perfecto. Mi cuñado dice que a este modelo se le rompe el cuadro, ¿es verdad?\n"
    "Lucía Romero: Nunca ha tenido un golpe. Te paso mi número: 644 821 307."
)
_ES_PERIODICO = (
    "El Norte de Castilla — Los vecinos de San Pablo, divididos por la peatonalización\n"
    "Por Elena Cuesta\n"
    "La presidenta de la asociación vecinal, Pilar Manso, lo tiene claro: «Yo vivo en esta calle desde 1987 y "
    "nunca había visto tanto ruido».\n"
    "El hostelero Ramón Ibáñez opina lo contrario. «Yo he contratado a dos camareros más desde que cerraron la "
    "calle al tráfico», explica.\n"
    "Fuentes municipales aseguran que la obra costará 1,2 millones de euros, una cifra que la oposición pone en duda."
)
_ES_CONSULTA = (
    "Informe de consulta — Centro de Salud Delicias — 01/12/2026\n"
    "Médica: Dra. Nuria Peral. Paciente: Tomás Aguado, 61 años.\n"
    "Motivo: «Me mareo cuando me levanto rápido, desde hace dos semanas».\n"
    "Refiere: «Tomo enalapril desde marzo». Su hija, que le acompaña, comenta que «se le olvidan las pastillas "
    "muchos días».\n"
    "Plan: control de TA en 7 días. Teléfono de la consulta de enfermería: 976 55 21 40."
)
_ES_INFORME = (
    "Informe trimestral — 4.º de Primaria — Tutora: Begoña Lasa\n"
    "Alumna: Claudia Ferrer\n"
    "Claudia participa mucho en clase. En la asamblea nos contó que quiere ser veterinaria como su tía. Le cuesta la "
    "resta, aunque ella misma dice: «Ya entiendo las llevadas». Su compañero Hugo comentó que «Claudia es la que "
    "mejor lee en voz alta»."
)
_ES_MEET = (
    "Subtítulos de Meet — Grupo de estudio MIR, 2 dic\n"
    "Valeria Ortiz: bueno yo hago el examen el 24 de enero en Sevilla\n"
    "Diego Lara: yo lo hago en Madrid pero no me acuerdo del aula\n"
    "Valeria Ortiz: mi correo es valeria.ortiz.mir@gmail.com por si alguien quiere los esquemas\n"
    "Paula Nieto: a mí me dijeron que este año el examen tiene 210 preguntas"
)
_ES_INSTAGRAM = (
    "@panaderia_lamiga · Publicación: «¡Mañana abrimos a las 8 con roscón!»\n"
    "  @martacooks: Yo encargué dos roscones para el día 5, ¿los recojo por la mañana?\n"
    "    ↳ @panaderia_lamiga: Sí, Marta, de 8 a 14. Yo estoy en el mostrador toda la mañana.\n"
    "  @juanjo_bcn: Mi vecina dice que este año el roscón lleva menos nata, ¿es verdad?"
)
_ES_MEM0 = (
    'user: mi jefa me escribió: "Yo me jubilo en junio, a partir de ahí llevarás tú el equipo"\n'
    "assistant: ¡Enhorabuena! ¿Cómo te sientes con eso?\n"
    "user: nervioso, la verdad. Soy alérgico al marisco, por cierto, para la cena de empresa\n"
    "assistant: Lo tengo en cuenta.\n"
    "user: y mi pareja dice que yo trabajo demasiado, jaja"
)
_ES_LINE = (
    "[LINE] Historial del chat con Piso Lavapiés\n"
    "Guardado: 30/11/2026 22:10\n\n"
    "2026/11/29(sáb)\n"
    "10:02\tNico Herrera\tYa he pagado la luz, 63,40 €, os paso el Bizum luego\n"
    "10:05\tSofía Ruiz\tGracias! Yo me voy a Lima del 18 al 30 de diciembre\n"
    "10:06\tSofía Ruiz\t[Sticker]\n"
    "10:11\tNico Herrera\tEl casero me ha dicho que cambia la caldera en enero"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker (12) ---
    # speaker: Marta's own turn in a Teams transcript; "Yo empiezo" → "Marta Gil empieza", date kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_TEAMS,
        "Marta Gil empieza en la obra de Getafe el lunes",
        evidence="Yo empiezo en la obra de Getafe el lunes",
        speaker="Marta Gil",
        key="marta_gil/obra_asignada",
    ),
    # speaker: Luis's own turn; negation and the "este mes" time frame kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_TEAMS,
        "Luis Ferrer no trabaja los viernes este mes",
        evidence="Yo no trabajo los viernes este mes",
        speaker="Luis Ferrer",
        key="luis_ferrer/disponibilidad",
    ),
    # speaker: Carolina's direct message in a Zoom chat export, subject dropped for the speaker.
    _r(
        "es",
        "speaker",
        True,
        _ES_ZOOM,
        "Deja el comité en enero",
        evidence="Yo dejo el comité en enero",
        speaker="Carolina Peña",
    ),
    # speaker: the DiDi driver's own line; "solo" and "hoy" kept, verb agreed (acepto → acepta).
    _r(
        "es",
        "speaker",
        True,
        _ES_DIDI,
        "Rosendo solo acepta efectivo hoy",
        evidence="Solo acepto efectivo hoy",
        speaker="Rosendo",
    ),
    # speaker: the guest's own message in an Airbnb thread, restated with her name.
    _r(
        "es",
        "speaker",
        True,
        _ES_AIRBNB,
        "Irene Vidal es celíaca",
        evidence="soy celíaca",
        speaker="Irene Vidal",
        key="irene_vidal/dieta",
    ),
    # speaker: the seller's own words on Marketplace; "por la mañana" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_MARKETPLACE,
        "Lucía Romero trabaja por la mañana",
        evidence="trabajo por la mañana",
        speaker="Lucía Romero",
    ),
    # speaker: a neighbour quoted in a newspaper story; "desde 1987" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_PERIODICO,
        "Pilar Manso vive en esta calle desde 1987",
        evidence="Yo vivo en esta calle desde 1987",
        speaker="Pilar Manso",
        key="pilar_manso/residencia",
    ),
    # speaker: the bar owner's quoted words, perfect tense kept (he contratado → ha contratado).
    _r(
        "es",
        "speaker",
        True,
        _ES_PERIODICO,
        "Ramón Ibáñez ha contratado a dos camareros más desde que cerraron la calle al tráfico",
        evidence="Yo he contratado a dos camareros más desde que cerraron la calle al tráfico",
        speaker="Ramón Ibáñez",
    ),
    # speaker: the patient's words quoted in a clinic note, bound to the patient.
    _r(
        "es",
        "speaker",
        True,
        _ES_CONSULTA,
        "Tomás Aguado toma enalapril desde marzo",
        evidence="Tomo enalapril desde marzo",
        speaker="Tomás Aguado",
        key="tomas_aguado/medicacion",
    ),
    # speaker: a pupil's words quoted in a school report; "ya" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_INFORME,
        "Claudia Ferrer ya entiende las llevadas",
        evidence="Ya entiendo las llevadas",
        speaker="Claudia Ferrer",
    ),
    # speaker: the commenter's own Instagram comment, subject dropped; the order and its date kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_INSTAGRAM,
        "Encargó dos roscones para el día 5",
        evidence="Yo encargué dos roscones para el día 5",
        speaker="@martacooks",
    ),
    # speaker: mem0's Usuario for the user's own words, not the boss's quoted message.
    _r(
        "es",
        "speaker",
        True,
        _ES_MEM0,
        "Usuario es alérgico al marisco",
        evidence="Soy alérgico al marisco",
        speaker="user",
        key="user/alergias",
    ),
    # --- faithful: subspan (8) ---
    # subspan: Jorge's own mobile number from his turn, under his key.
    _r(
        "es",
        "subspan",
        True,
        _ES_TEAMS,
        "612 345 678",
        evidence="Mi móvil es el 612 345 678",
        speaker="Jorge Sanz",
        key="jorge_sanz/movil",
    ),
    # subspan: the minutes URL Andrés posted himself.
    _r(
        "es",
        "subspan",
        True,
        _ES_ZOOM,
        "https://docs.example.co/acta-comite-diciembre",
        evidence="Aquí dejo el acta: https://docs.example.co/acta-comite-diciembre",
        speaker="Andrés Mejía",
        key="andres_mejia/acta_comite_url",
    ),
    # subspan: the host's own mailbox code, filed under the host's listing.
    _r(
        "es",
        "subspan",
        True,
        _ES_AIRBNB,
        "2580",
        evidence="el código es 2580.",
        speaker="Covadonga",
        key="covadonga/casa_cangas/codigo_buzon",
    ),
    # subspan: the seller's phone number from her own last message.
    _r(
        "es",
        "subspan",
        True,
        _ES_MARKETPLACE,
        "644 821 307",
        evidence="Te paso mi número: 644 821 307.",
        speaker="Lucía Romero",
        key="lucia_romero/telefono",
    ),
    # subspan: Valeria's e-mail address from her own caption line; taken whole.
    _r(
        "es",
        "subspan",
        True,
        _ES_MEET,
        "valeria.ortiz.mir@gmail.com",
        evidence="mi correo es valeria.ortiz.mir@gmail.com",
        speaker="Valeria Ortiz",
        key="valeria_ortiz/correo",
    ),
    # subspan: Valeria's exam date from her own words; the key names the exam date.
    _r(
        "es",
        "subspan",
        True,
        _ES_MEET,
        "el 24 de enero",
        evidence="yo hago el examen el 24 de enero",
        speaker="Valeria Ortiz",
        key="valeria_ortiz/examen_mir/fecha",
    ),
    # subspan: Nico's payment, the amount with its currency, from his own LINE message.
    _r(
        "es",
        "subspan",
        True,
        _ES_LINE,
        "63,40 €",
        evidence="Ya he pagado la luz, 63,40 €",
        speaker="Nico Herrera",
        key="nico_herrera/pago_luz",
    ),
    # subspan: Sofía's trip dates, a date range taken whole from her own message.
    _r(
        "es",
        "subspan",
        True,
        _ES_LINE,
        "del 18 al 30 de diciembre",
        evidence="Yo me voy a Lima del 18 al 30 de diciembre",
        speaker="Sofía Ruiz",
        key="sofia_ruiz/viaje_lima/fechas",
    ),
    # --- negative: wrong_speaker (12) ---
    # wrong_speaker: Jorge's mobile number filed under Marta, who spoke before him.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TEAMS,
        "612 345 678",
        evidence="Mi móvil es el 612 345 678",
        speaker="Marta Gil",
        key="marta_gil/movil",
    ),
    # wrong_speaker: Luis doesn't work Fridays; bound to Jorge.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TEAMS,
        "Jorge Sanz no trabaja los viernes este mes",
        evidence="Yo no trabajo los viernes este mes",
        speaker="Jorge Sanz",
    ),
    # wrong_speaker: Carolina's DM reply was sent to Andrés; he is not the one leaving the committee.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ZOOM,
        "Andrés Mejía deja el comité en enero",
        evidence="Yo dejo el comité en enero",
        speaker="Andrés Mejía",
    ),
    # wrong_speaker: the driver only accepts cash today; mem0's Usuario is the rider ("Tú").
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_DIDI,
        "Usuario solo acepta efectivo hoy",
        evidence="Solo acepto efectivo hoy",
        speaker="user",
    ),
    # wrong_speaker: the guest is coeliac; bound to the host.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AIRBNB,
        "Covadonga es celíaca",
        evidence="soy celíaca",
        speaker="Covadonga",
        key="covadonga/dieta",
    ),
    # wrong_speaker: the seller's phone number filed under the buyer.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MARKETPLACE,
        "644 821 307",
        evidence="Te paso mi número: 644 821 307.",
        speaker="Sergio Castro",
        key="sergio_castro/telefono",
    ),
    # wrong_speaker: Pilar's quote bound to Ramón, quoted in the next paragraph.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PERIODICO,
        "Ramón Ibáñez vive en esta calle desde 1987",
        evidence="Yo vivo en esta calle desde 1987",
        speaker="Ramón Ibáñez",
    ),
    # wrong_speaker: the nursing desk's phone filed as the patient's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CONSULTA,
        "976 55 21 40",
        evidence="Teléfono de la consulta de enfermería: 976 55 21 40.",
        speaker="Tomás Aguado",
        key="tomas_aguado/telefono",
    ),
    # wrong_speaker: Claudia's quoted words bound to her classmate Hugo.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_INFORME,
        "Hugo ya entiende las llevadas",
        evidence="Ya entiendo las llevadas",
        speaker="Hugo",
    ),
    # wrong_speaker: Valeria's exam date bound to Diego, who only said he sits it in Madrid.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MEET,
        "Diego Lara hace el examen el 24 de enero",
        evidence="yo hago el examen el 24 de enero",
        speaker="Diego Lara",
        key="diego_lara/examen_mir",
    ),
    # wrong_speaker: the boss retires in June (quoted by the user); bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MEM0,
        "Usuario se jubila en junio",
        evidence="Yo me jubilo en junio",
        speaker="user",
        key="user/trabajo",
    ),
    # wrong_speaker: Sofía goes to Lima; bound to Nico, the other flatmate in the chat.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_LINE,
        "Nico Herrera se va a Lima del 18 al 30 de diciembre",
        evidence="Yo me voy a Lima del 18 al 30 de diciembre",
        speaker="Nico Herrera",
    ),
    # --- negative: attribution (8) ---
    # attribution: Marta only relays what the architect told her; stored as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_TEAMS,
        "La licencia de la segunda fase ya está aprobada",
        evidence="El arquitecto me dijo que la licencia de la segunda fase ya está aprobada.",
        speaker="Marta Gil",
    ),
    # attribution: a "dicen que" rumour, asked as a question, stored as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_ZOOM,
        "Van a cerrar la sede de Medellín",
        evidence="dicen que van a cerrar la sede de Medellín",
        speaker="Andrés Mejía",
    ),
    # attribution: the host passes on other guests' report and says she has not checked it.
    _r(
        "es",
        "attribution",
        False,
        _ES_AIRBNB,
        "El camino a los Lagos está cortado por nieve",
        evidence="Unos huéspedes me comentaron que el camino a los Lagos está cortado por nieve",
        speaker="Covadonga",
    ),
    # attribution: municipal sources' claim (disputed in the same sentence) stored as the reporter's fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_PERIODICO,
        "La obra costará 1,2 millones de euros",
        evidence="Fuentes municipales aseguran que la obra costará 1,2 millones de euros",
        speaker="Elena Cuesta",
    ),
    # attribution: the daughter's report in the clinic note stored as the patient's fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_CONSULTA,
        "Se le olvidan las pastillas muchos días",
        evidence="Su hija, que le acompaña, comenta que «se le olvidan las pastillas muchos días».",
        speaker="Tomás Aguado",
        key="tomas_aguado/adherencia",
    ),
    # attribution: a classmate's comment the teacher quotes, stored as the teacher's own assessment.
    _r(
        "es",
        "attribution",
        False,
        _ES_INFORME,
        "Claudia es la que mejor lee en voz alta",
        evidence="Su compañero Hugo comentó que «Claudia es la que mejor lee en voz alta».",
        speaker="Begoña Lasa",
    ),
    # attribution: "me dijeron que" — something Paula was told, stored as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_MEET,
        "Este año el examen tiene 210 preguntas",
        evidence="a mí me dijeron que este año el examen tiene 210 preguntas",
        speaker="Paula Nieto",
    ),
    # attribution: the partner's opinion of the user, stored as a fact about the user.
    _r(
        "es",
        "attribution",
        False,
        _ES_MEM0,
        "Usuario trabaja demasiado",
        evidence="mi pareja dice que yo trabajo demasiado",
        speaker="user",
        key="user/trabajo",
    ),
)

_ZH_TEAMS = (
    "产品周会-20261202_143005-会议录制\n"
    "2026年12月2日 下午2:30\n"
    "38分12秒\n\n"
    "王磊   0:05\n"
    "我先说一下，我下个月调去深圳分公司，这边的需求交给小周。\n\n"
    "周婷   0:14\n"
    "好的。我的分机号是 8021，有问题直接打给我。\n\n"
    "王磊   0:21\n"
    "另外听老陈说，年终奖今年要推迟到三月发。\n\n"
    "陈国华   0:28\n"
    "我没这么说啊，我只说可能推迟。我周五请假，去医院陪我爸复查。"
)
_ZH_ZOOM = (
    "10:02:11 来自 林晓 发送给 所有人:\n"
    "\t不好意思我网卡了，我这周在成都出差\n"
    "10:02:45 来自 赵一鸣 发送给 所有人:\n"
    "\t没事。资料在这里：https://pan.example.cn/s/7Hk2Qa\n"
    "10:03:30 来自 赵一鸣 发送给 林晓 (私聊):\n"
    "\t听说下季度要裁员，你听到什么风声没\n"
    "10:04:02 来自 林晓 发送给 赵一鸣 (私聊):\n"
    "\t没听说。我明年二月就离职了，已经跟HR谈过"
)
_ZH_DIDI = (
    "滴滴出行 · 司机 刘师傅（白色比亚迪秦 · 京B·7H2K9）\n"
    "刘师傅：您好，我已经到东门了，白色比亚迪\n"
    "我：马上下来，我带了两个大箱子\n"
    "刘师傅：好的。后备箱有气罐，放不下两个箱子，得放后座\n"
    "我：没问题。我赶 15:20 的高铁，麻烦快一点"
)
_ZH_AIRBNB = (
    "爱彼迎 · 预订码 HMZ9T4K2WQ · 大理古城小院 · 1月3日–1月6日\n"
    "房东（阿杰）：欢迎！门锁密码是 936104，入住时间下午两点以后。\n"
    "房客（孙悦）：谢谢！我们大概晚上十点到，航班比较晚。\n"
    "房客（孙悦）：另外我对猫毛过敏，院子里有猫吗？\n"
    "房东（阿杰）：有一只，不过不进房间。之前的客人说古城里那家米线店周一不开门。"
)
_ZH_XIANYU = (
    "闲鱼 · 宝贝：九成新 索尼 WH-1000XM5 耳机 ¥1450\n"
    "买家 小鹿：在吗？还在卖吗\n"
    "卖家 陈默：在的。我只在周末面交，工作日上班\n"
    "买家 小鹿：我朋友说这款头梁容易断，是真的吗\n"
    "卖家 陈默：我用了一年没出过问题。我微信号 chenmo_0817，加我细聊"
)
_ZH_NEWS = (
    "《钱江晚报》记者 方舟 报道：菜场改造，摊主们怎么看\n"
    "卖了二十年蔬菜的徐阿姨说：“我在这个菜场摆摊二十年了，改造期间我准备先回老家。”\n"
    "水产摊主何建平则表示：“我已经交了新摊位的定金，三千块。”\n"
    "市场管理方称，新菜场将于明年五一前开业。\n"
    "也有摊主听说改造后摊位费要翻倍，但管理方未予回应。"
)
_ZH_BINGLI = (
    "门诊病历 2026-12-01 呼吸内科 接诊医生：黄敏\n"
    "患者：吴建国，男，58岁\n"
    "主诉：“我咳嗽两个月了，晚上咳得更厉害。”\n"
    "现病史：患者自述“我十年前就戒烟了”。其妻代诉患者夜间打鼾明显。\n"
    "处理：胸部CT；一周后复诊。医生办公室电话：0571-8706 2233。"
)
_ZH_PINGYU = (
    "期末评语 · 三年级二班 · 班主任 邓老师\n"
    "学生：许嘉禾\n"
    "嘉禾这学期进步很大。她在周记里写道：“我最喜欢的科目是科学。”上课发言积极，同桌小雨说“嘉禾借给我好多书”。"
    "希望下学期多练习口算，她自己也说：“我乘法口诀还背不熟。”"
)
_ZH_WEIBO = (
    "@杭州地铁 微博：12月31日跨年夜，各线路延长运营。\n"
    "  @通勤的阿K：我在滨江上班，我们公司跨年夜加班到十点。\n"
    "    ↳ 回复 @通勤的阿K @小熊不吃糖：我也是！不过我住在临平，到时候打车回去\n"
    "  @西湖边的老周：我表哥说19号线那天不延长，有人知道吗？"
)
_ZH_MEM0 = (
    "user: 我妈刚给我发语音：“我下周三做白内障手术，你别请假了。”\n"
    "assistant: 希望手术顺利。需要我帮你记下日期吗？\n"
    "user: 好。我在一家外企做财务，下周三正好月结走不开\n"
    "assistant: 明白了。\n"
    "user: 我同事说我们部门明年要搬到浦东"
)
_ZH_LINE = (
    "[LINE] 與「大安合租」的聊天記錄\n"
    "儲存日期：2026/11/30 21:40\n\n"
    "2026/11/29（六）\n"
    "09:12\t林佳穎\t早安～我已經把瓦斯費轉給阿哲了，NT$860\n"
    "09:20\t阿哲\t收到。房東昨天跟我說明年一月要漲房租\n"
    "09:21\t阿哲\t[貼圖]\n"
    "09:35\t陳品妤\t我12月20號到1月2號回高雄，植物拜託大家澆一下\n"
    "09:40\t林佳穎\t我過年都在台北，我來澆"
)
_ZH_KAKAO = (
    "KakaoTalk 聊天记录 · 首尔留学生群\n"
    "保存日期：2026-11-28 22:15\n\n"
    "--------------- 2026年11月28日 星期六 ---------------\n"
    "[金敏智] [下午 3:02] 我下学期去釜山交换，宿舍的东西便宜转给大家\n"
    "[张浩] [下午 3:05] 我要电饭煲！我住在新村，可以自己去拿\n"
    "[金敏智] [下午 3:07] 好的，我的手机号是 010-4827-3310\n"
    "[刘思雨] [下午 3:10] 听学长说明年学费要涨5%"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker (12) ---
    # speaker: 王磊's own turn in a Teams transcript, "我" → "王磊"; time phrase kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TEAMS,
        "王磊下个月调去深圳分公司",
        evidence="我下个月调去深圳分公司",
        speaker="王磊",
        key="王磊/工作地点",
    ),
    # speaker: 陈国华's own last turn; the leave day kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TEAMS,
        "陈国华周五请假",
        evidence="我周五请假",
        speaker="陈国华",
    ),
    # speaker: 林晓's direct message in a Zoom chat export, subject dropped for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ZOOM,
        "明年二月就离职了",
        evidence="我明年二月就离职了",
        speaker="林晓",
        key="lin_xiao/employment",
    ),
    # speaker: the rider's own line in a DiDi chat ("我"), written with mem0's 用户; the number kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DIDI,
        "用户带了两个大箱子",
        evidence="我带了两个大箱子",
        speaker="user",
    ),
    # speaker: the guest's own message in an Airbnb thread, restated with her name.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_AIRBNB,
        "孙悦对猫毛过敏",
        evidence="我对猫毛过敏",
        speaker="孙悦",
        key="孙悦/过敏",
    ),
    # speaker: the seller's own line on 闲鱼; "只" and "周末" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_XIANYU,
        "陈默只在周末面交",
        evidence="我只在周末面交",
        speaker="陈默",
    ),
    # speaker: a stallholder quoted in a newspaper story; the duration kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_NEWS,
        "徐阿姨在这个菜场摆摊二十年了",
        evidence="我在这个菜场摆摊二十年了",
        speaker="徐阿姨",
    ),
    # speaker: the patient's chief complaint quoted in a clinic record; the duration kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BINGLI,
        "吴建国咳嗽两个月了",
        evidence="我咳嗽两个月了",
        speaker="吴建国",
        key="吴建国/症状",
    ),
    # speaker: a pupil's diary sentence quoted in the teacher's end-of-term comment.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PINGYU,
        "许嘉禾最喜欢的科目是科学",
        evidence="我最喜欢的科目是科学",
        speaker="许嘉禾",
        key="许嘉禾/最喜欢的科目",
    ),
    # speaker: a Weibo commenter's own words, subject dropped.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_WEIBO,
        "在滨江上班",
        evidence="我在滨江上班",
        speaker="@通勤的阿K",
    ),
    # speaker: mem0's 用户 for the user's own words, not the mother's quoted voice message.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MEM0,
        "用户在一家外企做财务",
        evidence="我在一家外企做财务",
        speaker="user",
        key="user/职业",
    ),
    # speaker: a KakaoTalk group member's own line, subject dropped.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KAKAO,
        "住在新村",
        evidence="我住在新村",
        speaker="张浩",
        key="张浩/住址",
    ),
    # --- faithful: subspan (8) ---
    # subspan: 周婷's extension number from her own turn.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TEAMS,
        "8021",
        evidence="我的分机号是 8021",
        speaker="周婷",
        key="周婷/分机号",
    ),
    # subspan: the link 赵一鸣 posted himself, taken whole.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZOOM,
        "https://pan.example.cn/s/7Hk2Qa",
        evidence="资料在这里：https://pan.example.cn/s/7Hk2Qa",
        speaker="赵一鸣",
        key="zhao_yiming/meeting_materials_url",
    ),
    # subspan: the host's own door code, filed under the host's listing.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_AIRBNB,
        "936104",
        evidence="门锁密码是 936104",
        speaker="阿杰",
        key="阿杰/大理小院/门锁密码",
    ),
    # subspan: the seller's WeChat ID from his own message.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_XIANYU,
        "chenmo_0817",
        evidence="我微信号 chenmo_0817",
        speaker="陈默",
        key="陈默/微信号",
    ),
    # subspan: the deposit 何建平 says he paid, an amount with its unit, from his own quote.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_NEWS,
        "三千块",
        evidence="我已经交了新摊位的定金，三千块",
        speaker="何建平",
        key="何建平/新摊位定金",
    ),
    # subspan: 林佳穎's share of the gas bill, amount with currency, from her own LINE message (traditional script).
    _r(
        "zh",
        "subspan",
        True,
        _ZH_LINE,
        "NT$860",
        evidence="我已經把瓦斯費轉給阿哲了，NT$860",
        speaker="林佳穎",
        key="林佳穎/瓦斯費分攤",
    ),
    # subspan: 陳品妤's trip dates, a date range taken whole from her own message.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_LINE,
        "12月20號到1月2號",
        evidence="我12月20號到1月2號回高雄",
        speaker="陳品妤",
        key="陳品妤/回高雄日期",
    ),
    # subspan: 金敏智's phone number from her own KakaoTalk line.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_KAKAO,
        "010-4827-3310",
        evidence="我的手机号是 010-4827-3310",
        speaker="金敏智",
        key="金敏智/手机号",
    ),
    # --- negative: wrong_speaker (12) ---
    # wrong_speaker: 王磊's transfer bound to 周婷, who speaks next.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TEAMS,
        "周婷下个月调去深圳分公司",
        evidence="我下个月调去深圳分公司",
        speaker="周婷",
        key="周婷/工作地点",
    ),
    # wrong_speaker: 周婷's extension filed under 王磊.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TEAMS,
        "8021",
        evidence="我的分机号是 8021",
        speaker="王磊",
        key="王磊/分机号",
    ),
    # wrong_speaker: 林晓's DM reply bound to its recipient 赵一鸣.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ZOOM,
        "赵一鸣明年二月就离职了",
        evidence="我明年二月就离职了",
        speaker="赵一鸣",
    ),
    # wrong_speaker: the driver is at the east gate; mem0's 用户 is the rider ("我：").
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DIDI,
        "用户已经到东门了",
        evidence="我已经到东门了",
        speaker="user",
    ),
    # wrong_speaker: the guest's cat allergy bound to the host.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_AIRBNB,
        "阿杰对猫毛过敏",
        evidence="我对猫毛过敏",
        speaker="阿杰",
        key="阿杰/过敏",
    ),
    # wrong_speaker: the seller's WeChat ID filed under the buyer.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_XIANYU,
        "chenmo_0817",
        evidence="我微信号 chenmo_0817",
        speaker="小鹿",
        key="小鹿/微信号",
    ),
    # wrong_speaker: 徐阿姨's twenty years at the market bound to 何建平, quoted in the next paragraph.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_NEWS,
        "何建平在这个菜场摆摊二十年了",
        evidence="我在这个菜场摆摊二十年了",
        speaker="何建平",
    ),
    # wrong_speaker: the doctor's office phone filed as the patient's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_BINGLI,
        "0571-8706 2233",
        evidence="医生办公室电话：0571-8706 2233",
        speaker="吴建国",
        key="吴建国/电话",
    ),
    # wrong_speaker: 嘉禾's diary sentence bound to her deskmate 小雨, quoted just after.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_PINGYU,
        "小雨最喜欢的科目是科学",
        evidence="我最喜欢的科目是科学",
        speaker="小雨",
        key="小雨/最喜欢的科目",
    ),
    # wrong_speaker: the mother's surgery (a relayed voice message) bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MEM0,
        "用户下周三做白内障手术",
        evidence="我下周三做白内障手术",
        speaker="user",
        key="user/健康",
    ),
    # wrong_speaker: 陳品妤's trip bound to 林佳穎, who says she stays in Taipei.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_LINE,
        "林佳穎12月20號到1月2號回高雄",
        evidence="我12月20號到1月2號回高雄",
        speaker="林佳穎",
    ),
    # wrong_speaker: 金敏智's phone number filed under 张浩.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_KAKAO,
        "010-4827-3310",
        evidence="我的手机号是 010-4827-3310",
        speaker="张浩",
        key="张浩/手机号",
    ),
    # --- negative: attribution (8) ---
    # attribution: 王磊 relays what he heard from 老陈 (who denies it); stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_TEAMS,
        "年终奖今年要推迟到三月发",
        evidence="听老陈说，年终奖今年要推迟到三月发。",
        speaker="王磊",
    ),
    # attribution: a "听说" rumour in a DM, stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_ZOOM,
        "下季度要裁员",
        evidence="听说下季度要裁员",
        speaker="赵一鸣",
    ),
    # attribution: the host relays earlier guests' remark; stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_AIRBNB,
        "古城里那家米线店周一不开门",
        evidence="之前的客人说古城里那家米线店周一不开门。",
        speaker="阿杰",
    ),
    # attribution: the market management's claim in a news story, stored as the reporter's fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_NEWS,
        "新菜场将于明年五一前开业",
        evidence="市场管理方称，新菜场将于明年五一前开业。",
        speaker="方舟",
    ),
    # attribution: the wife's report in the clinic record ("代诉") stored as an established fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_BINGLI,
        "患者夜间打鼾明显",
        evidence="其妻代诉患者夜间打鼾明显。",
        speaker="吴建国",
        key="吴建国/睡眠",
    ),
    # attribution: a cousin's claim posted as a question, stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_WEIBO,
        "19号线那天不延长",
        evidence="我表哥说19号线那天不延长",
        speaker="@西湖边的老周",
    ),
    # attribution: a colleague's claim the user relays, stored as a fact about the user's department.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_MEM0,
        "我们部门明年要搬到浦东",
        evidence="我同事说我们部门明年要搬到浦东",
        speaker="user",
    ),
    # attribution: "听学长说" hearsay about a fee rise, stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_KAKAO,
        "明年学费要涨5%",
        evidence="听学长说明年学费要涨5%",
        speaker="刘思雨",
    ),
)

BATCH_50: tuple[Realistic, ...] = _EN + _ES + _ZH
