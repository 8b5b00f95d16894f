"""The realistic set's forty-sixth batch: whose words a value binds in multi-party text (issue 31, brief S44, as b46).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b46, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). Batch 44 and every other
batch were not opened. No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented
here and has two or more people in it, in formats chosen to vary who is speaking and how the export marks it: Slack
threads with indented replies, Outlook replies over a `-----Original Message-----` (`-----Mensaje original-----`,
`-----原始邮件-----`) block with signatures on both sides, SMS threads exported with phone numbers as names,
call-centre recordings with `Agent:`/`Caller:` (`Agente:`/`Cliente:`, `坐席：`/`客户：`) turns, press interviews with
`Q:`/`A:` (`P:`/`R:`, `问：`/`答：`), parish-council, residents' and community minutes with `CLLR HARLOW:`,
`SR. GARCÍA:` and `张主任：`, WhatsApp and WeChat group exports, letters forwarding another letter, reviews with the
owner's reply, document comment threads with @mentions, auto-generated meeting transcripts with timestamps before
the names, a voicemail transcript and mem0 chats where the user relays what someone else said. Domains: office moves,
lettings and boiler repairs, a choir, an energy supplier, a restaurant kitchen, a parish council, an under-9s
football team, a bed-and-breakfast, a product launch, a tenancy, a mobile app sprint, a billing ticket, a dinner plan,
youth football pickups; a warehouse, a tax adviser, home insurance, a jazz festival, a residents' association, a
dinner among friends, a hostel, an app beta, a school letter, a babysitter, Christmas Eve dinner, a building site; a
WeChat residents' group, a trade sample shipment, home broadband, a noodle shop, an elderly-care station, a
kindergarten teacher's SMS, a restaurant review, a Feishu marketing plan, a landlord's notice, a mem0 chat and a
weekly project meeting.

The record's `speaker` is one participant: a name as the source writes it (`Cllr P. Osei`, `Ing. Pablo Sáez`,
`吃货小林`), a phone number where the export names people by number, or `user` with mem0's `User`, `Usuario` or `用户`.
A key, when given, names a person (`harbourview_lettings/gareth_lewis/phone`, `sra_pons/telefono`, `孙海燕/宽带账号`).
Where the source allowed it, a negative has a faithful twin from the same source: the same words bound to the person
who said them.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (20):
speaker 12 (the speaker's own first-person words restated with the speaker's name, mem0's `User`, or the subject
dropped; the evidence is the speaker's turn inside a multi-party source), subspan 8 (one atomic value from the
speaker's own words filed under a key about the speaker). Negative (20): wrong_speaker 12 (the value binds to the
record's speaker words another participant said: a quoted original message, another turn, an agent's reply, someone
else's signature, reported speech relayed by the user), attribution 8 (a value states as fact what someone only
reported, rumoured or asked). Every evidence string is a verbatim span of its source. The batch is unscored: scoring
it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_SLACK = (
    "#office-moves\n"
    "Priya Nair  9:14 AM\n"
    "Heads up: I'm moving to the Leeds office from 3 March.\n"
    "    2 replies\n"
    "    Tom Okafor  9:20 AM\n"
    "    Lucky you. I'm staying in Manchester until the lease ends.\n"
    "    Priya Nair  9:22 AM\n"
    "    My desk extension is 4417 btw, the old one gets reassigned."
)

_EN_OUTLOOK = (
    "From: Gareth Lewis <g.lewis@harbourview-lettings.co.uk>\n"
    "Sent: 14 October 2026 10:02\n"
    "To: Sofia Brandt\n"
    "Subject: RE: Flat 3B boiler\n\n"
    "Sofia,\n\n"
    "I've booked the engineer for Thursday between 8 and 12. He'll need access to the airing cupboard.\n\n"
    "Gareth Lewis\n"
    "Lettings Manager, Harbourview Lettings\n"
    "Tel 029 2018 4471\n\n"
    "-----Original Message-----\n"
    "From: Sofia Brandt <sofia.brandt@fastmail.com>\n"
    "Sent: 13 October 2026 21:47\n"
    "To: Gareth Lewis\n"
    "Subject: Flat 3B boiler\n\n"
    "Hi Gareth, the boiler in Flat 3B has lost pressure again. I work from home on Thursdays and Fridays, so "
    "either day suits.\n\n"
    "Sofia"
)

_EN_SMS = (
    "Messages export: thread with +44 7700 900456\n"
    "[07/11/2026, 18:02] +44 7700 900123: Hi it's Jen from the choir. I can't do Saturday's rehearsal, I'm in "
    "Bristol all weekend\n"
    "[07/11/2026, 18:05] +44 7700 900456: No worries, I'll tell Colin. Colin reckons the Christmas concert is moving "
    "to the 20th, have you heard?\n"
    "[07/11/2026, 18:09] +44 7700 900123: No! I'm bringing two lemon drizzles to the bake sale either way"
)

_EN_CALL = (
    "Call ID 55-20931 | Northway Energy | 12 Nov 2026 16:41\n"
    "Agent (Kyle): Thanks for calling Northway Energy, you're speaking with Kyle. Can I take your name?\n"
    "Caller: It's Mrs Deborah Quinn, Q-U-I-N-N.\n"
    "Agent (Kyle): Thanks, Mrs Quinn. And the account number?\n"
    "Caller: NW-4471-0923. I moved out of 14 Elm Row on the 30th of October.\n"
    "Agent (Kyle): Okay. Your neighbour told us there's a leak in the meter cupboard, is that right?\n"
    "Caller: That's what she told me, I haven't seen it myself."
)

_EN_INTERVIEW = (
    "Interview with Marcus Webb, head chef at Salt & Ember (Eastside Food Weekly, October 2026)\n"
    "Q: You trained in Lyon, right?\n"
    "A: No, that was my sous-chef, Ana. I trained at Westminster Kingsway and then did four years at Hawksmoor.\n"
    "Q: And the rumour is you're opening a second site in Margate.\n"
    "A: People keep saying that. We're looking, nothing signed."
)

_EN_MINUTES = (
    "Minutes: Little Hadham Parish Council, 3 November 2026\n"
    "Present: Cllr J. Harlow (Chair), Cllr P. Osei, Mrs R. Dunmore (Clerk)\n"
    "CLLR HARLOW: I've had three complaints about the streetlight on Ford Lane. I will raise it with Herts "
    "Highways.\n"
    "CLLR OSEI: For the record, I live on Ford Lane, so I declare an interest.\n"
    "MRS DUNMORE: The precept request must reach the district by 31 January.\n"
    "CLLR HARLOW: Mr Pryce from the allotment society says the water trough is leaking, but I haven't checked."
)

_EN_WHATSAPP = (
    "[02/12/26, 07:58:12] Lou Ferreira: Morning all! Reminder the U9s match is at Ridgeway Park, kick-off 10:15\n"
    "[02/12/26, 08:03:40] Dan Hughes: Thanks Lou. Oscar has a cold so he's out this week 🤧\n"
    "[02/12/26, 08:06:10] Dan Hughes: Someone on the parents' Facebook said Ridgeway Park is waterlogged, can "
    "anyone confirm?\n"
    "[02/12/26, 08:11:55] Keisha Brown: I can drive 3 kids if anyone needs a lift. My number is 07911 204 558\n"
    "[02/12/26, 08:15:30] Dan Hughes: Keisha's a star. Btw my new email is dan.hughes77@gmail.com"
)

_EN_REVIEW = (
    '★★☆☆☆ "Lovely room, shame about the parking" by Helen T., Oct 2026\n'
    "We stayed two nights in the garden suite. I'm a wheelchair user and the ramp to reception was fine, but the "
    "car park was full both evenings.\n\n"
    "Response from Alistair Greig, Owner, The Old Forge B&B\n"
    "Thank you, Helen. I'm sorry about the parking. I've since agreed six extra spaces with the village hall, and I "
    "personally check the ramp every morning."
)

_EN_COMMENTS = (
    'Comment thread on "Q1 launch plan.docx", section 4\n'
    "Rachel Kim: @Omar Haddad can you confirm the vendor's lead time? I think it's 6 weeks.\n"
    "Omar Haddad: @Rachel Kim it's 8 weeks, I spoke to their account manager this morning. I'm out from the 19th "
    "to the 27th, so ping @Lena Vogel for anything urgent.\n"
    "Lena Vogel: @Omar Haddad noted, I'll cover. My Slack handle changed to @lena.v btw."
)

_EN_LETTER = (
    "Dear Ms Okoye,\n\n"
    "I'm forwarding the letter below, which arrived from my landlord yesterday. I have lived at 27 Carrow Road "
    "since 2019 and have never missed a rent payment.\n\n"
    "Kind regards,\nTomasz Wilk\n\n"
    "---------- Forwarded letter ----------\n"
    "Dear Mr Wilk,\n"
    "I write to give you notice that I intend to sell the property in spring 2027. I will need vacant possession "
    "by 31 March 2027.\n"
    "Yours sincerely,\nGraham Pell"
)

_EN_TRANSCRIPT = (
    "Sprint review: transcript (auto-generated)\n"
    "00:01:12 Hannah Cole: Okay, so the mobile build is on 4.12.1 now. I shipped the hotfix last night.\n"
    "00:01:40 Raj Patel: Nice. I'm still blocked on the payments sandbox, Stripe hasn't reissued our keys.\n"
    "00:02:05 Hannah Cole: Emma from QA said the login bug is fixed on Android, but I haven't verified it.\n"
    "00:02:31 Raj Patel: I'll be on leave next week, back Monday the 14th."
)

_EN_TICKET = (
    'Ticket #88213 "Refund for duplicate charge"\n'
    "Customer (Wei Zhang), 3 Dec 2026 09:12\n"
    "I was charged twice for order 40-77812. My card ends in 3391.\n"
    "Agent (Priyanka, Billing), 3 Dec 2026 10:40\n"
    "Hi Wei, I've issued a refund of £64.99 to the card ending 3391. It can take 5-7 working days. I'm based in "
    "Glasgow if you need to call back: 0141 496 0021."
)

_EN_MEM0 = (
    "User: my flatmate Ollie says he's vegan now, so can you suggest a dinner we can both eat? I'm allergic to "
    "cashews btw\n"
    "Assistant: Sure! Since you're allergic to cashews, I'll skip cashew cream. How about a chickpea and spinach "
    "curry?\n"
    "User: perfect. oh and I start my new job at Arup on January 12"
)

_EN_VOICEMAIL = (
    "Voicemail transcript, from +1 (312) 555-0147, Tue 4:52 PM, for Coach Rivera\n"
    "\"Hi Coach Rivera, this is Angela, Mateo's mom. Mateo's dad said you told him practice moves to 6 on "
    "Thursdays, is that true? Also I'm switching shifts, so I can only do pickups on Fridays now. My cell is "
    '312-555-0147. Thanks!"'
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Priya's own top-level Slack message restated with her name; the reply below is Tom's, not used.
    _r(
        "en",
        "speaker",
        True,
        _EN_SLACK,
        "Priya Nair is moving to the Leeds office from 3 March.",
        evidence="I'm moving to the Leeds office from 3 March.",
        speaker="Priya Nair",
    ),
    # speaker: Sofia's words in the quoted original message, bound to Sofia, its author; the date words all kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_OUTLOOK,
        "Sofia Brandt works from home on Thursdays and Fridays",
        evidence="I work from home on Thursdays and Fridays",
        speaker="Sofia Brandt",
    ),
    # speaker: the SMS export names people by number; the sender's own clause with the subject dropped.
    _r(
        "en",
        "speaker",
        True,
        _EN_SMS,
        "Can't do Saturday's rehearsal",
        evidence="I can't do Saturday's rehearsal",
        speaker="+44 7700 900123",
    ),
    # speaker: the caller's own turn in a call-centre transcript; past tense and the date kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_CALL,
        "Deborah Quinn moved out of 14 Elm Row on the 30th of October.",
        evidence="I moved out of 14 Elm Row on the 30th of October.",
        speaker="Deborah Quinn",
    ),
    # speaker: the interviewee's answer (A:), both conjuncts kept, restated with his name.
    _r(
        "en",
        "speaker",
        True,
        _EN_INTERVIEW,
        "Marcus Webb trained at Westminster Kingsway and then did four years at Hawksmoor.",
        evidence="I trained at Westminster Kingsway and then did four years at Hawksmoor.",
        speaker="Marcus Webb",
    ),
    # speaker: a councillor's own declaration in the minutes, bound to that councillor (CLLR OSEI:).
    _r(
        "en",
        "speaker",
        True,
        _EN_MINUTES,
        "Cllr P. Osei lives on Ford Lane",
        evidence="I live on Ford Lane",
        speaker="Cllr P. Osei",
        key="cllr_osei/home_street",
    ),
    # speaker: the reviewer's own sentence, conjunct about the ramp dropped whole; twin of the owner negative below.
    _r(
        "en",
        "speaker",
        True,
        _EN_REVIEW,
        "Helen T. is a wheelchair user",
        evidence="I'm a wheelchair user and the ramp to reception was fine",
        speaker="Helen T.",
    ),
    # speaker: Omar's own comment, the absence dates kept; twin of the Lena negative below.
    _r(
        "en",
        "speaker",
        True,
        _EN_COMMENTS,
        "Omar Haddad is out from the 19th to the 27th",
        evidence="I'm out from the 19th to the 27th",
        speaker="Omar Haddad",
    ),
    # speaker: the landlord's words in the forwarded letter, bound to the landlord who signed it.
    _r(
        "en",
        "speaker",
        True,
        _EN_LETTER,
        "Graham Pell intends to sell the property in spring 2027.",
        evidence="I intend to sell the property in spring 2027.",
        speaker="Graham Pell",
    ),
    # speaker: Hannah's own turn in a timestamped transcript; "last night" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_TRANSCRIPT,
        "Hannah Cole shipped the hotfix last night.",
        evidence="I shipped the hotfix last night.",
        speaker="Hannah Cole",
    ),
    # speaker: mem0's User for the user's own clause, the filler "btw" dropped; the flatmate's claim is not used.
    _r(
        "en",
        "speaker",
        True,
        _EN_MEM0,
        "User is allergic to cashews",
        evidence="I'm allergic to cashews btw",
        speaker="user",
    ),
    # speaker: the caller in a voicemail, "only" and "now" kept, subject restated by her name.
    _r(
        "en",
        "speaker",
        True,
        _EN_VOICEMAIL,
        "Angela can only do pickups on Fridays now.",
        evidence="I can only do pickups on Fridays now.",
        speaker="Angela",
    ),
    # --- faithful: subspan ---
    # subspan: Priya's own extension from her reply; "btw" is filler and the key names the relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_SLACK,
        "4417",
        evidence="My desk extension is 4417 btw",
        speaker="Priya Nair",
        key="priya_nair/desk_extension",
    ),
    # subspan: the phone in Gareth's own signature, filed under Gareth; twin of the Sofia negative below.
    _r(
        "en",
        "subspan",
        True,
        _EN_OUTLOOK,
        "029 2018 4471",
        evidence="Tel 029 2018 4471",
        speaker="Gareth Lewis",
        key="harbourview_lettings/gareth_lewis/phone",
    ),
    # subspan: the account number the caller gave in answer to the agent; the key names what it is.
    _r(
        "en",
        "subspan",
        True,
        _EN_CALL,
        "NW-4471-0923",
        evidence="NW-4471-0923.",
        speaker="Deborah Quinn",
        key="northway_energy/deborah_quinn/account_number",
    ),
    # subspan: Dan's own e-mail in the group chat; "new" is what the key (current email) names.
    _r(
        "en",
        "subspan",
        True,
        _EN_WHATSAPP,
        "dan.hughes77@gmail.com",
        evidence="my new email is dan.hughes77@gmail.com",
        speaker="Dan Hughes",
        key="u9s_team/dan_hughes/email",
    ),
    # subspan: Lena's own Slack handle, an @-identifier taken whole, in a thread full of other @mentions.
    _r(
        "en",
        "subspan",
        True,
        _EN_COMMENTS,
        "@lena.v",
        evidence="My Slack handle changed to @lena.v btw.",
        speaker="Lena Vogel",
        key="lena_vogel/slack_handle",
    ),
    # subspan: the customer's own card digits from the customer turn of the ticket.
    _r(
        "en",
        "subspan",
        True,
        _EN_TICKET,
        "3391",
        evidence="My card ends in 3391.",
        speaker="Wei Zhang",
        key="wei_zhang/card_last4",
    ),
    # subspan: the date phrase from the user's own turn, the key carrying the new job.
    _r(
        "en",
        "subspan",
        True,
        _EN_MEM0,
        "January 12",
        evidence="I start my new job at Arup on January 12",
        speaker="user",
        key="user/new_job/start_date",
    ),
    # subspan: the caller's own cell number from the voicemail she left.
    _r(
        "en",
        "subspan",
        True,
        _EN_VOICEMAIL,
        "312-555-0147",
        evidence="My cell is 312-555-0147.",
        speaker="Angela",
        key="angela/cell_phone",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Priya's move bound to Tom, who only replied in the thread (and is staying in Manchester).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SLACK,
        "Tom Okafor is moving to the Leeds office from 3 March.",
        evidence="I'm moving to the Leeds office from 3 March.",
        speaker="Tom Okafor",
    ),
    # wrong_speaker: Sofia's words in the quoted original message bound to Gareth, the author of the reply.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_OUTLOOK,
        "Works from home on Thursdays and Fridays",
        evidence="I work from home on Thursdays and Fridays",
        speaker="Gareth Lewis",
    ),
    # wrong_speaker: Gareth's signature phone filed under Sofia, the tenant he is writing to.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_OUTLOOK,
        "029 2018 4471",
        evidence="Tel 029 2018 4471",
        speaker="Sofia Brandt",
        key="sofia_brandt/phone",
    ),
    # wrong_speaker: the other number's message; the lemon drizzles are +44 7700 900123's, not 900456's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SMS,
        "Is bringing two lemon drizzles to the bake sale",
        evidence="I'm bringing two lemon drizzles to the bake sale",
        speaker="+44 7700 900456",
    ),
    # wrong_speaker: Keisha's number, in her own message, filed as Dan's phone.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_WHATSAPP,
        "07911 204 558",
        evidence="My number is 07911 204 558",
        speaker="Dan Hughes",
        key="dan_hughes/phone",
    ),
    # wrong_speaker: the reviewer's sentence bound to the owner who answered; twin of the Helen record above.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_REVIEW,
        "Alistair Greig is a wheelchair user",
        evidence="I'm a wheelchair user and the ramp to reception was fine",
        speaker="Alistair Greig",
    ),
    # wrong_speaker: Omar's absence bound to Lena, who only agreed to cover it.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COMMENTS,
        "Is out from the 19th to the 27th",
        evidence="I'm out from the 19th to the 27th",
        speaker="Lena Vogel",
    ),
    # wrong_speaker: the forwarded landlord's intention bound to the tenant who forwarded the letter.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_LETTER,
        "Tomasz Wilk intends to sell the property in spring 2027.",
        evidence="I intend to sell the property in spring 2027.",
        speaker="Tomasz Wilk",
    ),
    # wrong_speaker: Hannah's turn bound to Raj, the next speaker in the transcript.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TRANSCRIPT,
        "Raj Patel shipped the hotfix last night.",
        evidence="I shipped the hotfix last night.",
        speaker="Raj Patel",
    ),
    # wrong_speaker: the agent says she is based in Glasgow; filed as the customer's location.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TICKET,
        "Glasgow",
        evidence="I'm based in Glasgow if you need to call back",
        speaker="Wei Zhang",
        key="wei_zhang/location",
    ),
    # wrong_speaker: the user relays that the flatmate is vegan; mem0's User is not Ollie.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MEM0,
        "User is vegan now",
        evidence="my flatmate Ollie says he's vegan now",
        speaker="user",
    ),
    # wrong_speaker: Angela's shift constraint bound to the coach the voicemail is addressed to.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_VOICEMAIL,
        "Coach Rivera can only do pickups on Fridays now.",
        evidence="I can only do pickups on Fridays now.",
        speaker="Coach Rivera",
    ),
    # --- negative: attribution ---
    # attribution: the agent relays what a neighbour said and asks; the caller never saw it. Stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_CALL,
        "There's a leak in the meter cupboard",
        evidence="Your neighbour told us there's a leak in the meter cupboard, is that right?",
    ),
    # attribution: the interviewer's question (and denied in the answer) stored as the chef's training.
    _r(
        "en",
        "attribution",
        False,
        _EN_INTERVIEW,
        "Marcus Webb trained in Lyon",
        evidence="You trained in Lyon, right?",
        speaker="Marcus Webb",
    ),
    # attribution: "the rumour is" dropped; a rumour the chef does not confirm becomes a plan.
    _r(
        "en",
        "attribution",
        False,
        _EN_INTERVIEW,
        "Marcus Webb is opening a second site in Margate.",
        evidence="And the rumour is you're opening a second site in Margate.",
        speaker="Marcus Webb",
    ),
    # attribution: the chair reports Mr Pryce's claim and says he has not checked it; stored as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MINUTES,
        "The water trough is leaking",
        evidence="Mr Pryce from the allotment society says the water trough is leaking, but I haven't checked.",
    ),
    # attribution: "Emma from QA said" dropped; the speaker says she has not verified the fix.
    _r(
        "en",
        "attribution",
        False,
        _EN_TRANSCRIPT,
        "The login bug is fixed on Android",
        evidence="Emma from QA said the login bug is fixed on Android, but I haven't verified it.",
    ),
    # attribution: "Colin reckons ... have you heard?" is hearsay asked about, not a schedule.
    _r(
        "en",
        "attribution",
        False,
        _EN_SMS,
        "The Christmas concert is moving to the 20th",
        evidence="Colin reckons the Christmas concert is moving to the 20th, have you heard?",
    ),
    # attribution: a Facebook post relayed with "can anyone confirm?"; stored as the pitch's state.
    _r(
        "en",
        "attribution",
        False,
        _EN_WHATSAPP,
        "Ridgeway Park is waterlogged",
        evidence="Someone on the parents' Facebook said Ridgeway Park is waterlogged, can anyone confirm?",
    ),
    # attribution: second-hand (dad said you told him) and asked (is that true?); stored as the practice time.
    _r(
        "en",
        "attribution",
        False,
        _EN_VOICEMAIL,
        "Practice moves to 6 on Thursdays",
        evidence="Mateo's dad said you told him practice moves to 6 on Thursdays, is that true?",
    ),
)

# --- Spanish sources ---

_ES_SLACK = (
    "#equipo-almacén\n"
    "Lucía Herrera  10:02\n"
    "Os aviso: paso al turno de tarde desde el lunes, de 14 a 22.\n"
    "    3 respuestas\n"
    "    Jorge Medina  10:05\n"
    "    Yo sigo de mañana hasta que vuelva Sergio de la baja.\n"
    "    Lucía Herrera  10:06\n"
    "    Mi extensión nueva es la 2208, por si me buscáis.\n"
    "    Jorge Medina  10:09\n"
    "    Dicen en RR. HH. que van a cerrar el almacén de Getafe en verano, ¿alguien sabe algo?"
)

_ES_OUTLOOK = (
    "De: Beatriz Soler <bsoler@gestoriasoler.es>\n"
    "Enviado el: martes, 17 de noviembre de 2026 9:15\n"
    "Para: Andrés Camacho\n"
    "Asunto: RE: Declaración trimestral\n\n"
    "Andrés:\n"
    "Ya he presentado el modelo 303 del tercer trimestre. Te cobro 85 € más IVA, como siempre. Me comentan en "
    "Hacienda que este año adelantan el plazo del modelo 390 al 20 de enero, pero aún no es oficial.\n"
    "Un saludo,\n"
    "Beatriz Soler\n"
    "Gestoría Soler · Tel. 963 41 27 80\n\n"
    "-----Mensaje original-----\n"
    "De: Andrés Camacho <andres.camacho.foto@gmail.com>\n"
    "Enviado el: lunes, 16 de noviembre de 2026 20:31\n"
    "Para: Beatriz Soler\n"
    "Asunto: Declaración trimestral\n\n"
    "Hola Beatriz, te adjunto las facturas. Este trimestre he facturado menos porque estuve dos semanas de baja. "
    "Mi IBAN nuevo es ES91 2100 0418 4502 0005 1332.\n"
    "Andrés"
)

_ES_LLAMADA = (
    "Grabación 20261119-1432 · Seguros Alba · Siniestros hogar\n"
    "Agente: Seguros Alba, le atiende Nuria. ¿Me indica su nombre y número de póliza?\n"
    "Cliente: Sí, soy Ramón Ibáñez, la póliza es HG-558210.\n"
    "Agente: Gracias, don Ramón. ¿Qué ha ocurrido?\n"
    "Cliente: Se me ha inundado la cocina. El vecino de arriba dice que fue una tubería suya, pero yo no lo he "
    "visto.\n"
    "Agente: De acuerdo. Le envío un perito el jueves por la mañana. Yo trabajo hasta las tres, si necesita algo "
    "pregunte por mí."
)

_ES_ENTREVISTA = (
    "Entrevista a Carmen Olmedo, nueva directora del Festival de Jazz de Vitoria (Radio Norte, 8/10/2026)\n"
    "P: ¿Es cierto que usted tocaba el saxo en la Orquesta de Euskadi?\n"
    "R: No, esa era mi hermana Elena. Yo toqué el piano en orquestas de baile durante diez años.\n"
    "P: Se comenta que el festival dejará Mendizorroza el año que viene.\n"
    "R: Eso se comenta, sí, pero no hay nada decidido.\n"
    "P: ¿Y cómo contactan los músicos con usted?\n"
    "R: Me escriben a programacion@jazzvitoria.eus y yo contesto personalmente."
)

_ES_ACTA = (
    "Acta de la Junta Ordinaria. Comunidad de Propietarios C/ Alcalá 212, 25/11/2026\n"
    "Asistentes: Sr. García (presidente, 3.º A), Sra. Pons (2.º B), Sr. Rubio (administrador)\n"
    "SR. GARCÍA: Informo de que el ascensor lleva parado desde el día 10. Yo vivo en el tercero y subo andando.\n"
    "SRA. PONS: Yo tengo a mi madre en casa con 91 años y no puede bajar a la calle.\n"
    "SR. RUBIO: La empresa de ascensores me ha dicho que la pieza llega la semana que viene, aunque no lo "
    "garantizan.\n"
    "SRA. PONS: Dejo mi teléfono: 644 218 390."
)

_ES_WHATSAPP = (
    "[14/11/26, 21:03:11] Marta Ruiz Gil: Chicas, confirmo la cena del sábado en La Tagliatella de Nervión a las "
    "21:30\n"
    "[14/11/26, 21:05:47] Inma: Yo llego tarde, salgo de trabajar a las 22:00 😩\n"
    "[14/11/26, 21:06:20] Paqui Luna: Sin problema! Por cierto soy celíaca, que no se os olvide para el sitio\n"
    "[14/11/26, 21:09:45] Marta Ruiz Gil: Mi Bizum es el 611 42 09 87 👍"
)

_ES_RESENA = (
    "★★★★☆ Reseña de Julián M.: Hostal Las Acacias, Cuenca (octubre 2026)\n"
    "Habitación limpia y buen desayuno. Soy alérgico al gluten y me prepararon tostadas aparte. El wifi fallaba "
    "en la segunda planta.\n"
    "Respuesta del propietario, Fermín Sastre:\n"
    "Gracias, Julián. Yo mismo hago el pan cada mañana. Ya hemos cambiado el router de la segunda planta."
)

_ES_COMENTARIOS = (
    'Comentarios en "Plan de lanzamiento app Pedidos v3", sección 2\n'
    "Álvaro Ruiz: @Sonia Prieto ¿me confirmas la fecha de la beta? Creo que era el 12 de enero.\n"
    "Sonia Prieto: @Álvaro Ruiz es el 19 de enero. Yo estoy de vacaciones del 22 al 31 de diciembre; para "
    "urgencias, @Iker Etxeberria.\n"
    "Iker Etxeberria: @Sonia Prieto recibido. Mi usuario en la VPN es ietxeberria2."
)

_ES_CARTA = (
    "Estimada Sra. Valdés:\n"
    "Le reenvío la carta que me envió el colegio de mi hijo. Yo trabajo en Zaragoza de lunes a viernes y no puedo "
    "asistir a la reunión del día 3.\n"
    "Atentamente,\nÓscar Lamata\n\n"
    "--- Carta reenviada ---\n"
    "CEIP Río Ebro\n"
    "Estimado Sr. Lamata:\n"
    "Soy la tutora de 4.º B. Le convoco a una reunión el 3 de diciembre a las 16:30. Puede llamarme al "
    "976 30 11 45 de 9 a 14.\n"
    "Pilar Ansó"
)

_ES_SMS = (
    "+34 622 10 48 73 (15:02): Hola, soy Vanesa, la canguro. Mañana no puedo ir, tengo examen a las 9.\n"
    "+34 699 55 31 20 (15:10): Vale, gracias por avisar. ¿El viernes sí puedes?\n"
    "+34 622 10 48 73 (15:12): Sí, el viernes estoy libre toda la tarde.\n"
    "+34 699 55 31 20 (15:14): Perfecto. Mi marido dice que la niña tiene fiebre, igual ni va al cole."
)

_ES_MEM0 = (
    "Usuario: mi cuñado Raúl dice que él es diabético y que no podemos poner postre con azúcar en Nochebuena. "
    "Yo soy vegetariana, por cierto.\n"
    "Asistente: ¡Entendido! Como eres vegetariana, te propongo un menú sin carne y un postre sin azúcar para Raúl.\n"
    "Usuario: genial. Vivo en Valladolid, así que busca algo de temporada. Cenamos a las 21:00."
)

_ES_OBRA = (
    "Reunión semanal de obra: transcripción\n"
    "[00:03:10] Ing. Pablo Sáez: Yo he revisado el forjado de la planta 2 esta mañana y está bien.\n"
    "[00:03:42] Rosa Campillo (jefa de obra): Perfecto. Yo me voy a Murcia el miércoles y vuelvo el viernes.\n"
    "[00:04:05] Ing. Pablo Sáez: El encargado de la grúa comenta que el viento va a parar la obra el jueves.\n"
    "[00:04:30] Rosa Campillo (jefa de obra): Mi correo para los partes es rcampillo@construccionesvega.es."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Lucía's own top-level Slack message, restated with her name; the hours kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_SLACK,
        "Lucía Herrera pasa al turno de tarde desde el lunes, de 14 a 22.",
        evidence="paso al turno de tarde desde el lunes, de 14 a 22.",
        speaker="Lucía Herrera",
    ),
    # speaker: Jorge's reply, "Yo" dropped with the subject, the "hasta que" clause kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_SLACK,
        "Sigue de mañana hasta que vuelva Sergio de la baja.",
        evidence="Yo sigo de mañana hasta que vuelva Sergio de la baja.",
        speaker="Jorge Medina",
    ),
    # speaker: the adviser's own reply above the quoted message, restated with her name.
    _r(
        "es",
        "speaker",
        True,
        _ES_OUTLOOK,
        "Beatriz Soler ya ha presentado el modelo 303 del tercer trimestre.",
        evidence="Ya he presentado el modelo 303 del tercer trimestre.",
        speaker="Beatriz Soler",
    ),
    # speaker: the interviewee's answer (R:), the ten years kept; the saxophone was her sister.
    _r(
        "es",
        "speaker",
        True,
        _ES_ENTREVISTA,
        "Carmen Olmedo tocó el piano en orquestas de baile durante diez años.",
        evidence="Yo toqué el piano en orquestas de baile durante diez años.",
        speaker="Carmen Olmedo",
    ),
    # speaker: the president's turn in the minutes (SR. GARCÍA:), both conjuncts kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ACTA,
        "El Sr. García vive en el tercero y sube andando.",
        evidence="Yo vivo en el tercero y subo andando.",
        speaker="Sr. García",
    ),
    # speaker: Paqui's own message in the group export; "Por cierto" is a discourse marker.
    _r(
        "es",
        "speaker",
        True,
        _ES_WHATSAPP,
        "Paqui Luna es celíaca",
        evidence="Por cierto soy celíaca",
        speaker="Paqui Luna",
        key="paqui_luna/dieta",
    ),
    # speaker: the reviewer's clause, coordinated conjunct about the toast dropped whole; twin below.
    _r(
        "es",
        "speaker",
        True,
        _ES_RESENA,
        "Julián M. es alérgico al gluten",
        evidence="Soy alérgico al gluten y me prepararon tostadas aparte.",
        speaker="Julián M.",
    ),
    # speaker: Sonia's own comment, dates kept; the @mention of Iker only hands over urgencies.
    _r(
        "es",
        "speaker",
        True,
        _ES_COMENTARIOS,
        "Sonia Prieto está de vacaciones del 22 al 31 de diciembre",
        evidence="Yo estoy de vacaciones del 22 al 31 de diciembre",
        speaker="Sonia Prieto",
    ),
    # speaker: the teacher's words in the forwarded letter, bound to the teacher who signed it.
    _r(
        "es",
        "speaker",
        True,
        _ES_CARTA,
        "Pilar Ansó es la tutora de 4.º B.",
        evidence="Soy la tutora de 4.º B.",
        speaker="Pilar Ansó",
    ),
    # speaker: the sitter's number as the export names her; "Sí," dropped, the subject elided.
    _r(
        "es",
        "speaker",
        True,
        _ES_SMS,
        "El viernes está libre toda la tarde.",
        evidence="Sí, el viernes estoy libre toda la tarde.",
        speaker="+34 622 10 48 73",
    ),
    # speaker: mem0's Usuario for the user's own clause; "por cierto" is a discourse marker.
    _r(
        "es",
        "speaker",
        True,
        _ES_MEM0,
        "Usuario es vegetariana",
        evidence="Yo soy vegetariana, por cierto.",
        speaker="user",
    ),
    # speaker: the engineer's own turn; "esta mañana" kept, the "y está bien" conjunct dropped whole.
    _r(
        "es",
        "speaker",
        True,
        _ES_OBRA,
        "Pablo Sáez ha revisado el forjado de la planta 2 esta mañana",
        evidence="Yo he revisado el forjado de la planta 2 esta mañana y está bien.",
        speaker="Ing. Pablo Sáez",
    ),
    # --- faithful: subspan ---
    # subspan: Lucía's own extension; "nueva" is what the key names and "por si me buscáis" is a courtesy.
    _r(
        "es",
        "subspan",
        True,
        _ES_SLACK,
        "2208",
        evidence="Mi extensión nueva es la 2208",
        speaker="Lucía Herrera",
        key="almacen/lucia_herrera/extension",
    ),
    # subspan: the IBAN from Andrés's own quoted message, taken whole, filed under him.
    _r(
        "es",
        "subspan",
        True,
        _ES_OUTLOOK,
        "ES91 2100 0418 4502 0005 1332",
        evidence="Mi IBAN nuevo es ES91 2100 0418 4502 0005 1332.",
        speaker="Andrés Camacho",
        key="andres_camacho/iban",
    ),
    # subspan: the policy number the caller gave in his own turn.
    _r(
        "es",
        "subspan",
        True,
        _ES_LLAMADA,
        "HG-558210",
        evidence="la póliza es HG-558210.",
        speaker="Ramón Ibáñez",
        key="seguros_alba/ramon_ibanez/poliza",
    ),
    # subspan: the festival director's contact address from her own answer.
    _r(
        "es",
        "subspan",
        True,
        _ES_ENTREVISTA,
        "programacion@jazzvitoria.eus",
        evidence="Me escriben a programacion@jazzvitoria.eus",
        speaker="Carmen Olmedo",
        key="carmen_olmedo/email_contacto",
    ),
    # subspan: Sra. Pons leaves her own phone in the minutes; twin of the García negative below.
    _r(
        "es",
        "subspan",
        True,
        _ES_ACTA,
        "644 218 390",
        evidence="Dejo mi teléfono: 644 218 390.",
        speaker="Sra. Pons",
        key="comunidad_alcala_212/sra_pons/telefono",
    ),
    # subspan: Iker's own VPN user name from his comment.
    _r(
        "es",
        "subspan",
        True,
        _ES_COMENTARIOS,
        "ietxeberria2",
        evidence="Mi usuario en la VPN es ietxeberria2.",
        speaker="Iker Etxeberria",
        key="iker_etxeberria/usuario_vpn",
    ),
    # subspan: the teacher's phone from her letter (the call hours lie outside the span and restrict when, not which).
    _r(
        "es",
        "subspan",
        True,
        _ES_CARTA,
        "976 30 11 45",
        evidence="Puede llamarme al 976 30 11 45",
        speaker="Pilar Ansó",
        key="ceip_rio_ebro/pilar_anso/telefono",
    ),
    # subspan: the site manager's own e-mail; the key (partes de obra) carries "para los partes".
    _r(
        "es",
        "subspan",
        True,
        _ES_OBRA,
        "rcampillo@construccionesvega.es",
        evidence="Mi correo para los partes es rcampillo@construccionesvega.es.",
        speaker="Rosa Campillo",
        key="construcciones_vega/rosa_campillo/email_partes",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Lucía's shift change bound to Jorge, who says he stays on mornings.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_SLACK,
        "Jorge Medina pasa al turno de tarde desde el lunes, de 14 a 22.",
        evidence="paso al turno de tarde desde el lunes, de 14 a 22.",
        speaker="Jorge Medina",
    ),
    # wrong_speaker: the adviser's filing bound to the client whose quoted message sits below.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_OUTLOOK,
        "Andrés Camacho ya ha presentado el modelo 303 del tercer trimestre.",
        evidence="Ya he presentado el modelo 303 del tercer trimestre.",
        speaker="Andrés Camacho",
    ),
    # wrong_speaker: the agent's working hours bound to the caller.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_LLAMADA,
        "Ramón Ibáñez trabaja hasta las tres",
        evidence="Yo trabajo hasta las tres",
        speaker="Ramón Ibáñez",
    ),
    # wrong_speaker: the president's turn bound to Sra. Pons, who lives on the second floor.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ACTA,
        "Vive en el tercero y sube andando.",
        evidence="Yo vivo en el tercero y subo andando.",
        speaker="Sra. Pons",
    ),
    # wrong_speaker: Sra. Pons's phone filed under the president.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ACTA,
        "644 218 390",
        evidence="Dejo mi teléfono: 644 218 390.",
        speaker="Sr. García",
        key="comunidad_alcala_212/sr_garcia/telefono",
    ),
    # wrong_speaker: Paqui's coeliac disease bound to Marta, who organised the dinner.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_WHATSAPP,
        "Marta Ruiz Gil es celíaca",
        evidence="Por cierto soy celíaca",
        speaker="Marta Ruiz Gil",
        key="marta_ruiz_gil/dieta",
    ),
    # wrong_speaker: the reviewer's allergy bound to the owner who replied.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_RESENA,
        "Es alérgico al gluten",
        evidence="Soy alérgico al gluten",
        speaker="Fermín Sastre",
    ),
    # wrong_speaker: Sonia's holidays bound to Iker, who is only her cover.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COMENTARIOS,
        "Iker Etxeberria está de vacaciones del 22 al 31 de diciembre",
        evidence="Yo estoy de vacaciones del 22 al 31 de diciembre",
        speaker="Iker Etxeberria",
    ),
    # wrong_speaker: the teacher's phone in the forwarded letter filed under the father who forwarded it.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CARTA,
        "976 30 11 45",
        evidence="Puede llamarme al 976 30 11 45",
        speaker="Óscar Lamata",
        key="oscar_lamata/telefono",
    ),
    # wrong_speaker: the sitter's Friday bound to the parent's number, who asked the question.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_SMS,
        "El viernes está libre toda la tarde.",
        evidence="Sí, el viernes estoy libre toda la tarde.",
        speaker="+34 699 55 31 20",
    ),
    # wrong_speaker: the user relays her brother-in-law's diabetes; Usuario is not Raúl.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MEM0,
        "Usuario es diabético",
        evidence="mi cuñado Raúl dice que él es diabético",
        speaker="user",
    ),
    # wrong_speaker: the engineer's inspection bound to the site manager, the next speaker.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_OBRA,
        "Ha revisado el forjado de la planta 2 esta mañana",
        evidence="Yo he revisado el forjado de la planta 2 esta mañana",
        speaker="Rosa Campillo",
    ),
    # --- negative: attribution ---
    # attribution: "Dicen en RR. HH. que" and the question dropped; a rumour becomes a closure.
    _r(
        "es",
        "attribution",
        False,
        _ES_SLACK,
        "Van a cerrar el almacén de Getafe en verano",
        evidence="Dicen en RR. HH. que van a cerrar el almacén de Getafe en verano, ¿alguien sabe algo?",
    ),
    # attribution: what Hacienda staff told the adviser, "aún no es oficial"; stored as the deadline.
    _r(
        "es",
        "attribution",
        False,
        _ES_OUTLOOK,
        "Este año adelantan el plazo del modelo 390 al 20 de enero",
        evidence="Me comentan en Hacienda que este año adelantan el plazo del modelo 390 al 20 de enero, pero aún no "
        "es oficial.",
    ),
    # attribution: the upstairs neighbour's claim, which the caller says he did not see.
    _r(
        "es",
        "attribution",
        False,
        _ES_LLAMADA,
        "Fue una tubería suya",
        evidence="El vecino de arriba dice que fue una tubería suya, pero yo no lo he visto.",
    ),
    # attribution: the interviewer's question (denied in the answer) stored as her past.
    _r(
        "es",
        "attribution",
        False,
        _ES_ENTREVISTA,
        "Carmen Olmedo tocaba el saxo en la Orquesta de Euskadi",
        evidence="¿Es cierto que usted tocaba el saxo en la Orquesta de Euskadi?",
        speaker="Carmen Olmedo",
    ),
    # attribution: "Se comenta que" dropped; gossip the director calls undecided becomes a move.
    _r(
        "es",
        "attribution",
        False,
        _ES_ENTREVISTA,
        "El festival dejará Mendizorroza el año que viene.",
        evidence="Se comenta que el festival dejará Mendizorroza el año que viene.",
    ),
    # attribution: what the lift company told the administrator, not guaranteed; stored as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACTA,
        "La pieza llega la semana que viene",
        evidence="La empresa de ascensores me ha dicho que la pieza llega la semana que viene, aunque no lo "
        "garantizan.",
    ),
    # attribution: "Mi marido dice que" dropped; reported second-hand in a text.
    _r(
        "es",
        "attribution",
        False,
        _ES_SMS,
        "La niña tiene fiebre",
        evidence="Mi marido dice que la niña tiene fiebre",
    ),
    # attribution: the crane operator's forecast, relayed ("comenta que"), stored as a stoppage.
    _r(
        "es",
        "attribution",
        False,
        _ES_OBRA,
        "El viento va a parar la obra el jueves.",
        evidence="El encargado de la grúa comenta que el viento va a parar la obra el jueves.",
    ),
)

# --- Chinese sources ---

_ZH_WECHAT = (
    "微信群「3号楼业主群」聊天记录\n"
    "2026-11-20 19:02 王建国：各位邻居好，我是502的，我在物业公司上班，有问题可以问我。\n"
    "2026-11-20 19:05 李娟：王哥好！我家孩子在实验小学读三年级。\n"
    "2026-11-20 19:07 赵敏：听说下个月要停水三天，是真的吗？\n"
    "2026-11-20 19:10 王建国：我还没收到通知，别信谣。\n"
    "2026-11-20 19:12 李娟：我的手机号是13912345678，有拼车上学的可以联系我。"
)

_ZH_EMAIL = (
    "发件人：陈立新 <chenlx@huaxin-trade.com>\n"
    "发送时间：2026年11月18日 10:26\n"
    "收件人：周晓梅\n"
    "主题：回复：样品寄送\n\n"
    "晓梅：\n"
    "样品我已经安排顺丰寄出，运单号SF1402837765921。我下周二到周四在深圳出差。\n"
    "陈立新\n"
    "华信贸易 销售部 电话 0571-8765 4321\n\n"
    "-----原始邮件-----\n"
    "发件人：周晓梅 <zxm@meiya-design.cn>\n"
    "发送时间：2026年11月17日 16:40\n"
    "收件人：陈立新\n"
    "主题：样品寄送\n\n"
    "陈经理您好，我们下个月要在上海开新店，样品请寄到我办公室。我的电话是021-6234 5566。\n"
    "周晓梅"
)

_ZH_CALL = (
    "通话记录 #CS-20261121-0388 · 安家宽带\n"
    "坐席（工号1027）：您好，安家宽带，请问有什么可以帮您？\n"
    "客户：我家宽带从昨天晚上就断了。我姓孙，孙海燕，宽带账号是AJ88203145。\n"
    "坐席（工号1027）：孙女士您好，我这边看到您那片区在抢修，师傅说今天下午五点前能恢复。\n"
    "客户：我是在家办公的，下午两点有个视频会。\n"
    "坐席（工号1027）：我先给您登记加急。我这边下午六点下班，之后请拨打95138转2。"
)

_ZH_INTERVIEW = (
    "《城市周刊》专访：面馆老板刘德胜\n"
    "问：听说您以前是国企的工程师？\n"
    "答：不是，那是我弟弟。我十八岁就在兰州学拉面了。\n"
    "问：有人说您要把店卖掉？\n"
    "答：网上传的，我没这个打算。\n"
    "问：年轻人怎么联系您学手艺？\n"
    "答：加我微信liudesheng_mian就行。"
)

_ZH_MINUTES = (
    "社区养老服务站协调会纪要（2026年11月24日）\n"
    "出席：张主任（街道办）、林医生（社区卫生站）、黄阿姨（志愿者代表）\n"
    "张主任：我下周一到周三在区里培训，这期间由小何负责。\n"
    "林医生：我们站每周四上午给老人免费量血压。我本人周四下午不在站里。\n"
    "黄阿姨：我腰不好，搬东西的活我干不了。听3栋的刘姐说，有个老人最近老是忘关煤气。"
)

_ZH_SMS = (
    "短信记录导出\n"
    "[11/25 08:12] 138 0013 6677：王老师好，我是朵朵妈妈。朵朵今天发烧了，请假一天。\n"
    "[11/25 08:20] 186 2150 9034：收到，祝朵朵早日康复。\n"
    "[11/25 08:25] 138 0013 6677：我今天下午要去医院，可能接不了电话。\n"
    "[11/25 08:31] 186 2150 9034：好的。另外我明天起调到二年级了，新班主任是李老师。\n"
    "[11/25 08:33] 138 0013 6677：对了，听其他家长说下周的家长会取消了，是吗？"
)

_ZH_REVIEW = (
    "大众点评 ★★★★☆ 用户「吃货小林」 2026-10-30\n"
    "环境不错，菜量偏小。我是四川人，觉得辣度不够。服务员说周末要排队一小时以上。\n"
    "商家回复（店长 郑凯）：感谢小林的反馈！我本人是重庆人，辣度可以跟服务员说加辣。"
)

_ZH_FEISHU = (
    "飞书文档评论 ·《Q1 市场活动方案》第3节\n"
    "何静：@杜宇 展会的预算你确认一下？我记得是18万。\n"
    "杜宇：@何静 是22万，我上午刚跟财务对过。我12月20日到1月3日休年假，有事找@方蕾。\n"
    "方蕾：@杜宇 收到。我的飞书工号是FL20931。"
)

_ZH_LETTER = (
    "尊敬的物业负责人：\n"
    "现将房东给我的来信转给您。我在这里住了四年，从没拖欠过物业费。\n"
    "此致\n"
    "租户 吴佳琪\n"
    "2026年11月26日\n\n"
    "——转发来信——\n"
    "吴女士：\n"
    "我打算明年三月把房子卖掉，请您在2月28日前搬走。我的联系电话是135 0021 8890。\n"
    "房东 邓国平"
)

_ZH_MEM0 = (
    "用户：我老公说他对青霉素过敏，帮我记一下。我对芒果过敏。\n"
    "助手：好的，已记下：您对芒果过敏。\n"
    "用户：还有，我下个月15号开始在杭州上班，公司是网易。"
)

_ZH_MEETING = (
    "项目周会 - 自动转写\n"
    "00:02:14 刘洋：我昨天把2.3.0版本提交审核了。\n"
    "00:02:40 孟凡：我这周在上海客户现场，下周一回来。\n"
    "00:03:05 刘洋：测试组小周说安卓那个闪退已经修好了，我还没验证。"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: 王建国's own group message, restated with his name; twin of the 李娟 negative below.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_WECHAT,
        "王建国在物业公司上班",
        evidence="我在物业公司上班",
        speaker="王建国",
    ),
    # speaker: the sender's own line in the reply, above the quoted message; dates kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_EMAIL,
        "陈立新下周二到周四在深圳出差。",
        evidence="我下周二到周四在深圳出差。",
        speaker="陈立新",
    ),
    # speaker: the customer's own turn in a call recording (客户：), "是…的" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CALL,
        "孙海燕是在家办公的",
        evidence="我是在家办公的",
        speaker="孙海燕",
    ),
    # speaker: the interviewee's answer (答：), age and city kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_INTERVIEW,
        "刘德胜十八岁就在兰州学拉面了。",
        evidence="我十八岁就在兰州学拉面了。",
        speaker="刘德胜",
    ),
    # speaker: the director's own turn in the minutes; dates kept, the handover clause dropped whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MINUTES,
        "张主任下周一到周三在区里培训",
        evidence="我下周一到周三在区里培训，这期间由小何负责。",
        speaker="张主任",
    ),
    # speaker: the volunteer's own words; twin of the 张主任 negative below.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MINUTES,
        "黄阿姨腰不好",
        evidence="我腰不好",
        speaker="黄阿姨",
    ),
    # speaker: the parent's number as the export names her; subject elided, "今天下午" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SMS,
        "今天下午要去医院",
        evidence="我今天下午要去医院",
        speaker="138 0013 6677",
    ),
    # speaker: the reviewer's own sentence; twin of the shop-manager negative below.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_REVIEW,
        "吃货小林是四川人",
        evidence="我是四川人",
        speaker="吃货小林",
        key="吃货小林/籍贯",
    ),
    # speaker: 杜宇's own comment; leave dates kept, the @mention only names his cover.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_FEISHU,
        "杜宇12月20日到1月3日休年假",
        evidence="我12月20日到1月3日休年假",
        speaker="杜宇",
    ),
    # speaker: the landlord's words in the forwarded letter, bound to the landlord who signed it.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_LETTER,
        "邓国平打算明年三月把房子卖掉",
        evidence="我打算明年三月把房子卖掉",
        speaker="邓国平",
    ),
    # speaker: mem0's 用户 for the user's own clause; the husband's allergy is not used.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MEM0,
        "用户对芒果过敏",
        evidence="我对芒果过敏。",
        speaker="user",
    ),
    # speaker: 刘洋's own turn in the transcript; the version and "昨天" kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MEETING,
        "刘洋昨天把2.3.0版本提交审核了。",
        evidence="我昨天把2.3.0版本提交审核了。",
        speaker="刘洋",
    ),
    # --- faithful: subspan ---
    # subspan: 李娟's own phone from her message; the carpool offer is what follows, not a restriction.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_WECHAT,
        "13912345678",
        evidence="我的手机号是13912345678",
        speaker="李娟",
        key="李娟/手机号",
    ),
    # subspan: the sender's phone from his own signature; twin of the 周晓梅 negative below.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EMAIL,
        "0571-8765 4321",
        evidence="电话 0571-8765 4321",
        speaker="陈立新",
        key="华信贸易/陈立新/电话",
    ),
    # subspan: the waybill number of the sample he shipped, from his own reply.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EMAIL,
        "SF1402837765921",
        evidence="运单号SF1402837765921。",
        speaker="陈立新",
        key="陈立新/寄出样品/运单号",
    ),
    # subspan: the broadband account the customer gave in her own turn.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CALL,
        "AJ88203145",
        evidence="宽带账号是AJ88203145。",
        speaker="孙海燕",
        key="孙海燕/宽带账号",
    ),
    # subspan: the interviewee's own WeChat ID from his answer.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_INTERVIEW,
        "liudesheng_mian",
        evidence="加我微信liudesheng_mian就行。",
        speaker="刘德胜",
        key="刘德胜/微信号",
    ),
    # subspan: 方蕾's own staff ID from her comment.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_FEISHU,
        "FL20931",
        evidence="我的飞书工号是FL20931。",
        speaker="方蕾",
        key="方蕾/飞书工号",
    ),
    # subspan: the landlord's phone from his own letter; twin of the tenant negative below.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_LETTER,
        "135 0021 8890",
        evidence="我的联系电话是135 0021 8890。",
        speaker="邓国平",
        key="房东/邓国平/电话",
    ),
    # subspan: the user's new employer from the user's own turn.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MEM0,
        "网易",
        evidence="公司是网易。",
        speaker="user",
        key="用户/新工作/公司",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: 王建国's job bound to 李娟, who replied to him.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_WECHAT,
        "李娟在物业公司上班",
        evidence="我在物业公司上班",
        speaker="李娟",
    ),
    # wrong_speaker: 李娟's phone filed under 赵敏, the member who asked about the water.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_WECHAT,
        "13912345678",
        evidence="我的手机号是13912345678",
        speaker="赵敏",
        key="赵敏/手机号",
    ),
    # wrong_speaker: the reply's business trip bound to 周晓梅, whose quoted message sits below it.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_EMAIL,
        "周晓梅下周二到周四在深圳出差。",
        evidence="我下周二到周四在深圳出差。",
        speaker="周晓梅",
    ),
    # wrong_speaker: 陈立新's signature phone filed under 周晓梅, who gave her own number elsewhere.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_EMAIL,
        "0571-8765 4321",
        evidence="电话 0571-8765 4321",
        speaker="周晓梅",
        key="周晓梅/电话",
    ),
    # wrong_speaker: the agent's shift end bound to the customer.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CALL,
        "下午六点下班",
        evidence="我这边下午六点下班",
        speaker="孙海燕",
    ),
    # wrong_speaker: the director's training bound to the doctor, the next speaker in the minutes.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MINUTES,
        "林医生下周一到周三在区里培训",
        evidence="我下周一到周三在区里培训",
        speaker="林医生",
    ),
    # wrong_speaker: the volunteer's back problem bound to the director.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MINUTES,
        "张主任腰不好",
        evidence="我腰不好",
        speaker="张主任",
    ),
    # wrong_speaker: the teacher's reassignment bound to the parent's number.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_SMS,
        "明天起调到二年级了",
        evidence="我明天起调到二年级了",
        speaker="138 0013 6677",
    ),
    # wrong_speaker: the reviewer's home province bound to the shop manager, who says he is from Chongqing.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_REVIEW,
        "是四川人",
        evidence="我是四川人",
        speaker="郑凯",
        key="郑凯/籍贯",
    ),
    # wrong_speaker: 杜宇's leave bound to 方蕾, who is only named as his cover.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_FEISHU,
        "方蕾12月20日到1月3日休年假",
        evidence="我12月20日到1月3日休年假",
        speaker="方蕾",
    ),
    # wrong_speaker: the landlord's plan bound to the tenant who forwarded his letter.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_LETTER,
        "吴佳琪打算明年三月把房子卖掉",
        evidence="我打算明年三月把房子卖掉",
        speaker="吴佳琪",
    ),
    # wrong_speaker: the user relays her husband's allergy; 用户 is not the husband.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MEM0,
        "用户对青霉素过敏",
        evidence="我老公说他对青霉素过敏",
        speaker="user",
    ),
    # --- negative: attribution ---
    # attribution: "听说…是真的吗？" is hearsay asked about; stored as a scheduled outage.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_WECHAT,
        "下个月要停水三天",
        evidence="听说下个月要停水三天，是真的吗？",
    ),
    # attribution: the agent relays the technician's estimate ("师傅说"); stored as a commitment.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_CALL,
        "今天下午五点前能恢复",
        evidence="师傅说今天下午五点前能恢复",
        key="孙海燕/宽带/恢复时间",
    ),
    # attribution: the interviewer's hearsay question (denied: it was his brother) stored as his past.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_INTERVIEW,
        "刘德胜以前是国企的工程师",
        evidence="听说您以前是国企的工程师？",
        speaker="刘德胜",
    ),
    # attribution: "有人说…？" is a rumour put as a question; he denies it in the next answer.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_INTERVIEW,
        "刘德胜要把店卖掉",
        evidence="有人说您要把店卖掉？",
        speaker="刘德胜",
    ),
    # attribution: the volunteer repeats what 刘姐 said; stored as a fact about an elderly resident.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_MINUTES,
        "有个老人最近老是忘关煤气。",
        evidence="听3栋的刘姐说，有个老人最近老是忘关煤气。",
    ),
    # attribution: other parents' word, asked about ("是吗？"); stored as a cancellation.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_SMS,
        "下周的家长会取消了",
        evidence="听其他家长说下周的家长会取消了，是吗？",
    ),
    # attribution: the reviewer reports what a waiter said; stored as the queue time.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_REVIEW,
        "周末要排队一小时以上。",
        evidence="服务员说周末要排队一小时以上。",
    ),
    # attribution: "测试组小周说" dropped, and the speaker says she has not verified it.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_MEETING,
        "安卓那个闪退已经修好了",
        evidence="测试组小周说安卓那个闪退已经修好了，我还没验证。",
    ),
)

BATCH_46: tuple[Realistic, ...] = _EN + _ES + _ZH
