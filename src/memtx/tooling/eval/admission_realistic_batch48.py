"""The realistic set's forty-eighth batch: a blind measurement of speaker binding in multi-party text (issue 31, B48).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b48, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records.

This batch measures *whose* words a value binds (the split and domains of brief S44, which override the blind brief's).
Every source has two or more people in it, and the formats are ones earlier batches used little: Telegram and Discord
exports, an iMessage family group where the user's own side is labelled `You` (`Tú`, `我`), mem0-style
`user:`/`assistant:` transcripts where the user relays a landlord's text or a sibling's message, visual-voicemail
transcriptions (a clinic calling, a mother calling), customer reviews with the owner's reply, nursing and
hotel-reception shift handover notes, e-mail threads with inline `>` replies, a forwarded e-mail with someone else's
signature, podcast transcripts with timestamped speaker labels, school parents' group notices, property-management
tickets with tenant and technician turns, and team minutes in the `- Name -` style. Domains: a supper club, a game
server, a dental practice, a bakery and a noodle shop, hospital wards, a doctor on a health podcast, a museum and farm
school trip, leaking flats, a running club, a flat share, a vet clinic, a hotel front desk, a branding studio, a
footballer's podcast, a badminton group and HR moves.

The values are written as memory extractors write them: the speaker's first-person words restated with the speaker's
name (Zep/Graphiti), with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), or with the subject
dropped (`Will stay on the billing migration until it ships`); subspan records keep one atomic value from the
speaker's own words (a phone number, e-mail, booking or member code, bib number, version, amount or date) under a key
about the speaker (`kofi_mensah/phone`, `user/flight/booking_ref`). The negatives bind to the record's speaker words
another participant said (another turn, a quoted `>` line, a relayed voice note or quoted text, the owner's reply,
a forwarded message, someone else's signature), or state as fact what someone only reported, rumoured or asked
(`apparently…`, `I heard…`, `dice que…`, `听说…`, a question). Most negatives have a faithful twin from the same source
binding a value to its real speaker.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (20):
speaker 12, subspan 8. Negative (20): wrong_speaker 12, attribution 8. Every evidence string is a verbatim span of
its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_TELEGRAM = (
    "Supper Club 🍝 — exported chat\n"
    "[12.03.26 19:04] Kofi Mensah: I'm allergic to shellfish, so no paella for me 🙏\n"
    "[12.03.26 19:05] Dana Whitfield: noted! I'm vegetarian anyway so I'll do a veggie one too\n"
    "[12.03.26 19:07] Kofi Mensah: my new number is +44 7700 900418 btw, the old one's dead"
)
_EN_DISCORD = (
    "#server-status\n"
    "lunawolf — Today at 21:14\n"
    "I run the EU server on weekends, ping me there if it's down\n"
    "byteknight — Today at 21:15\n"
    "I mostly lurk tbh. someone in #general said the 2.15 patch drops Friday\n"
    "lunawolf — Today at 21:16\n"
    "I'm on 2.14.3 and still get the crash on login"
)
_EN_MEM0 = (
    "user: ugh, my landlord texted me, he says the boiler gets serviced Thursday between 8 and 12\n"
    "assistant: Want me to add that to your calendar?\n"
    "user: yes pls. I work from home on Thursdays anyway. also my sister just texted \"I'm moving to Lisbon in "
    'May!!" 😭\n'
    "assistant: Big news! I've added the boiler visit for Thursday 8–12.\n"
    "user: and my flight ref is 7QX2PL, BA out of Heathrow on the 3rd"
)
_EN_IMESSAGE = (
    "Family 🏡\n"
    "Mum: Are you all coming for lunch Sunday? I'm doing a roast\n"
    "You: I can't come Sunday, I'm on call at the hospital until Monday\n"
    "Jake: I'll be there, bringing Priya 😊\n"
    "Mum: Lovely x"
)
_EN_VOICEMAIL_CLINIC = (
    "Visual Voicemail · Riverside Dental · 0:41\n"
    "\"Hi, this is Gail Porter, um, I'm the new practice manager at Riverside Dental. Just calling because Dr Osei "
    "asked me to move your check-up to the 9th at 3:15. If that doesn't work, ring me back on 020 7946 0321. "
    'Thanks, bye."'
)
_EN_VOICEMAIL_MUM = (
    "New voicemail from Mum · Tue 18:02 · 0:38\n"
    "Transcription: \"Hi love, it's Mum. I've booked the flights to Malaga for the 3rd, so tell Jake. Your dad says "
    "he's not bothered about the window seat. Call me back.\""
)
_EN_REVIEW = (
    "★★★★☆ Hannah B. · 2 weeks ago\n"
    "I've been coming here for six years and the almond croissants never disappoint. A friend told me they switched "
    "to frozen dough, but I honestly can't tell.\n"
    "Response from the owner (Luc) · 1 week ago\n"
    "Thank you Hannah! No frozen dough here — I bake every batch from 4 a.m. If anything's ever off, email me "
    "directly at luc@maisonluc.co.uk. Luc"
)
_EN_HANDOVER = (
    "NIGHT → DAY HANDOVER · Ward 6 · 07:00\n"
    "Outgoing: RN Tomasz Wójcik   Incoming: RN Abby Klein\n"
    "Bed 4 (Mr Hale): settled overnight. Patient's daughter says he's allergic to penicillin — not yet confirmed on "
    "the chart.\n"
    "Bed 7: NBM from midnight for theatre.\n"
    "Tomasz: I've restocked the crash trolley and signed the CD book.\n"
    "Abby: Acknowledged. I'll chase the 06:00 bloods with the lab."
)
_EN_EMAIL = (
    "On Tue, 3 Mar 2026 at 10:12, Priya Nair <priya.nair@lumenworks.io> wrote:\n"
    "> Can you confirm you'll present at the offsite? I'm out of office until the 14th, so reply to Kit if it's "
    "urgent.\n"
    "\n"
    "Yes — I'll present the Q2 roadmap on day two.\n"
    "\n"
    "> Any dietary requirements for the dinner?\n"
    "\n"
    "I'm coeliac, so gluten-free please.\n"
    "\n"
    "Owen"
)
_EN_PODCAST = (
    "[00:14:02] MIRA CHEN (host): Before radio I trained as a paramedic, so this one's close to home. There's a "
    "rumour you're joining the WHO next year — true?\n"
    "[00:14:20] DR. SAMUEL ADEYEMI: (laughs) No comment. I left the NHS in 2019 to start the clinic in Peckham, and "
    "my book, Salt Roads, comes out on 14 October."
)
_EN_PARENTS = (
    "Year 3 Parents 🐝\n"
    "[09/05, 07:41] Mrs Patel (class teacher): Reminder: museum trip Friday 16th. Payment of £12.50 via ParentPay by "
    "Wednesday please.\n"
    "[09/05, 07:55] Joanne (Lily's mum): I can drive four kids to the museum on Friday. Apparently the café there is "
    "closed on Fridays now?\n"
    "[09/05, 08:02] Marcus Reid: I can take two kids, but only on the way back\n"
    "[09/05, 08:10] Sanjay (Arjun's dad): I've paid the £12.50 for Arjun"
)
_EN_TICKET = (
    "Ticket #4471 · Unit 12B · Leak under kitchen sink · Priority: normal\n"
    "[Tenant] Aisha Romero · 09:12: Water pooling under the sink since last night. I've put a bucket under it and "
    "turned off the valve. Is the water shut off for the whole building on Wednesday? Gate code for my block is "
    "2580#.\n"
    "[Technician] Dev Kapoor · 14:40: Replaced the P-trap washer, no more drip. I'll come back Monday to check the "
    "seal.\n"
    "[Tenant] Aisha Romero · 15:02: Thanks Dev!"
)
_EN_MINUTES = (
    "Sprint 31 retro — 14/05\n"
    "- Rachel - I'm taking over release management from June. I heard legal wants to delay the launch to Q3.\n"
    "- Iker - I'll stay on the billing migration until it ships.\n"
    "- Noor - no updates"
)
_EN_FORWARD = (
    "Hi Paul, see below — thought you'd want to hear it from her first. I'm in Oslo all next week if you want to "
    "grab lunch.\n"
    "Sam\n"
    "\n"
    "---------- Forwarded message ---------\n"
    "From: Greta Lindqvist <greta.l@fastmail.se>\n"
    "Date: Fri, 8 May 2026\n"
    "Subject: News\n"
    "\n"
    "Sam — I've accepted the offer from Norrsken and I start on 1 July.\n"
    "Greta Lindqvist | Head of Talent | +46 70 123 45 67"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Kofi's own Telegram turn restated with his name; the reason clause after "so" is left whole.
    _r(
        "en",
        "speaker",
        True,
        _EN_TELEGRAM,
        "Kofi Mensah is allergic to shellfish",
        evidence="I'm allergic to shellfish",
        speaker="Kofi Mensah",
        key="kofi_mensah/allergies",
    ),
    # speaker: lunawolf's own Discord message with the handle as subject; "on weekends" is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_DISCORD,
        "lunawolf runs the EU server on weekends",
        evidence="I run the EU server on weekends",
        speaker="lunawolf",
    ),
    # speaker: the user's own sentence in a mem0 transcript, written as mem0's `User`; "on Thursdays" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_MEM0,
        "User works from home on Thursdays",
        evidence="I work from home on Thursdays",
        speaker="user",
    ),
    # speaker: the `You:` turn of an iMessage group is the user's; subject dropped, "until Monday" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_IMESSAGE,
        "Is on call at the hospital until Monday",
        evidence="I'm on call at the hospital until Monday",
        speaker="user",
        key="user/work/on_call",
    ),
    # speaker: the reviewer's own words, with her display name as subject; tense and duration kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_REVIEW,
        "Hannah B. has been coming here for six years",
        evidence="I've been coming here for six years",
        speaker="Hannah B.",
    ),
    # speaker: the outgoing nurse's own handover line; both coordinated tasks are kept, the name replaces "I".
    _r(
        "en",
        "speaker",
        True,
        _EN_HANDOVER,
        "Tomasz Wójcik has restocked the crash trolley and signed the CD book",
        evidence="I've restocked the crash trolley and signed the CD book.",
        speaker="Tomasz Wójcik",
    ),
    # speaker: Owen's unquoted inline reply (the lines without ">" are his); future and "on day two" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_EMAIL,
        "Owen will present the Q2 roadmap on day two",
        evidence="I'll present the Q2 roadmap on day two.",
        speaker="Owen",
    ),
    # speaker: the guest's own turn in a podcast transcript; purpose and place kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_PODCAST,
        "Dr. Samuel Adeyemi left the NHS in 2019 to start the clinic in Peckham",
        evidence="I left the NHS in 2019 to start the clinic in Peckham",
        speaker="Dr. Samuel Adeyemi",
    ),
    # speaker: Joanne's own offer in the parents' group; number, destination and day all kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_PARENTS,
        "Joanne can drive four kids to the museum on Friday",
        evidence="I can drive four kids to the museum on Friday.",
        speaker="Joanne",
    ),
    # speaker: the technician's own turn on the ticket; the modal future and the day kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_TICKET,
        "Dev Kapoor will come back Monday to check the seal",
        evidence="I'll come back Monday to check the seal.",
        speaker="Dev Kapoor",
    ),
    # speaker: Iker's minutes line with the subject dropped; "until it ships" is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_MINUTES,
        "Will stay on the billing migration until it ships",
        evidence="I'll stay on the billing migration until it ships.",
        speaker="Iker",
        key="iker/current_assignment",
    ),
    # speaker: Sam's own covering note above the forwarded message; the time frame is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_FORWARD,
        "Sam is in Oslo all next week",
        evidence="I'm in Oslo all next week",
        speaker="Sam",
    ),
    # --- faithful: subspan ---
    # subspan: Kofi's own new number; "my new number is" is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_TELEGRAM,
        "+44 7700 900418",
        evidence="my new number is +44 7700 900418",
        speaker="Kofi Mensah",
        key="kofi_mensah/phone",
    ),
    # subspan: the version lunawolf says they run, under a key about lunawolf's client.
    _r(
        "en",
        "subspan",
        True,
        _EN_DISCORD,
        "2.14.3",
        evidence="I'm on 2.14.3",
        speaker="lunawolf",
        key="lunawolf/game_client/version",
    ),
    # subspan: the user's own booking reference in a mem0 transcript, under mem0's user/ key.
    _r(
        "en",
        "subspan",
        True,
        _EN_MEM0,
        "7QX2PL",
        evidence="my flight ref is 7QX2PL",
        speaker="user",
        key="user/flight/booking_ref",
    ),
    # subspan: the caller's call-back number from her own voicemail; the condition before it is outside the evidence.
    _r(
        "en",
        "subspan",
        True,
        _EN_VOICEMAIL_CLINIC,
        "020 7946 0321",
        evidence="ring me back on 020 7946 0321",
        speaker="Gail Porter",
        key="riverside_dental/gail_porter/phone",
    ),
    # subspan: the owner's e-mail from his own reply to a review, filed under the owner.
    _r(
        "en",
        "subspan",
        True,
        _EN_REVIEW,
        "luc@maisonluc.co.uk",
        evidence="email me directly at luc@maisonluc.co.uk",
        speaker="Luc",
        key="maison_luc/luc/email",
    ),
    # subspan: the guest's own book's release date; the rest of the clause names the relation (the book comes out).
    _r(
        "en",
        "subspan",
        True,
        _EN_PODCAST,
        "14 October",
        evidence="my book, Salt Roads, comes out on 14 October",
        speaker="Dr. Samuel Adeyemi",
        key="samuel_adeyemi/book/release_date",
    ),
    # subspan: the amount Sanjay says he paid for his son; the key carries the son and the trip.
    _r(
        "en",
        "subspan",
        True,
        _EN_PARENTS,
        "£12.50",
        evidence="I've paid the £12.50 for Arjun",
        speaker="Sanjay",
        key="sanjay/arjun/museum_trip_payment",
    ),
    # subspan: the tenant's own gate code, under a key about her block.
    _r(
        "en",
        "subspan",
        True,
        _EN_TICKET,
        "2580#",
        evidence="Gate code for my block is 2580#.",
        speaker="Aisha Romero",
        key="aisha_romero/block/gate_code",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: "I'm vegetarian" is Dana's turn, bound to Kofi (twin of the allergy record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TELEGRAM,
        "Kofi Mensah is vegetarian",
        evidence="I'm vegetarian",
        speaker="Kofi Mensah",
        key="kofi_mensah/diet",
    ),
    # wrong_speaker: the user quotes the sister's text; its "I" is the sister, not the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MEM0,
        "User is moving to Lisbon in May",
        evidence="I'm moving to Lisbon in May",
        speaker="user",
    ),
    # wrong_speaker: "I'm doing a roast" is Mum's turn, bound to the `You` side of the chat.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_IMESSAGE,
        "User is doing a roast",
        evidence="I'm doing a roast",
        speaker="user",
    ),
    # wrong_speaker: a voicemail from Mum transcribed on the user's phone; her "I've booked" is not the user's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_VOICEMAIL_MUM,
        "User has booked the flights to Malaga for the 3rd",
        evidence="I've booked the flights to Malaga for the 3rd",
        speaker="user",
        key="user/travel/malaga",
    ),
    # wrong_speaker: the baking claim is from the owner's reply, bound to the reviewer (twin of Hannah's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_REVIEW,
        "Hannah B. bakes every batch from 4 a.m.",
        evidence="I bake every batch from 4 a.m.",
        speaker="Hannah B.",
    ),
    # wrong_speaker: the incoming nurse Abby will chase the bloods, not the outgoing Tomasz.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HANDOVER,
        "Tomasz Wójcik will chase the 06:00 bloods with the lab",
        evidence="I'll chase the 06:00 bloods with the lab.",
        speaker="Tomasz Wójcik",
    ),
    # wrong_speaker: the out-of-office line is inside Priya's quoted message (">"), bound to Owen.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_EMAIL,
        "Owen is out of office until the 14th",
        evidence="I'm out of office until the 14th",
        speaker="Owen",
    ),
    # wrong_speaker: Marcus offered two kids (and only one way); the value binds his turn to Joanne.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PARENTS,
        "Joanne can take two kids",
        evidence="I can take two kids",
        speaker="Joanne",
    ),
    # wrong_speaker: the technician's promise bound to the tenant (twin of Dev's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TICKET,
        "Aisha Romero will come back Monday to check the seal",
        evidence="I'll come back Monday to check the seal.",
        speaker="Aisha Romero",
    ),
    # wrong_speaker: Rachel takes over release management; the minutes line is bound to Iker.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MINUTES,
        "Iker is taking over release management from June",
        evidence="I'm taking over release management from June.",
        speaker="Iker",
    ),
    # wrong_speaker: the forwarded message is Greta's; Sam only forwarded it (twin of Sam's Oslo record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_FORWARD,
        "Sam has accepted the offer from Norrsken",
        evidence="I've accepted the offer from Norrsken",
        speaker="Sam",
        key="sam/job",
    ),
    # wrong_speaker: the phone number is in Greta's signature under the forwarded message, filed as Sam's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_FORWARD,
        "+46 70 123 45 67",
        evidence="Greta Lindqvist | Head of Talent | +46 70 123 45 67",
        speaker="Sam",
        key="sam/phone",
    ),
    # --- negative: attribution ---
    # attribution: byteknight only relays what "someone in #general said"; the release day is stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_DISCORD,
        "The 2.15 patch drops Friday",
        evidence="someone in #general said the 2.15 patch drops Friday",
        speaker="byteknight",
        key="game/patch_2_15/release_day",
    ),
    # attribution: the landlord "says" the service slot; the user relays it, the value asserts it as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MEM0,
        "The boiler gets serviced Thursday between 8 and 12",
        evidence="he says the boiler gets serviced Thursday between 8 and 12",
        speaker="user",
        key="user/home/boiler_service",
    ),
    # attribution: hearsay from a friend ("told me"), denied in the reply, stored as a fact about the bakery.
    _r(
        "en",
        "attribution",
        False,
        _EN_REVIEW,
        "Switched to frozen dough",
        evidence="A friend told me they switched to frozen dough",
        speaker="Hannah B.",
        key="maison_luc/dough",
    ),
    # attribution: the daughter "says" so and the chart has not confirmed it; stored as the patient's allergy.
    _r(
        "en",
        "attribution",
        False,
        _EN_HANDOVER,
        "Mr Hale is allergic to penicillin",
        evidence="Patient's daughter says he's allergic to penicillin",
        speaker="Tomasz Wójcik",
        key="ward6/mr_hale/allergies",
    ),
    # attribution: the host asks about a rumour; the guest declines to answer; the value asserts it.
    _r(
        "en",
        "attribution",
        False,
        _EN_PODCAST,
        "Dr. Samuel Adeyemi is joining the WHO next year",
        evidence="There's a rumour you're joining the WHO next year — true?",
        speaker="Mira Chen",
    ),
    # attribution: "Apparently … ?" is a hedged question in the chat, written as a fact about the café.
    _r(
        "en",
        "attribution",
        False,
        _EN_PARENTS,
        "The café there is closed on Fridays now",
        evidence="Apparently the café there is closed on Fridays now?",
        speaker="Joanne",
    ),
    # attribution: the tenant asks whether the water is shut off; the question becomes a fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_TICKET,
        "The water is shut off for the whole building on Wednesday",
        evidence="Is the water shut off for the whole building on Wednesday?",
        speaker="Aisha Romero",
    ),
    # attribution: Rachel only "heard" it; the value states legal's plan as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MINUTES,
        "Legal wants to delay the launch to Q3",
        evidence="I heard legal wants to delay the launch to Q3.",
        speaker="Rachel",
        key="project/launch/date",
    ),
)

# --- Spanish sources ---

_ES_TELEGRAM = (
    "Club Corredores Retiro 🏃 — chat exportado\n"
    "[03/04/26 20:11] Lucía Ferrer: Yo no puedo el domingo, trabajo de noche en el hospital esta semana 😩\n"
    "[03/04/26 20:12] Andrés Molina: Yo sí voy. Soy celíaco, así que el avituallamiento que sea sin gluten porfa\n"
    "[03/04/26 20:14] Lucía Ferrer: Mi dorsal es el 4127, por si alguien lo recoge por mí\n"
    "[03/04/26 20:15] Andrés Molina: Dicen que este año la carrera cambia el recorrido por obras"
)
_ES_MEM0 = (
    "user: mi casero me ha escrito, dice que el lunes cortan el agua de 9 a 14\n"
    "assistant: ¿Quieres que te lo apunte en el calendario?\n"
    "user: sí porfa. Yo teletrabajo los lunes, así que no pasa nada. Por cierto, mi hermano me mandó un audio: "
    '"Me han dado la plaza en Valencia"\n'
    "assistant: ¡Enhorabuena a tu hermano! Apuntado el corte de agua del lunes.\n"
    "user: mi número de socio del gimnasio es GX-220918, guárdalo"
)
_ES_PISO = (
    "Piso Lavapiés 🏠\n"
    "Carmen: ¿Quién se queda con la habitación pequeña en septiembre?\n"
    "Tú: Yo me mudo a Bilbao en agosto, así que no contéis conmigo\n"
    "Jorge: Yo me la quedo, que trabajo justo al lado\n"
    "Carmen: Genial. Mi Bizum es el 622 19 48 07 para la fianza"
)
_ES_BUZON_VET = (
    "Buzón de voz · Clínica Veterinaria Alameda · 0:52\n"
    "«Hola, buenas, soy Nuria Campos, la veterinaria de Toby. Le llamo porque los resultados de la analítica ya "
    "están. Yo estoy en consulta los martes y jueves por la tarde; si quiere, me llama al 954 21 37 60. Un saludo.»"
)
_ES_BUZON_MAMA = (
    "Mensaje de voz de Mamá · 19:40 · 0:35\n"
    "Transcripción: «Hola, cariño. Ya he reservado la casa rural de Cazorla para el puente de diciembre. Tu padre "
    "dice que él no va en coche, que prefiere el tren. Llámame.»"
)
_ES_RESENA = (
    "★★★★★ Marta G. · hace un mes\n"
    "Vengo cada viernes desde que abrieron y el arroz negro es el mejor de Valencia. Me dijeron que el cocinero se "
    "va a Madrid, ojalá no sea verdad.\n"
    "Respuesta del propietario · hace 3 semanas\n"
    "¡Gracias, Marta! Tranquila, Pepe sigue con nosotros. Yo hago el alioli cada mañana. Para reservas de grupo, "
    "escríbeme a reservas@casapepa.es. Pepa"
)
_ES_RELEVO = (
    "PARTE DE RELEVO · Recepción · Hotel Mirador · 23:00\n"
    "Sale: Rubén Ortega · Entra: Silvia Prats\n"
    "Hab. 214: el huésped dice que le han robado la cartera en la piscina; no hay denuncia todavía.\n"
    "Rubén: He dejado la caja cuadrada y las llaves maestras en el cajetín.\n"
    "Silvia: Recibido. Yo llamo mañana a las 8 al técnico del ascensor."
)
_ES_CORREO = (
    "El mar, 10 mar 2026 a las 9:47, Elena Ruiz <elena.ruiz@estudiotrama.es> escribió:\n"
    "> ¿Puedes confirmar que llevas tú la presentación del cliente? Yo estoy de baja hasta el día 20, así que "
    "escribe a Jaime si es urgente.\n"
    "\n"
    "Sí, yo presento la propuesta de branding el jueves.\n"
    "\n"
    "> ¿Alguna alergia para la comida?\n"
    "\n"
    "Soy alérgico a los frutos secos.\n"
    "\n"
    "Un abrazo,\n"
    "Álvaro"
)
_ES_PODCAST = (
    "[00:21:05] LAURA BENÍTEZ (presentadora): Yo jugué en el Sporting hasta los veinte, así que te entiendo. Se "
    "dice por ahí que fichas por el Betis la próxima temporada, ¿es verdad?\n"
    "[00:21:19] IRENE CASTRO (invitada): (risas) Eso no lo puedo decir. Yo me rompí el cruzado en 2022 y tardé "
    "catorce meses en volver. Mi libro, «Volver a correr», sale el 3 de noviembre."
)
_ES_AMPA = (
    "AMPA 2ºB 📚\n"
    "[14/05 08:02] Sra. Olmedo (tutora): Recordatorio: la excursión a la granja es el viernes 22. Hay que pagar "
    "9,50 € en secretaría antes del miércoles.\n"
    "[14/05 08:15] Raquel (mamá de Hugo): Yo puedo llevar a tres niños el viernes. ¿Es verdad que la granja cierra "
    "si llueve?\n"
    "[14/05 08:20] Fernando: Yo llevo a dos niños, pero solo a la vuelta\n"
    "[14/05 08:31] Beatriz (mamá de Vera): Ya he pagado los 9,50 € de Vera"
)
_ES_INCIDENCIA = (
    "Incidencia #2093 · Portal 3, 4ºB · Humedad en el techo del baño\n"
    "[Inquilino] Tomás Vidal · 10:05: Desde el lunes gotea en el baño. He puesto un cubo y he cerrado la llave de "
    "paso. El vecino de arriba dice que a él no le sale agua por ningún sitio. Mi teléfono es 611 482 905.\n"
    "[Técnico] Sergio Blanco · 17:30: Cambiada la junta del desagüe del 5ºB. Vuelvo el jueves a revisar la pintura."
)
_ES_ACTA = (
    "Reunión de equipo · 12/05\n"
    "- Patricia - Yo asumo la coordinación de guardias desde junio. He oído que dirección quiere retrasar la "
    "apertura a octubre.\n"
    "- Iñaki - Sigo con la migración de historias clínicas hasta que termine.\n"
    "- Rocío - sin novedades"
)
_ES_REENVIO = (
    "Hola Marcos, te reenvío lo de abajo, prefiero que te enteres por ella. Yo estoy en Sevilla toda la semana que "
    "viene.\n"
    "Sergi\n"
    "\n"
    "---------- Mensaje reenviado ---------\n"
    "De: Ainhoa Etxeberria <ainhoa.etx@gmail.com>\n"
    "Fecha: vie, 8 may 2026\n"
    "Asunto: Noticia\n"
    "\n"
    "Sergi, he aceptado la oferta de Kutxabank y empiezo el 1 de julio.\n"
    "Ainhoa Etxeberria · Responsable de Personas · +34 688 12 34 56"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Lucía's own Telegram turn with her name, verb inflected (trabajo → trabaja); "esta semana" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_TELEGRAM,
        "Lucía Ferrer trabaja de noche en el hospital esta semana",
        evidence="trabajo de noche en el hospital esta semana",
        speaker="Lucía Ferrer",
    ),
    # speaker: the user's own line in a mem0 transcript as mem0's `Usuario`; "los lunes" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_MEM0,
        "Usuario teletrabaja los lunes",
        evidence="Yo teletrabajo los lunes",
        speaker="user",
    ),
    # speaker: the `Tú:` turn of the flat-share chat is the user's; subject dropped, date kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_PISO,
        "Se muda a Bilbao en agosto",
        evidence="Yo me mudo a Bilbao en agosto",
        speaker="user",
        key="user/mudanza",
    ),
    # speaker: the vet's own voicemail; her surgery days and "por la tarde" all kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_BUZON_VET,
        "Nuria Campos está en consulta los martes y jueves por la tarde",
        evidence="Yo estoy en consulta los martes y jueves por la tarde",
        speaker="Nuria Campos",
        key="clinica_alameda/nuria_campos/horario",
    ),
    # speaker: the reviewer's own words with her display name; "cada viernes desde que abrieron" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_RESENA,
        "Marta G. viene cada viernes desde que abrieron",
        evidence="Vengo cada viernes desde que abrieron",
        speaker="Marta G.",
    ),
    # speaker: the outgoing receptionist's own handover line, the name replacing the elided "yo".
    _r(
        "es",
        "speaker",
        True,
        _ES_RELEVO,
        "Rubén Ortega ha dejado la caja cuadrada y las llaves maestras en el cajetín",
        evidence="He dejado la caja cuadrada y las llaves maestras en el cajetín.",
        speaker="Rubén Ortega",
    ),
    # speaker: Álvaro's unquoted inline reply; the day is kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_CORREO,
        "Álvaro presenta la propuesta de branding el jueves",
        evidence="yo presento la propuesta de branding el jueves",
        speaker="Álvaro",
    ),
    # speaker: the guest's own podcast turn; both coordinated facts kept with their numbers.
    _r(
        "es",
        "speaker",
        True,
        _ES_PODCAST,
        "Irene Castro se rompió el cruzado en 2022 y tardó catorce meses en volver",
        evidence="Yo me rompí el cruzado en 2022 y tardé catorce meses en volver.",
        speaker="Irene Castro",
    ),
    # speaker: Raquel's own offer in the AMPA group; the number of children and the day kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_AMPA,
        "Raquel puede llevar a tres niños el viernes",
        evidence="Yo puedo llevar a tres niños el viernes.",
        speaker="Raquel",
    ),
    # speaker: the technician's own turn on the ticket, inflected (vuelvo → vuelve); day and purpose kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_INCIDENCIA,
        "Sergio Blanco vuelve el jueves a revisar la pintura",
        evidence="Vuelvo el jueves a revisar la pintura.",
        speaker="Sergio Blanco",
    ),
    # speaker: Iñaki's minutes line with the subject dropped (sigo → sigue); "hasta que termine" kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ACTA,
        "Sigue con la migración de historias clínicas hasta que termine",
        evidence="Sigo con la migración de historias clínicas hasta que termine.",
        speaker="Iñaki",
        key="inaki/tarea_actual",
    ),
    # speaker: Sergi's own note above the forward; the time frame kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_REENVIO,
        "Sergi está en Sevilla toda la semana que viene",
        evidence="Yo estoy en Sevilla toda la semana que viene.",
        speaker="Sergi",
    ),
    # --- faithful: subspan ---
    # subspan: Lucía's own bib number; "Mi dorsal es el" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_TELEGRAM,
        "4127",
        evidence="Mi dorsal es el 4127",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/carrera/dorsal",
    ),
    # subspan: the user's own gym membership code under mem0's user/ key.
    _r(
        "es",
        "subspan",
        True,
        _ES_MEM0,
        "GX-220918",
        evidence="mi número de socio del gimnasio es GX-220918",
        speaker="user",
        key="user/gimnasio/numero_socio",
    ),
    # subspan: Carmen's own Bizum number; the purpose ("para la fianza") lies outside the evidence.
    _r(
        "es",
        "subspan",
        True,
        _ES_PISO,
        "622 19 48 07",
        evidence="Mi Bizum es el 622 19 48 07",
        speaker="Carmen",
        key="carmen/bizum",
    ),
    # subspan: the vet's call-back number from her own voicemail; "si quiere" is outside the evidence.
    _r(
        "es",
        "subspan",
        True,
        _ES_BUZON_VET,
        "954 21 37 60",
        evidence="me llama al 954 21 37 60",
        speaker="Nuria Campos",
        key="clinica_alameda/nuria_campos/telefono",
    ),
    # subspan: the owner's e-mail; its scope ("para reservas de grupo") is carried by the key.
    _r(
        "es",
        "subspan",
        True,
        _ES_RESENA,
        "reservas@casapepa.es",
        evidence="Para reservas de grupo, escríbeme a reservas@casapepa.es.",
        speaker="Pepa",
        key="casa_pepa/pepa/email_reservas_grupo",
    ),
    # subspan: the guest's own book release date; the rest names the relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_PODCAST,
        "3 de noviembre",
        evidence="Mi libro, «Volver a correr», sale el 3 de noviembre.",
        speaker="Irene Castro",
        key="irene_castro/libro/fecha_publicacion",
    ),
    # subspan: the amount Beatriz says she paid for her daughter; the key carries daughter and trip.
    _r(
        "es",
        "subspan",
        True,
        _ES_AMPA,
        "9,50 €",
        evidence="Ya he pagado los 9,50 € de Vera",
        speaker="Beatriz",
        key="beatriz/vera/pago_excursion",
    ),
    # subspan: the tenant's own phone number on the ticket.
    _r(
        "es",
        "subspan",
        True,
        _ES_INCIDENCIA,
        "611 482 905",
        evidence="Mi teléfono es 611 482 905.",
        speaker="Tomás Vidal",
        key="tomas_vidal/telefono",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: "Soy celíaco" is Andrés's turn, bound to Lucía.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TELEGRAM,
        "Lucía Ferrer es celíaca",
        evidence="Soy celíaco",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/dieta",
    ),
    # wrong_speaker: the brother's voice note quoted by the user; its "me" is the brother.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MEM0,
        "A Usuario le han dado la plaza en Valencia",
        evidence="Me han dado la plaza en Valencia",
        speaker="user",
    ),
    # wrong_speaker: Jorge works next door, not the `Tú` side of the chat.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PISO,
        "Usuario trabaja justo al lado",
        evidence="trabajo justo al lado",
        speaker="user",
    ),
    # wrong_speaker: Mum's transcribed voicemail on the user's phone; she booked the cottage.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_BUZON_MAMA,
        "Usuario ha reservado la casa rural de Cazorla para el puente de diciembre",
        evidence="Ya he reservado la casa rural de Cazorla para el puente de diciembre.",
        speaker="user",
        key="user/viajes/puente_diciembre",
    ),
    # wrong_speaker: the owner makes the alioli; bound to the reviewer (twin of Marta's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_RESENA,
        "Marta G. hace el alioli cada mañana",
        evidence="Yo hago el alioli cada mañana.",
        speaker="Marta G.",
    ),
    # wrong_speaker: the incoming receptionist Silvia will call the lift technician, not Rubén.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_RELEVO,
        "Rubén Ortega llama mañana a las 8 al técnico del ascensor",
        evidence="Yo llamo mañana a las 8 al técnico del ascensor.",
        speaker="Rubén Ortega",
    ),
    # wrong_speaker: the sick-leave line is inside Elena's quoted message (">"), bound to Álvaro.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CORREO,
        "Álvaro está de baja hasta el día 20",
        evidence="Yo estoy de baja hasta el día 20",
        speaker="Álvaro",
    ),
    # wrong_speaker: Fernando takes two children (only on the way back); bound to Raquel.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AMPA,
        "Raquel lleva a dos niños",
        evidence="Yo llevo a dos niños",
        speaker="Raquel",
    ),
    # wrong_speaker: the technician's return visit bound to the tenant (twin of Sergio's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_INCIDENCIA,
        "Tomás Vidal vuelve el jueves a revisar la pintura",
        evidence="Vuelvo el jueves a revisar la pintura.",
        speaker="Tomás Vidal",
    ),
    # wrong_speaker: Patricia takes over the rota; the minutes line is bound to Iñaki.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ACTA,
        "Iñaki asume la coordinación de guardias desde junio",
        evidence="Yo asumo la coordinación de guardias desde junio.",
        speaker="Iñaki",
    ),
    # wrong_speaker: the forwarded message is Ainhoa's; Sergi only forwarded it.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_REENVIO,
        "Sergi ha aceptado la oferta de Kutxabank",
        evidence="he aceptado la oferta de Kutxabank",
        speaker="Sergi",
        key="sergi/trabajo",
    ),
    # wrong_speaker: the phone is in Ainhoa's signature below the forward, filed as Sergi's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_REENVIO,
        "+34 688 12 34 56",
        evidence="Ainhoa Etxeberria · Responsable de Personas · +34 688 12 34 56",
        speaker="Sergi",
        key="sergi/telefono",
    ),
    # --- negative: attribution ---
    # attribution: "Dicen que…" is hearsay; the value states the route change as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_TELEGRAM,
        "Este año la carrera cambia el recorrido por obras",
        evidence="Dicen que este año la carrera cambia el recorrido por obras",
        speaker="Andrés Molina",
    ),
    # attribution: the landlord "dice" it; the user relays it, the value asserts the water cut.
    _r(
        "es",
        "attribution",
        False,
        _ES_MEM0,
        "El lunes cortan el agua de 9 a 14",
        evidence="dice que el lunes cortan el agua de 9 a 14",
        speaker="user",
        key="user/casa/corte_agua",
    ),
    # attribution: "Me dijeron que…" (and denied by the owner), stored as fact about the cook.
    _r(
        "es",
        "attribution",
        False,
        _ES_RESENA,
        "El cocinero se va a Madrid",
        evidence="Me dijeron que el cocinero se va a Madrid",
        speaker="Marta G.",
    ),
    # attribution: the guest "dice" he was robbed, no report filed; the handover value asserts the theft.
    _r(
        "es",
        "attribution",
        False,
        _ES_RELEVO,
        "Le han robado la cartera en la piscina",
        evidence="el huésped dice que le han robado la cartera en la piscina",
        speaker="Rubén Ortega",
        key="hotel_mirador/hab_214/incidencia",
    ),
    # attribution: the host repeats a rumour as a question; the guest will not say; the value asserts it.
    _r(
        "es",
        "attribution",
        False,
        _ES_PODCAST,
        "Irene Castro ficha por el Betis la próxima temporada",
        evidence="Se dice por ahí que fichas por el Betis la próxima temporada, ¿es verdad?",
        speaker="Laura Benítez",
    ),
    # attribution: Raquel asks "¿Es verdad que…?"; the question is written as a fact about the farm.
    _r(
        "es",
        "attribution",
        False,
        _ES_AMPA,
        "La granja cierra si llueve",
        evidence="¿Es verdad que la granja cierra si llueve?",
        speaker="Raquel",
    ),
    # attribution: the upstairs neighbour's claim, relayed by the tenant, stored as fact (the fault was upstairs).
    _r(
        "es",
        "attribution",
        False,
        _ES_INCIDENCIA,
        "Al vecino de arriba no le sale agua por ningún sitio",
        evidence="El vecino de arriba dice que a él no le sale agua por ningún sitio.",
        speaker="Tomás Vidal",
    ),
    # attribution: Patricia only "ha oído" it; the value states management's plan as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACTA,
        "Dirección quiere retrasar la apertura a octubre",
        evidence="He oído que dirección quiere retrasar la apertura a octubre.",
        speaker="Patricia",
        key="proyecto/apertura/fecha",
    ),
)

# --- Chinese sources ---

_ZH_WECHAT = (
    "羽毛球周六局🏸\n"
    "陈晓 2026/03/12 19:04\n"
    "我周末在医院值夜班，这周六去不了\n"
    "刘洋 2026/03/12 19:05\n"
    "我对花生过敏，聚餐别点宫保鸡丁啊。听说球馆下个月要涨价到每小时80元\n"
    "陈晓 2026/03/12 19:07\n"
    "我新手机号是13812345678，旧号停了"
)
_ZH_MEM0 = (
    "user: 房东刚发微信，说周四上午9点到12点有人来检修燃气\n"
    "assistant: 需要我帮你记到日历里吗？\n"
    "user: 好的。我每周四在家办公，没关系。对了，我妹刚给我发消息：“我下个月要去深圳入职了！”\n"
    "assistant: 恭喜你妹妹！已经记好周四的燃气检修。\n"
    "user: 我的航班预订号是MU5K8P，帮我记一下"
)
_ZH_FAMILY = (
    "相亲相爱一家人\n妈妈：周日回来吃饭吗？我炖了排骨\n我：周日回不去，我要加班到周一\n小舅：我到时候带表妹一起来"
)
_ZH_VOICEMAIL_CLINIC = (
    "语音留言 · 安和口腔 · 0:45\n"
    "转文字：“您好，我是安和口腔的新任前台主管周静，嗯，刘医生让我通知您，复诊改到9号下午3点15。"
    "如果时间不合适，请回电021-65432198。谢谢。”"
)
_ZH_VOICEMAIL_MUM = (
    "微信语音转文字 · 妈妈 · 18:02\n“闺女，我已经订好了12月3号去三亚的机票，你跟你哥说一声。你爸说他不要靠窗的座位。”"
)
_ZH_REVIEW = (
    "★★★★☆ 小鹿爱吃面 · 2个月前\n"
    "我在这家吃了六年了，牛肉面一直很稳。听朋友说他们最近换成了冷冻面条，但我真吃不出来。\n"
    "商家回复（老板 王建国）：谢谢支持！我们绝对没用冷冻面，我每天凌晨四点亲手和面。团餐预订请加我微信 wjg_noodles。"
)
_ZH_HANDOVER = (
    "夜班→白班 交班记录 · 心内科3病区 · 07:00\n"
    "交班：护士 吴敏　接班：护士 赵琳\n"
    "4床（李大爷）：夜间平稳。家属说他对青霉素过敏，病历上还没确认。\n"
    "吴敏：我已经补齐了抢救车，毒麻药登记本也签好了。\n"
    "赵琳：收到。我9点前跟检验科催一下6点的血样结果。"
)
_ZH_EMAIL = (
    "在 2026年3月10日 周二 09:47，孙悦 <sunyue@xinghe-design.cn> 写道：\n"
    "> 你能确认一下客户提案是你来讲吗？我20号之前都在休假，急事找小马。\n"
    "\n"
    "可以，我周四讲品牌提案。\n"
    "\n"
    "> 聚餐有忌口吗？\n"
    "\n"
    "我不吃辣。\n"
    "\n"
    "何涛 | 星河设计 | hetao@xinghe-design.cn"
)
_ZH_PODCAST = (
    "【00:18:40】主持人 林芳：我当年是学护理出身，后来才转行做电台。听说你明年要去世卫组织工作，是真的吗？\n"
    "【00:18:55】嘉宾 郑博文：（笑）这个不方便说。我2019年离开了公立医院，在成都开了自己的诊所。"
    "我的新书《盐路》11月14日上市。"
)
_ZH_PARENTS = (
    "二年级3班家长群\n"
    "【班主任 孙老师】通知：本周五（22日）去农场研学，请于周三前在小程序缴费9.5元。\n"
    "【乐乐妈妈】我周五可以开车带三个孩子过去。听说下雨的话农场就不开了？\n"
    "【浩浩爸爸】我能带两个孩子，不过只管回程\n"
    "【朵朵妈妈】我已经交了朵朵的9.5元"
)
_ZH_TICKET = (
    "报修单 #30571 · 7栋2单元1402 · 卫生间天花板渗水\n"
    "【业主】黄丽 10:05：从周一开始卫生间一直滴水，我已经放了盆，也关了总阀。"
    "楼上说他家没漏水。我的电话是13966668888。\n"
    "【维修师傅】老杨 17:30：已更换1502下水管密封圈。我周四再来看一下墙面。"
)
_ZH_MINUTES = (
    "周会纪要 5/12\n"
    "- 周敏 - 我从6月开始负责排班协调。我听说管理层想把开业推迟到10月。\n"
    "- 许杰 - 我继续做病历系统迁移，直到上线为止。\n"
    "- 唐宁 - 无更新"
)
_ZH_FORWARD = (
    "老陈，下面这封转给你，想让你先从她那儿知道。我下周都在西安出差。\n"
    "——高远\n"
    "\n"
    "-------- 转发的邮件 --------\n"
    "发件人：苏晴 <suqing.hr@163.com>\n"
    "日期：2026年5月8日 周五\n"
    "主题：消息\n"
    "\n"
    "高远，我已经接受了字节的offer，7月1日入职。\n"
    "苏晴 | 人力资源总监 | 139 1020 3344"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: 陈晓's own WeChat message with her name replacing 我; "周末" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_WECHAT,
        "陈晓周末在医院值夜班",
        evidence="我周末在医院值夜班",
        speaker="陈晓",
    ),
    # speaker: the user's own line in a mem0 transcript as mem0's 用户; "每周四" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MEM0,
        "用户每周四在家办公",
        evidence="我每周四在家办公",
        speaker="user",
    ),
    # speaker: the 我： turn of the family group is the user's; subject dropped, "到周一" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_FAMILY,
        "要加班到周一",
        evidence="我要加班到周一",
        speaker="user",
        key="user/work/overtime",
    ),
    # speaker: the caller's own self-introduction in a voicemail, with her name for 我.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_VOICEMAIL_CLINIC,
        "周静是安和口腔的新任前台主管",
        evidence="我是安和口腔的新任前台主管",
        speaker="周静",
        key="anhe_dental/zhou_jing/role",
    ),
    # speaker: the reviewer's own words with her nickname as subject; "六年" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_REVIEW,
        "小鹿爱吃面在这家吃了六年了",
        evidence="我在这家吃了六年了",
        speaker="小鹿爱吃面",
    ),
    # speaker: the outgoing nurse's own handover line; 已经 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HANDOVER,
        "吴敏已经补齐了抢救车",
        evidence="我已经补齐了抢救车",
        speaker="吴敏",
    ),
    # speaker: 何涛's unquoted inline reply (lines without ">" are his); the day kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_EMAIL,
        "何涛周四讲品牌提案",
        evidence="我周四讲品牌提案",
        speaker="何涛",
    ),
    # speaker: the guest's own podcast turn; both clauses kept with the year and the city.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PODCAST,
        "郑博文2019年离开了公立医院，在成都开了自己的诊所",
        evidence="我2019年离开了公立医院，在成都开了自己的诊所",
        speaker="郑博文",
    ),
    # speaker: 乐乐妈妈's own offer in the parents' group; 三个 and 周五 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PARENTS,
        "乐乐妈妈周五可以开车带三个孩子过去",
        evidence="我周五可以开车带三个孩子过去",
        speaker="乐乐妈妈",
    ),
    # speaker: the repairman's own turn on the ticket; 周四 and 再 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TICKET,
        "老杨周四再来看一下墙面",
        evidence="我周四再来看一下墙面",
        speaker="老杨",
    ),
    # speaker: 许杰's minutes line with the subject dropped; "直到上线为止" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MINUTES,
        "继续做病历系统迁移，直到上线为止",
        evidence="我继续做病历系统迁移，直到上线为止",
        speaker="许杰",
        key="xu_jie/current_task",
    ),
    # speaker: 高远's own note above the forwarded e-mail; "下周都" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_FORWARD,
        "高远下周都在西安出差",
        evidence="我下周都在西安出差",
        speaker="高远",
    ),
    # --- faithful: subspan ---
    # subspan: 陈晓's own new phone number; "我新手机号是" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_WECHAT,
        "13812345678",
        evidence="我新手机号是13812345678",
        speaker="陈晓",
        key="chen_xiao/phone",
    ),
    # subspan: the user's own booking code under mem0's user/ key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MEM0,
        "MU5K8P",
        evidence="我的航班预订号是MU5K8P",
        speaker="user",
        key="user/flight/booking_ref",
    ),
    # subspan: the caller's call-back number; the condition before it is outside the evidence.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_VOICEMAIL_CLINIC,
        "021-65432198",
        evidence="请回电021-65432198",
        speaker="周静",
        key="anhe_dental/zhou_jing/phone",
    ),
    # subspan: the owner's WeChat ID; its scope (团餐预订) is carried by the key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_REVIEW,
        "wjg_noodles",
        evidence="团餐预订请加我微信 wjg_noodles",
        speaker="王建国",
        key="wang_jianguo/group_booking/wechat",
    ),
    # subspan: 何涛's own e-mail from his own signature.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EMAIL,
        "hetao@xinghe-design.cn",
        evidence="何涛 | 星河设计 | hetao@xinghe-design.cn",
        speaker="何涛",
        key="xinghe_design/he_tao/email",
    ),
    # subspan: the guest's own book release date; the rest names the relation.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PODCAST,
        "11月14日",
        evidence="我的新书《盐路》11月14日上市",
        speaker="郑博文",
        key="zheng_bowen/book/release_date",
    ),
    # subspan: the amount 朵朵妈妈 says she paid for her daughter; the key carries daughter and trip.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PARENTS,
        "9.5元",
        evidence="我已经交了朵朵的9.5元",
        speaker="朵朵妈妈",
        key="duoduo_mom/duoduo/trip_fee",
    ),
    # subspan: the owner's own phone number on the repair ticket.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TICKET,
        "13966668888",
        evidence="我的电话是13966668888",
        speaker="黄丽",
        key="huang_li/phone",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: the peanut allergy is 刘洋's message, bound to 陈晓.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_WECHAT,
        "陈晓对花生过敏",
        evidence="我对花生过敏",
        speaker="陈晓",
        key="chen_xiao/allergies",
    ),
    # wrong_speaker: the sister's quoted message inside the user's turn; its 我 is the sister.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MEM0,
        "用户下个月要去深圳入职了",
        evidence="我下个月要去深圳入职了",
        speaker="user",
    ),
    # wrong_speaker: 妈妈 stewed the ribs; bound to the 我 side of the group.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_FAMILY,
        "用户炖了排骨",
        evidence="我炖了排骨",
        speaker="user",
    ),
    # wrong_speaker: Mum's voice message transcribed on the user's phone; she booked the tickets.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_VOICEMAIL_MUM,
        "用户已经订好了12月3号去三亚的机票",
        evidence="我已经订好了12月3号去三亚的机票",
        speaker="user",
        key="user/travel/sanya",
    ),
    # wrong_speaker: the owner kneads the dough; bound to the reviewer (twin of the reviewer's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_REVIEW,
        "小鹿爱吃面每天凌晨四点亲手和面",
        evidence="我每天凌晨四点亲手和面",
        speaker="小鹿爱吃面",
    ),
    # wrong_speaker: the incoming nurse 赵琳 will chase the labs, not 吴敏.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_HANDOVER,
        "吴敏9点前跟检验科催一下6点的血样结果",
        evidence="我9点前跟检验科催一下6点的血样结果",
        speaker="吴敏",
    ),
    # wrong_speaker: the leave line is inside 孙悦's quoted message (">"), bound to 何涛.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_EMAIL,
        "何涛20号之前都在休假",
        evidence="我20号之前都在休假",
        speaker="何涛",
    ),
    # wrong_speaker: 浩浩爸爸 takes two children (only the return trip); bound to 乐乐妈妈.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_PARENTS,
        "乐乐妈妈能带两个孩子",
        evidence="我能带两个孩子",
        speaker="乐乐妈妈",
    ),
    # wrong_speaker: the repairman's return visit bound to the flat owner (twin of 老杨's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TICKET,
        "黄丽周四再来看一下墙面",
        evidence="我周四再来看一下墙面",
        speaker="黄丽",
    ),
    # wrong_speaker: 周敏 takes over the rota; the minutes line is bound to 许杰.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MINUTES,
        "许杰从6月开始负责排班协调",
        evidence="我从6月开始负责排班协调",
        speaker="许杰",
    ),
    # wrong_speaker: the forwarded e-mail is 苏晴's; 高远 only forwarded it.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_FORWARD,
        "高远已经接受了字节的offer",
        evidence="我已经接受了字节的offer",
        speaker="高远",
        key="gao_yuan/job",
    ),
    # wrong_speaker: the phone is in 苏晴's signature under the forward, filed as 高远's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_FORWARD,
        "139 1020 3344",
        evidence="苏晴 | 人力资源总监 | 139 1020 3344",
        speaker="高远",
        key="gao_yuan/phone",
    ),
    # --- negative: attribution ---
    # attribution: 听说 marks hearsay; the value states the price rise as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_WECHAT,
        "球馆下个月要涨价到每小时80元",
        evidence="听说球馆下个月要涨价到每小时80元",
        speaker="刘洋",
        key="badminton_hall/price",
    ),
    # attribution: the landlord "说" it; the user relays it, the value asserts the gas check.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_MEM0,
        "周四上午9点到12点有人来检修燃气",
        evidence="说周四上午9点到12点有人来检修燃气",
        speaker="user",
        key="user/home/gas_inspection",
    ),
    # attribution: 听朋友说 (and denied by the owner), stored as a fact about the shop.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_REVIEW,
        "最近换成了冷冻面条",
        evidence="听朋友说他们最近换成了冷冻面条",
        speaker="小鹿爱吃面",
        key="wang_noodle_shop/noodles",
    ),
    # attribution: the family "说" so and the chart has not confirmed it; stored as the patient's allergy.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HANDOVER,
        "李大爷对青霉素过敏",
        evidence="家属说他对青霉素过敏",
        speaker="吴敏",
        key="ward3/bed4_li/allergies",
    ),
    # attribution: the host asks about hearsay; the guest will not say; the value asserts it.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_PODCAST,
        "郑博文明年要去世卫组织工作",
        evidence="听说你明年要去世卫组织工作，是真的吗？",
        speaker="林芳",
    ),
    # attribution: 听说…？ is a hedged question in the group, written as a fact about the farm.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_PARENTS,
        "下雨的话农场就不开了",
        evidence="听说下雨的话农场就不开了？",
        speaker="乐乐妈妈",
    ),
    # attribution: upstairs "说" they have no leak (the repair was upstairs); relayed claim stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_TICKET,
        "楼上没漏水",
        evidence="楼上说他家没漏水",
        speaker="黄丽",
    ),
    # attribution: 周敏 only 听说 it; the value states management's plan as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_MINUTES,
        "管理层想把开业推迟到10月",
        evidence="我听说管理层想把开业推迟到10月",
        speaker="周敏",
        key="project/opening/date",
    ),
)

BATCH_48: tuple[Realistic, ...] = _EN + _ES + _ZH
