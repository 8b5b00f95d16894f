"""The realistic set's forty-fourth batch: who said it — speaker binding in multi-party text (issue 31, brief S44).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b44, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here and has two or more people in it: family and
friends' group chats with timestamps and emoji, team chats, school-parents' and hiking groups, support tickets with
customer and agent turns (`[Customer]`, `[Agent - Kevin]`, `【客服-小刘】`), a mem0-style `user:`/`assistant:` chat,
meeting transcripts with timestamped speaker labels, a podcast and a radio interview (`- GUEST (Maya Lindqvist) -`),
recruiter calls (`Candidate (Dev Malhotra):`), e-mails with quoted replies (`On Tue, … wrote:`, `> …`, `El lun, …
escribió:`), forwarded e-mails with someone else's signature, voicemail transcripts with a front-desk note, a clinic's
phone message relaying a patient's words, reviews quoting staff, second-hand marketplace chats, holiday-rental host and
guest messages, a tool output listing several people's messages, nurses' handover notes, and minutes of an allotment
society, a residents' association and an owners' committee.

Each record's `speaker` is one participant: a name (as Zep and Graphiti bind it) or `user` with mem0's `User`,
`Usuario` or `用户` in the value; a key, when given, names a person (`carla_bianchi/phone`, `user/过敏`). The faithful
records restate the speaker's own first-person words with the speaker's name, with `User`, or with the subject dropped
(`Out the week of the 14th`), or keep one atomic value from the speaker's own words (a year, a parking-permit code, a
salary, an e-mail address, a phone extension, a phone number, a profile URL, a time or a booking reference) under a
key about the speaker. The wrong-speaker negatives bind to the record's speaker words another participant said: a
quoted or forwarded message, another turn of the chat, an agent's or an assistant's reply, a waiter's words in a
review, a receptionist's note beside a voicemail, someone else's signature line. The attribution negatives state as
fact what a participant only reported, heard, rumoured or asked. Most negatives have a faithful twin in the same
source (the same words bound to the person who said them), so that refusing everything cannot pass.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (20):
speaker 12, subspan 8. Negative (20): wrong_speaker 12, attribution 8. Every evidence string is a verbatim span of
its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN_DINNER = (
    "Priya: ok so for Saturday, I'm allergic to shellfish so maybe not the oyster bar 😅\n"
    "Tom: I'm vegetarian btw\n"
    "Leah: noted both! I'll book Casa Verde for 8"
)
_EN_ISP = (
    "[Customer] Hi, I moved to 14 Harbour Road last month and my internet has been dropping every evening.\n"
    "[Agent - Kevin] Thanks for reaching out. I work the evening shift, so I'll monitor your line tonight and call "
    "you back."
)
_EN_STANDUP = (
    "[00:02:14] Dana Whitfield: I'll own the vendor migration, I've done two of these at Brightline.\n"
    "[00:02:31] Marcus Oyelaran: Great. I'm out the week of the 14th, so loop in Sofia for sign-off.\n"
    "[00:02:40] Sofia Reyes: Works for me."
)
_EN_CAMPING = (
    "Sounds good — I can drive, I have the minivan this weekend.\n"
    "Hannah\n\n"
    "On Tue, 3 Mar 2026 at 09:12, Gareth Lowe <gareth.lowe@fastmail.com> wrote:\n"
    "> I'm happy to bring the tent and stove, but my car only seats two.\n"
    "> Who's driving?"
)
_EN_PHARMACY = (
    "Message for Dr. Amara Singh from front desk (Jolene), 3:40pm: Ivan Petrov called, says 'I've switched "
    "pharmacies to the Walgreens on Elm and I need the refill sent there.' Callback 555-0187."
)
_EN_HOTEL = (
    "Stayed 3 nights in October. The night manager, Luis, told us 'I've worked here eleven years and the rooftop "
    "closes at 10 sharp.' Honestly I loved the breakfast but my husband found the bed too soft. "
    "— Review by Carol M., Leeds"
)
_EN_SLACK = (
    "#team-platform\n"
    "Nina Kowalski: heads up, I'm on call this weekend, ping me if the deploy breaks\n"
    "Raj Patel: thanks! fyi I'm moving to the Berlin office in April\n"
    "Nina Kowalski: 🎉 congrats"
)
_EN_PARENTS = (
    "Class 3B parents 👨‍👩‍👧\n"
    "Megan (Ollie's mum): Ollie can't do Thursday pickup, he has swimming till 5\n"
    "Fatima: No worries! I can take Zara and Ollie on Friday instead\n"
    "Megan (Ollie's mum): amazing thank you ❤️"
)
_EN_ASSISTANT = (
    "user: can you remind me what time my dentist is? also I switched to the night shift at St. Mary's, so "
    "mornings are out\n"
    "assistant: Your dentist appointment is at 3:15 pm on Friday with Dr. Hale. I'll avoid suggesting mornings."
)
_EN_PODCAST = (
    "- HOST (Ben Carter) -\n"
    "So how did you get into beekeeping?\n"
    "- GUEST (Maya Lindqvist) -\n"
    "My grandfather kept bees in Värmland, and I started my own hives in 2015.\n"
    "- HOST (Ben Carter) -\n"
    "I've tried once and got stung eleven times."
)
_EN_PARKING = (
    "search_messages(query='parking') → 2 results\n"
    '[1] from: @omar (Omar Haddad) 09:14 — "I park in lot C, my permit is C-2291"\n'
    '[2] from: @grace (Grace Kim) 09:20 — "I bike in, no permit needed"'
)
_EN_CLOSING = (
    "Hi team, forwarding this from our client so you have context. — Paul\n\n"
    "---------- Forwarded message ---------\n"
    "From: Elena Vasquez <elena@vasquezlaw.com>\n"
    "Date: Mon, 9 Feb 2026\n"
    "Subject: Closing date\n\n"
    "I'm unavailable on the 27th, so please move the closing to March 2. My assistant's direct line is "
    "(312) 555-0164.\n\n"
    "Elena Vasquez\n"
    "Vasquez Law Group"
)
_EN_RECRUITER = (
    "Recruiter (Tanya, Hireline): So what's your notice period?\n"
    "Candidate (Dev Malhotra): I'm on a three-month notice, and my target is 140k base.\n"
    "Recruiter (Tanya, Hireline): The client's band tops out at 130k, I'd say."
)
_EN_DESK = (
    "From: Keiko Tanaka\n"
    "To: Facilities\n"
    "Cc: Brian Doyle\n\n"
    "Hi, my new desk is 4F-112, please update the directory. Brian's extension is unchanged.\n\n"
    "Keiko Tanaka\n"
    "ext. 4471\n\n"
    "-----Original Message-----\n"
    "From: Brian Doyle\n"
    "Sent: 2 March\n"
    "My new extension is 4488 — I'm now at desk 4F-115."
)
_EN_VET = (
    "Voicemail (transcribed) — Sunrise Vet, 08:52, from Carla Bianchi: Hi, it's Carla, Biscuit's owner. I need to "
    "move his vaccination to next week, you can call me back on 0412 555 309.\n"
    "Note added by Kim (front desk): I'm off tomorrow, so Dr. Ruiz will call Carla back."
)
_EN_HIKE = (
    "Peak District crew 🥾\n"
    "Sam: meet at Edale station 8:15, I'll bring the map\n"
    "Leah: I'm in! my Strava is strava.com/athletes/leah_runs if anyone wants to follow\n"
    "Chris: can't make it, I've got my cousin's wedding on the 21st"
)
_EN_RENTAL = (
    "Host (Ines): Welcome! Door code is 4417#, wifi is CasaInes_5G.\n"
    "Guest (Rob Hartley): Thanks! My flight lands at 22:40, booking ref HMZ8QT, so we'll check in late."
)
_EN_MINUTES = (
    "Riverside Allotment Society — minutes, 12 May\n"
    "Present: J. Okafor (chair), M. Brennan (treasurer), S. Liu, R. Adeyemi (secretary)\n"
    "1. Treasurer's report: M. Brennan reported a balance of £4,318.50 and said the water bill rose by 12%.\n"
    "2. S. Liu said she would step down as plot secretary in September.\n"
    "3. J. Okafor asked whether anyone had seen the missing strimmer.\n"
    "Minutes: R. Adeyemi"
)
_EN_GOSSIP = (
    "Office gossip 🍵\n"
    "Aisha: apparently Henrik is leaving for Spotify next month??\n"
    "Ben: where did you hear that\n"
    "Aisha: Maja said it at lunch, not confirmed\n"
    "Ben: did Yusuf get the Toronto job? haven't heard from him"
)
_EN_ROUTER = (
    "[Customer] Your technician told me my router is end-of-life and has to be replaced. Is that right?\n"
    "[Agent - Priscilla] Let me check the model on your account before we send anything."
)
_EN_BISTRO = (
    "Came for our anniversary. Our waiter said the chef trained at Noma, and the tasting menu was lovely. "
    "— Review by Jon & Abby"
)
_EN_HANDOVER = (
    "Hi Dr. Osei,\n"
    "Handing over bed 7 tonight. Marco mentioned that he's allergic to penicillin, but I haven't checked his file "
    "yet. His daughter asked that we call her before any procedure.\n"
    "Thanks,\n"
    "Fiona (charge nurse)"
)
_EN_COACH = (
    "[10:04] Coach Dimitri: I heard the league is moving the final to Sunday the 8th, don't quote me\n"
    "[10:05] Kasia (captain): ok, I'll tell the girls to keep both days free"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Priya's own turn in a three-person chat; "I'm" becomes her name with agreement, nothing added.
    _r(
        "en",
        "speaker",
        True,
        _EN_DINNER,
        "Priya is allergic to shellfish",
        evidence="I'm allergic to shellfish",
        speaker="Priya",
        key="priya/allergy",
    ),
    # speaker: mem0's User for the customer's own turn of a ticket; tense and place copied exactly.
    _r(
        "en",
        "speaker",
        True,
        _EN_ISP,
        "User moved to 14 Harbour Road last month",
        evidence="I moved to 14 Harbour Road last month",
        speaker="user",
    ),
    # speaker: Dana's timestamped turn in a transcript; "I'll" keeps its modal as "will".
    _r(
        "en",
        "speaker",
        True,
        _EN_STANDUP,
        "Dana Whitfield will own the vendor migration",
        evidence="I'll own the vendor migration",
        speaker="Dana Whitfield",
    ),
    # speaker: subject and copula dropped for Marcus's own turn (the issue's `Allergic to peanuts` shape).
    _r(
        "en",
        "speaker",
        True,
        _EN_STANDUP,
        "Out the week of the 14th",
        evidence="I'm out the week of the 14th",
        speaker="Marcus Oyelaran",
        key="marcus_oyelaran/availability",
    ),
    # speaker: the reply's author, who signs it "Hannah", restated with her name; the quoted part is not used.
    _r(
        "en",
        "speaker",
        True,
        _EN_CAMPING,
        "Hannah has the minivan this weekend",
        evidence="I have the minivan this weekend",
        speaker="Hannah",
    ),
    # speaker: the quoted message's "I" is Gareth (the `wrote:` line names him), so binding it to him is right.
    _r(
        "en",
        "speaker",
        True,
        _EN_CAMPING,
        "Gareth Lowe is happy to bring the tent and stove",
        evidence="I'm happy to bring the tent and stove",
        speaker="Gareth Lowe",
    ),
    # speaker: a front-desk message quotes the patient's own words; the value binds them to the patient.
    _r(
        "en",
        "speaker",
        True,
        _EN_PHARMACY,
        "Ivan Petrov has switched pharmacies to the Walgreens on Elm",
        evidence="I've switched pharmacies to the Walgreens on Elm",
        speaker="Ivan Petrov",
    ),
    # speaker: a review quotes the night manager; his own "I've worked" bound to him, perfect aspect kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HOTEL,
        "Luis has worked here eleven years",
        evidence="I've worked here eleven years",
        speaker="Luis",
    ),
    # speaker: the forwarded e-mail's body is Elena's (From: line and signature), so "I'm" is hers.
    _r(
        "en",
        "speaker",
        True,
        _EN_CLOSING,
        "Elena Vasquez is unavailable on the 27th",
        evidence="I'm unavailable on the 27th",
        speaker="Elena Vasquez",
    ),
    # speaker: Raj's own Slack line, progressive and month kept; "fyi" left outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_SLACK,
        "Raj Patel is moving to the Berlin office in April",
        evidence="I'm moving to the Berlin office in April",
        speaker="Raj Patel",
    ),
    # speaker: Fatima's offer in a parents' group, modal "can" kept, "instead" outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_PARENTS,
        "Fatima can take Zara and Ollie on Friday",
        evidence="I can take Zara and Ollie on Friday",
        speaker="Fatima",
    ),
    # speaker: mem0's User for the user's turn of a user/assistant chat; the assistant's reply is not used.
    _r(
        "en",
        "speaker",
        True,
        _EN_ASSISTANT,
        "User switched to the night shift at St. Mary's",
        evidence="I switched to the night shift at St. Mary's",
        speaker="user",
    ),
    # --- faithful: subspan ---
    # subspan: the year alone from the guest's own answer; "started my own hives" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        _EN_PODCAST,
        "2015",
        evidence="I started my own hives in 2015",
        speaker="Maya Lindqvist",
        key="maya_lindqvist/first_hives_year",
    ),
    # subspan: a permit code from Omar's own message inside a tool output listing two people.
    _r(
        "en",
        "subspan",
        True,
        _EN_PARKING,
        "C-2291",
        evidence="my permit is C-2291",
        speaker="Omar Haddad",
        key="omar_haddad/parking_permit",
    ),
    # subspan: the candidate's own salary target with its unit, filed under his key.
    _r(
        "en",
        "subspan",
        True,
        _EN_RECRUITER,
        "140k base",
        evidence="my target is 140k base",
        speaker="Dev Malhotra",
        key="dev_malhotra/target_salary",
    ),
    # subspan: the sender's address from the forwarded message's From: line, under her own key.
    _r(
        "en",
        "subspan",
        True,
        _EN_CLOSING,
        "elena@vasquezlaw.com",
        evidence="From: Elena Vasquez <elena@vasquezlaw.com>",
        speaker="Elena Vasquez",
        key="elena_vasquez/email",
    ),
    # subspan: Keiko's extension from her own signature, above the quoted message from Brian.
    _r(
        "en",
        "subspan",
        True,
        _EN_DESK,
        "4471",
        evidence="ext. 4471",
        speaker="Keiko Tanaka",
        key="keiko_tanaka/extension",
    ),
    # subspan: the caller's own callback number from her voicemail, whole; the receptionist's note is not used.
    _r(
        "en",
        "subspan",
        True,
        _EN_VET,
        "0412 555 309",
        evidence="you can call me back on 0412 555 309",
        speaker="Carla Bianchi",
        key="carla_bianchi/phone",
    ),
    # subspan: a profile URL from Leah's own line in a group chat, kept whole.
    _r(
        "en",
        "subspan",
        True,
        _EN_HIKE,
        "strava.com/athletes/leah_runs",
        evidence="my Strava is strava.com/athletes/leah_runs",
        speaker="Leah",
        key="leah/strava",
    ),
    # subspan: the guest's own arrival time; "My flight lands at" is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_RENTAL,
        "22:40",
        evidence="My flight lands at 22:40",
        speaker="Rob Hartley",
        key="rob_hartley/flight_arrival_time",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Priya's allergy bound to Tom, who only said he is vegetarian (twin of the Priya record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_DINNER,
        "Tom is allergic to shellfish",
        evidence="I'm allergic to shellfish",
        speaker="Tom",
        key="tom/allergy",
    ),
    # wrong_speaker: the agent's "I work the evening shift" bound to the customer as mem0's User.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ISP,
        "User works the evening shift",
        evidence="I work the evening shift",
        speaker="user",
    ),
    # wrong_speaker: Marcus's absence bound to Sofia, who only said "Works for me" (twin of the Marcus record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_STANDUP,
        "Sofia Reyes is out the week of the 14th",
        evidence="I'm out the week of the 14th",
        speaker="Sofia Reyes",
    ),
    # wrong_speaker: the quoted message is Gareth's, yet the value binds its "I" to the replier Hannah.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CAMPING,
        "Hannah is happy to bring the tent and stove",
        evidence="I'm happy to bring the tent and stove",
        speaker="Hannah",
    ),
    # wrong_speaker: the reviewer quotes the night manager; his eleven years bound to the reviewer.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HOTEL,
        "Carol M. has worked here eleven years",
        evidence="I've worked here eleven years",
        speaker="Carol M.",
    ),
    # wrong_speaker: Raj's move filed, subject dropped, under Nina, who wrote the other turns.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SLACK,
        "Moving to the Berlin office in April",
        evidence="I'm moving to the Berlin office in April",
        speaker="Nina Kowalski",
        key="nina_kowalski/relocation",
    ),
    # wrong_speaker: the front-desk note's "I'm off tomorrow" is Kim's, not the caller Carla's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_VET,
        "Carla Bianchi is off tomorrow",
        evidence="I'm off tomorrow",
        speaker="Carla Bianchi",
    ),
    # wrong_speaker: Omar's message in the tool output bound to Grace, who bikes in.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PARKING,
        "Grace Kim parks in lot C",
        evidence="I park in lot C",
        speaker="Grace Kim",
    ),
    # wrong_speaker: the forwarded body is Elena's; the forwarder Paul is not the one unavailable.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CLOSING,
        "Paul is unavailable on the 27th",
        evidence="I'm unavailable on the 27th",
        speaker="Paul",
    ),
    # wrong_speaker: Fatima's offer bound to Megan, who asked for help (twin of the Fatima record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PARENTS,
        "Megan can take Zara and Ollie on Friday",
        evidence="I can take Zara and Ollie on Friday",
        speaker="Megan",
    ),
    # wrong_speaker: the new extension is in Brian's quoted original message, filed under Keiko.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_DESK,
        "4488",
        evidence="My new extension is 4488",
        speaker="Keiko Tanaka",
        key="keiko_tanaka/extension",
    ),
    # wrong_speaker: Leah's Strava URL filed under Sam, who only posted the meeting point (twin of the Leah record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HIKE,
        "strava.com/athletes/leah_runs",
        evidence="my Strava is strava.com/athletes/leah_runs",
        speaker="Sam",
        key="sam/strava",
    ),
    # --- negative: attribution ---
    # attribution: the treasurer only "said" the bill rose; the minute-taker's record states it as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MINUTES,
        "The water bill rose by 12%",
        evidence="M. Brennan reported a balance of £4,318.50 and said the water bill rose by 12%.",
        speaker="R. Adeyemi",
    ),
    # attribution: minutes report what S. Liu said she would do; the value asserts it as a plan of record.
    _r(
        "en",
        "attribution",
        False,
        _EN_MINUTES,
        "S. Liu is stepping down as plot secretary in September",
        evidence="S. Liu said she would step down as plot secretary in September.",
        speaker="R. Adeyemi",
    ),
    # attribution: office gossip ("apparently", "not confirmed") stored as a fact about Henrik.
    _r(
        "en",
        "attribution",
        False,
        _EN_GOSSIP,
        "Henrik is leaving for Spotify next month",
        evidence="apparently Henrik is leaving for Spotify next month",
        speaker="Aisha",
        key="henrik/next_job",
    ),
    # attribution: Ben only asked whether Yusuf got the job; the value answers its own question.
    _r(
        "en",
        "attribution",
        False,
        _EN_GOSSIP,
        "Yusuf got the Toronto job",
        evidence="did Yusuf get the Toronto job?",
        speaker="Ben",
    ),
    # attribution: the customer reports what a technician told him and asks if it is right.
    _r(
        "en",
        "attribution",
        False,
        _EN_ROUTER,
        "User's router is end-of-life",
        evidence="Your technician told me my router is end-of-life",
        speaker="user",
    ),
    # attribution: the reviewers pass on what the waiter said about the chef; stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_BISTRO,
        "The chef trained at Noma",
        evidence="Our waiter said the chef trained at Noma",
        speaker="Jon & Abby",
    ),
    # attribution: the nurse only relays what Marco mentioned and has not checked it; filed as his allergy.
    _r(
        "en",
        "attribution",
        False,
        _EN_HANDOVER,
        "penicillin",
        evidence="Marco mentioned that he's allergic to penicillin",
        speaker="Fiona",
        key="marco/allergy",
    ),
    # attribution: the coach heard a rumour ("don't quote me"); the value states the schedule change.
    _r(
        "en",
        "attribution",
        False,
        _EN_COACH,
        "The league is moving the final to Sunday the 8th",
        evidence="I heard the league is moving the final to Sunday the 8th",
        speaker="Coach Dimitri",
    ),
)


_ES_FAMILIA = (
    "[12/03/26, 21:04] Lucía: Yo no puedo el domingo, trabajo de guardia en el hospital\n"
    "[12/03/26, 21:05] Tío Andrés: Yo llevo la paella, que tengo la paellera grande\n"
    "[12/03/26, 21:07] Mamá: Perfecto, entonces comemos a las dos en casa de la abuela"
)
_ES_FIBRA = (
    "Cliente: Hola, me mudé a Calle Alcalá 212 en enero y desde entonces la fibra se corta por las noches.\n"
    "Agente (Sergio): Buenas tardes. Yo trabajo en el turno de noche, así que revisaré su línea hoy y le llamo."
)
_ES_REUNION = (
    "[00:05:10] Marta Gil (PM): Yo me encargo de la migración del CRM.\n"
    "[00:05:22] Jorge Ibáñez: Vale. Estoy de vacaciones del 3 al 14 de agosto, que lo firme Nuria.\n"
    "[00:05:30] Nuria Sáez: De acuerdo."
)
_ES_CORO = (
    "Hola a todos, confirmo que este trimestre no puedo ensayar los jueves; a partir de abril vuelvo.\n"
    "Un abrazo,\n"
    "Pilar\n\n"
    "El lun, 2 feb 2026 a las 18:30, Rafael Ortega <rortega@corosanblas.org> escribió:\n"
    "> Os recuerdo que soy el nuevo responsable de partituras.\n"
    "> Las copias están en la sala 2."
)
_ES_DENTISTA = (
    "Nota de recepción (Clínica Dental Sonrisa) — 11:20 — atendió Vero: Llamó Ernesto Salas, dice: 'soy alérgico a "
    "la penicilina y necesito cambiar la cita del martes'. Devolver llamada al 612 345 078."
)
_ES_RESENA = (
    "Cenamos aquí por nuestro aniversario. El camarero, Iker, nos contó: 'llevo nueve años en esta casa y el cordero "
    "lo hace mi madre'. A mí me encantó el postre, mi pareja lo encontró demasiado dulce. — Reseña de Montse R."
)
_ES_TEAMS = (
    "#equipo-datos\n"
    "Carmen Vidal: aviso, esta semana estoy de guardia, avisadme si falla el ETL\n"
    "Diego Fuentes: gracias! por cierto, me cambio al equipo de pagos en mayo\n"
    "Carmen Vidal: 🎉 enhorabuena"
)
_ES_ASISTENTE = (
    "user: apúntate que soy celíaca y que no como cerdo\n"
    "assistant: Anotado. Te recomiendo La Tagliatella de Goya, tienen carta sin gluten. Yo iría el jueves, que hay "
    "menos gente."
)
_ES_FUTBOL = (
    "Padres Alevín B ⚽\n"
    "Rocío (mamá de Hugo): Hugo no puede el sábado, tiene examen de inglés\n"
    "Nacho: Tranquila, yo puedo llevar a Hugo y a Dani el domingo\n"
    "Rocío (mamá de Hugo): mil gracias 🙏"
)
_ES_RADIO = (
    "— LOCUTORA (Elena Prado) —\n"
    "¿Cuándo empezó con la cerámica?\n"
    "— INVITADO (Tomás Arrieta) —\n"
    "Mi abuela tenía un torno en Talavera y yo abrí mi taller en 2011.\n"
    "— LOCUTORA (Elena Prado) —\n"
    "Yo lo intenté una vez y acabé con barro hasta en las cejas."
)
_ES_PARKING = (
    "buscar_mensajes('aparcamiento') → 2 resultados\n"
    "[1] @lmoreno (Laura Moreno) 09:14 — «aparco en la planta -2, mi tarjeta es P2-0457»\n"
    "[2] @jcastro (Javier Castro) 09:20 — «yo vengo en bici, no necesito tarjeta»"
)
_ES_WALLAPOP = (
    "Comprador (Pablo): Hola, ¿sigue disponible la bici?\n"
    "Vendedora (Irene): Sí. Te la dejo en 180 €, es mi último precio.\n"
    "Comprador (Pablo): Vale, mi Bizum es el 634 118 902, te escribo para quedar"
)
_ES_PRACTICAS = (
    "Hola, soy la nueva coordinadora de prácticas; mi correo es a.quintana@uni-sevilla.es.\n\n"
    "Ana Quintana\n"
    "Ext. 3312\n\n"
    "> De: Luis Beltrán\n"
    "> Mi extensión nueva es la 3390."
)
_ES_VETERINARIA = (
    "Mensaje de voz (transcripción) — Veterinaria Los Olivos — 08:47 — de Begoña Lasa: Hola, soy Begoña, la dueña de "
    "Lola. Tengo que cambiar la vacuna a la semana que viene, podéis llamarme al 688 203 517.\n"
    "Nota de Kike (recepción): libro mañana, que la llame Paula."
)
_ES_APARTAMENTO = (
    "Anfitrión (Joaquín): ¡Bienvenidos! El código de la puerta es 2290.\n"
    "Huésped (Clara Méndez): ¡Gracias! Mi vuelo aterriza a las 23:15, localizador QX7PLM, así que llegaremos tarde."
)
_ES_SELECCION = (
    "Reclutadora (Sonia, TalentHub): ¿Cuál es tu preaviso?\n"
    "Candidato (Adrián Navas): Tengo un mes de preaviso y mi objetivo son 48.000 € brutos.\n"
    "Reclutadora (Sonia, TalentHub): La banda del cliente llega a 45.000 €."
)
_ES_GREDOS = (
    "Ruta Gredos 🏔️\n"
    "Marcos: quedamos en la estación de autobuses a las 7:30\n"
    "Sara: ¡me apunto! mi Wikiloc es wikiloc.com/usuarios/sara-trail-845512 por si queréis seguir la ruta\n"
    "David: yo no puedo, tengo la boda de mi prima el 21"
)
_ES_GESTORIA = (
    "Os reenvío lo que me manda la gestoría. — Julián\n\n"
    "---------- Mensaje reenviado ---------\n"
    "De: Gestoría Ferrer <info@gestoriaferrer.es>\n"
    "Fecha: lun, 9 feb 2026\n"
    "Asunto: Junta de propietarios\n\n"
    "No podré asistir a la junta del día 27; os propongo el 2 de marzo. Mi teléfono directo es el 915 550 143.\n\n"
    "Mercedes Ferrer\n"
    "Gestoría Ferrer"
)
_ES_ACTA = (
    "Acta de la junta de la Comunidad Calle Olmo 14 — 12 de mayo\n"
    "Asistentes: D. Ramón Gil (presidente), Dña. Elvira Soto (administradora), Sr. Cano (2ºB)\n"
    "1. La administradora informó de un saldo de 6.420,35 € y comentó que la derrama del ascensor será de 300 € "
    "por vecino.\n"
    "2. El Sr. Cano dijo que vendería su piso antes del verano.\n"
    "3. El presidente preguntó si alguien había visto la llave del cuarto de contadores.\n"
    "Levanta acta: Lourdes Prieto (secretaria)"
)
_ES_BARRIO = (
    "Vecinas del barrio 🏘️\n"
    "Aitana: dicen que cierran la guardería de la calle Mayor en junio 😱\n"
    "Paco: ¿quién lo dice?\n"
    "Aitana: lo comentaron en la puerta, nada oficial\n"
    "Paco: por cierto, ¿al final Raquel consiguió la plaza en Valencia?"
)
_ES_ROUTER = (
    "Cliente: El técnico me dijo que el router está obsoleto y hay que cambiarlo. ¿Es así?\n"
    "Agente (Lorena): Déjeme comprobar el modelo en su contrato antes de enviarle nada."
)
_ES_HOTEL = (
    "Hotel correcto. La recepcionista nos aseguró que la piscina climatizada abre todo el año, pero en febrero "
    "estaba cerrada. — Opinión de Javi y Marga"
)
_ES_RELEVO = (
    "Dra. Quiroga:\n"
    "Le dejo el relevo de la cama 12. Según me comentó Marcos, es alérgico al ibuprofeno, aunque no lo he comprobado "
    "en su historia. Su hija pidió que la llamemos antes de cualquier prueba.\n"
    "Un saludo,\n"
    "Teresa (supervisora de noche)"
)
_ES_ENTRENADOR = (
    "[19:02] Entrenador Dimas: Me han dicho que la federación adelanta la final al sábado 7, pero no es seguro.\n"
    "[19:03] Alba (capitana): vale, aviso a las chicas para que reserven los dos días"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: Lucía's own WhatsApp turn; pro-drop "trabajo" gets her name and third-person agreement.
    _r(
        "es",
        "speaker",
        True,
        _ES_FAMILIA,
        "Lucía trabaja de guardia en el hospital",
        evidence="trabajo de guardia en el hospital",
        speaker="Lucía",
    ),
    # speaker: "Yo" replaced by the contact's name (Tío Andrés), verb agreeing, nothing added.
    _r(
        "es",
        "speaker",
        True,
        _ES_FAMILIA,
        "Tío Andrés lleva la paella",
        evidence="Yo llevo la paella",
        speaker="Tío Andrés",
    ),
    # speaker: mem0's Usuario for the customer's turn of a ticket; reflexive "me" agrees as "se".
    _r(
        "es",
        "speaker",
        True,
        _ES_FIBRA,
        "Usuario se mudó a Calle Alcalá 212 en enero",
        evidence="me mudé a Calle Alcalá 212 en enero",
        speaker="user",
    ),
    # speaker: Marta's timestamped turn; "Yo me encargo" restated with her name, present kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_REUNION,
        "Marta Gil se encarga de la migración del CRM",
        evidence="Yo me encargo de la migración del CRM",
        speaker="Marta Gil",
    ),
    # speaker: subject left implicit for Jorge's own turn under his key; only agreement changes.
    _r(
        "es",
        "speaker",
        True,
        _ES_REUNION,
        "Está de vacaciones del 3 al 14 de agosto",
        evidence="Estoy de vacaciones del 3 al 14 de agosto",
        speaker="Jorge Ibáñez",
        key="jorge_ibanez/vacaciones",
    ),
    # speaker: the quoted message (after `escribió:`) is Rafael's, so his "soy" binds to him.
    _r(
        "es",
        "speaker",
        True,
        _ES_CORO,
        "Rafael Ortega es el nuevo responsable de partituras",
        evidence="soy el nuevo responsable de partituras",
        speaker="Rafael Ortega",
    ),
    # speaker: the receptionist's note quotes the patient's words; bound to the patient, not to Vero.
    _r(
        "es",
        "speaker",
        True,
        _ES_DENTISTA,
        "Ernesto Salas es alérgico a la penicilina",
        evidence="soy alérgico a la penicilina",
        speaker="Ernesto Salas",
        key="ernesto_salas/alergia",
    ),
    # speaker: the waiter's quoted words bound to the waiter, "llevo" agreeing as "lleva".
    _r(
        "es",
        "speaker",
        True,
        _ES_RESENA,
        "Iker lleva nueve años en esta casa",
        evidence="llevo nueve años en esta casa",
        speaker="Iker",
    ),
    # speaker: the reviewer's own "A mí me encantó" with her name for the pronoun and "le" for "me".
    _r(
        "es",
        "speaker",
        True,
        _ES_RESENA,
        "A Montse R. le encantó el postre",
        evidence="A mí me encantó el postre",
        speaker="Montse R.",
    ),
    # speaker: Diego's own Teams line, "me cambio" restated as "se cambia", month kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_TEAMS,
        "Diego Fuentes se cambia al equipo de pagos en mayo",
        evidence="me cambio al equipo de pagos en mayo",
        speaker="Diego Fuentes",
    ),
    # speaker: mem0's Usuario for the user's turn, negation kept; the assistant's suggestion is not used.
    _r("es", "speaker", True, _ES_ASISTENTE, "Usuario no come cerdo", evidence="no como cerdo", speaker="user"),
    # speaker: Nacho's offer in a parents' group, modal "puedo" agreeing as "puede", day kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_FUTBOL,
        "Nacho puede llevar a Hugo y a Dani el domingo",
        evidence="yo puedo llevar a Hugo y a Dani el domingo",
        speaker="Nacho",
    ),
    # --- faithful: subspan ---
    # subspan: the year from the guest's own answer on the radio; the rest is what the key names.
    _r(
        "es",
        "subspan",
        True,
        _ES_RADIO,
        "2011",
        evidence="yo abrí mi taller en 2011",
        speaker="Tomás Arrieta",
        key="tomas_arrieta/apertura_taller",
    ),
    # subspan: Laura's parking card code from her own message in a tool output listing two people.
    _r(
        "es",
        "subspan",
        True,
        _ES_PARKING,
        "P2-0457",
        evidence="mi tarjeta es P2-0457",
        speaker="Laura Moreno",
        key="laura_moreno/tarjeta_parking",
    ),
    # subspan: the buyer's own Bizum number, whole, under his key.
    _r(
        "es",
        "subspan",
        True,
        _ES_WALLAPOP,
        "634 118 902",
        evidence="mi Bizum es el 634 118 902",
        speaker="Pablo",
        key="pablo/bizum",
    ),
    # subspan: the coordinator's own e-mail address above a quoted message from someone else.
    _r(
        "es",
        "subspan",
        True,
        _ES_PRACTICAS,
        "a.quintana@uni-sevilla.es",
        evidence="mi correo es a.quintana@uni-sevilla.es",
        speaker="Ana Quintana",
        key="ana_quintana/email",
    ),
    # subspan: the caller's own phone number from her voicemail; the receptionist's note is not used.
    _r(
        "es",
        "subspan",
        True,
        _ES_VETERINARIA,
        "688 203 517",
        evidence="podéis llamarme al 688 203 517",
        speaker="Begoña Lasa",
        key="begona_lasa/telefono",
    ),
    # subspan: the guest's own booking reference, whole code, under her key.
    _r(
        "es",
        "subspan",
        True,
        _ES_APARTAMENTO,
        "QX7PLM",
        evidence="localizador QX7PLM",
        speaker="Clara Méndez",
        key="clara_mendez/localizador_vuelo",
    ),
    # subspan: the candidate's own salary target with currency and "brutos"; the recruiter's figure is not used.
    _r(
        "es",
        "subspan",
        True,
        _ES_SELECCION,
        "48.000 € brutos",
        evidence="mi objetivo son 48.000 € brutos",
        speaker="Adrián Navas",
        key="adrian_navas/salario_objetivo",
    ),
    # subspan: Sara's own profile URL from a group chat, whole.
    _r(
        "es",
        "subspan",
        True,
        _ES_GREDOS,
        "wikiloc.com/usuarios/sara-trail-845512",
        evidence="mi Wikiloc es wikiloc.com/usuarios/sara-trail-845512",
        speaker="Sara",
        key="sara/wikiloc",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: Tío Andrés brings the paella; bound to Lucía, who cannot come (twin of the Andrés record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_FAMILIA,
        "Lucía lleva la paella",
        evidence="Yo llevo la paella",
        speaker="Lucía",
    ),
    # wrong_speaker: the agent's night shift bound to the customer as mem0's Usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_FIBRA,
        "Usuario trabaja en el turno de noche",
        evidence="Yo trabajo en el turno de noche",
        speaker="user",
    ),
    # wrong_speaker: Jorge's holidays bound to Nuria, who only agreed (twin of the Jorge record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_REUNION,
        "Nuria Sáez está de vacaciones del 3 al 14 de agosto",
        evidence="Estoy de vacaciones del 3 al 14 de agosto",
        speaker="Nuria Sáez",
    ),
    # wrong_speaker: the quoted message is Rafael's; the value binds its "soy" to the replier Pilar.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CORO,
        "Pilar es la nueva responsable de partituras",
        evidence="soy el nuevo responsable de partituras",
        speaker="Pilar",
    ),
    # wrong_speaker: the patient's quoted allergy bound to the receptionist who wrote the note.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_DENTISTA,
        "Vero es alérgica a la penicilina",
        evidence="soy alérgico a la penicilina",
        speaker="Vero",
        key="vero/alergia",
    ),
    # wrong_speaker: the waiter's nine years bound to the reviewer who quotes him.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_RESENA,
        "Montse R. lleva nueve años en esta casa",
        evidence="llevo nueve años en esta casa",
        speaker="Montse R.",
    ),
    # wrong_speaker: Diego's team change filed, subject left implicit, under Carmen (twin of the Diego record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_TEAMS,
        "Se cambia al equipo de pagos en mayo",
        evidence="me cambio al equipo de pagos en mayo",
        speaker="Carmen Vidal",
        key="carmen_vidal/equipo",
    ),
    # wrong_speaker: Nacho's offer bound to Rocío, who asked for help (twin of the Nacho record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_FUTBOL,
        "Rocío puede llevar a Hugo y a Dani el domingo",
        evidence="yo puedo llevar a Hugo y a Dani el domingo",
        speaker="Rocío",
    ),
    # wrong_speaker: the forwarded body and its signature are Mercedes Ferrer's, not the forwarder Julián's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_GESTORIA,
        "Julián no podrá asistir a la junta del día 27",
        evidence="No podré asistir a la junta del día 27",
        speaker="Julián",
    ),
    # wrong_speaker: Pablo's Bizum number filed under the seller Irene (twin of the Pablo record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_WALLAPOP,
        "634 118 902",
        evidence="mi Bizum es el 634 118 902",
        speaker="Irene",
        key="irene/telefono",
    ),
    # wrong_speaker: the receptionist Kike's "libro mañana" bound to the caller Begoña.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_VETERINARIA,
        "Begoña Lasa libra mañana",
        evidence="libro mañana",
        speaker="Begoña Lasa",
    ),
    # wrong_speaker: the extension is in Luis Beltrán's quoted message, filed under Ana.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PRACTICAS,
        "3390",
        evidence="Mi extensión nueva es la 3390",
        speaker="Ana Quintana",
        key="ana_quintana/extension",
    ),
    # --- negative: attribution ---
    # attribution: the administrator only "comentó" the levy; the minutes' report becomes a fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACTA,
        "La derrama del ascensor será de 300 € por vecino",
        evidence="comentó que la derrama del ascensor será de 300 € por vecino",
        speaker="Lourdes Prieto",
    ),
    # attribution: Sr. Cano "dijo que vendería"; the value asserts the sale as a plan of record.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACTA,
        "El Sr. Cano venderá su piso antes del verano",
        evidence="El Sr. Cano dijo que vendería su piso antes del verano.",
        speaker="Lourdes Prieto",
    ),
    # attribution: "dicen que" and "nada oficial"; a rumour stored as the nursery's closing.
    _r(
        "es",
        "attribution",
        False,
        _ES_BARRIO,
        "Cierran la guardería de la calle Mayor en junio",
        evidence="dicen que cierran la guardería de la calle Mayor en junio",
        speaker="Aitana",
    ),
    # attribution: Paco only asks whether Raquel got the post; the value answers yes.
    _r(
        "es",
        "attribution",
        False,
        _ES_BARRIO,
        "Raquel consiguió la plaza en Valencia",
        evidence="¿al final Raquel consiguió la plaza en Valencia?",
        speaker="Paco",
    ),
    # attribution: the customer reports what a technician told him and asks whether it is so.
    _r(
        "es",
        "attribution",
        False,
        _ES_ROUTER,
        "El router está obsoleto",
        evidence="El técnico me dijo que el router está obsoleto",
        speaker="user",
    ),
    # attribution: the receptionist's assurance (contradicted later) stored as the pool's schedule.
    _r(
        "es",
        "attribution",
        False,
        _ES_HOTEL,
        "La piscina climatizada abre todo el año",
        evidence="La recepcionista nos aseguró que la piscina climatizada abre todo el año",
        speaker="Javi y Marga",
    ),
    # attribution: the nurse relays what Marcos said and has not checked it; filed as his allergy.
    _r(
        "es",
        "attribution",
        False,
        _ES_RELEVO,
        "ibuprofeno",
        evidence="Según me comentó Marcos, es alérgico al ibuprofeno",
        speaker="Teresa",
        key="marcos/alergia",
    ),
    # attribution: "Me han dicho" and "no es seguro"; hearsay stated as the federation's decision.
    _r(
        "es",
        "attribution",
        False,
        _ES_ENTRENADOR,
        "La federación adelanta la final al sábado 7",
        evidence="Me han dicho que la federación adelanta la final al sábado 7",
        speaker="Entrenador Dimas",
    ),
)


_ZH_JIATING = (
    "[晚上9:02] 小雨：周日我去不了，我在医院值班\n"
    "[晚上9:03] 二舅：我带红烧肉，我家有大砂锅\n"
    "[晚上9:05] 妈妈：好的，那就中午12点在外婆家吃"
)
_ZH_KUANDAI = (
    "【客户】你好，我上个月搬到了浦东新区张杨路88号，晚上网络总是断。\n"
    "【客服-小刘】您好，我是夜班的，今晚我会帮您监控线路，明早给您回电。"
)
_ZH_HUIYI = (
    "[00:03:12] 陈静（产品）：供应商迁移我来负责。\n"
    "[00:03:25] 赵磊：好。我下周三到周五请假，签字找孙悦。\n"
    "[00:03:31] 孙悦：没问题。"
)
_ZH_YUMAOQIU = (
    "收到，周六的场地我已经订好了，我在学校附近的体育馆有会员卡。\n"
    "——王芳\n\n"
    "在 2026年3月3日 周二 09:12，李强 <liqiang@163.com> 写道：\n"
    "> 我是新来的财务，以后报销找我。\n"
    "> 周六几点开始？"
)
_ZH_QIANTAI = (
    "【前台留言】14:20 接待：小周\n刘建国先生来电，原话：“我对青霉素过敏，周二的复诊想改到周四。”回电：139 1234 5678"
)
_ZH_DIANPING = (
    "周年纪念来吃的。服务员小吴跟我们说：“我在这家店干了八年了，红烧肉是我师傅做的。”我很喜欢他们的甜品，"
    "我老公觉得太甜了。——点评用户 @晴天小猪"
)
_ZH_DINGDING = (
    "#数据组\n林晓：提醒一下，这周我值班，ETL 挂了找我\n何伟：谢谢！顺便说一下，我五月调去支付组\n林晓：🎉恭喜"
)
_ZH_ZHUSHOU = (
    "user: 帮我记一下，我不吃香菜，而且我对芒果过敏\n"
    "assistant: 好的，已记下。我推荐你试试楼下的云南菜馆，我觉得他们的汽锅鸡不错。"
)
_ZH_JIAZHANG = (
    "三年二班家长群\n"
    "朵朵妈妈：朵朵周四接不了，她有舞蹈课到五点\n"
    "王磊爸爸：没事，我周五可以接朵朵和乐乐\n"
    "朵朵妈妈：太感谢了❤️"
)
_ZH_BOKE = (
    "—— 主持人（周楠）——\n"
    "你是怎么开始做陶艺的？\n"
    "—— 嘉宾（沈一鸣）——\n"
    "我外婆在景德镇有个窑，我2013年开了自己的工作室。\n"
    "—— 主持人（周楠）——\n"
    "我试过一次，结果弄得满身是泥。"
)
_ZH_TINGCHE = (
    "search_messages('停车') → 2 条结果\n"
    "[1] @zhangmin（张敏）09:14 —「我停在B2层，车位卡号是 B2-0457」\n"
    "[2] @wujun（吴军）09:20 —「我骑车来，不需要车位卡」"
)
_ZH_XIANYU = (
    "买家（小陈）：你好，自行车还在吗？\n"
    "卖家（阿May）：在的，最低650元。\n"
    "买家（小陈）：好的，我的支付宝是 chen.xm@qq.com，我加你微信约时间"
)
_ZH_SHIXI = (
    "各位好，我是新来的实习协调人，我的邮箱是 yang.li@fudan.edu.cn。\n\n"
    "杨丽\n"
    "分机 3312\n\n"
    "> 发件人：黄涛\n"
    "> 我的新分机号是 3390。"
)
_ZH_CHONGWU = (
    "语音留言（转写）—— 爱宠动物医院 —— 08:47 —— 来自 何丽娜：你好，我是豆豆的主人何丽娜，想把疫苗改到下周，"
    "可以打我电话 138 0013 8000 联系我。\n"
    "前台阿杰备注：我明天休息，请小雪回电。"
)
_ZH_MINSU = (
    "房东（老郑）：欢迎！门锁密码是 5528#。\n房客（宋佳）：谢谢！我的航班晚上11点20落地，订单号 CTR98871235，会晚点到。"
)
_ZH_LIETOU = (
    "招聘顾问（Lily，猎聘）：你的离职通知期是多久？\n"
    "候选人（邓凯）：我需要一个月交接，期望年薪是45万。\n"
    "招聘顾问（Lily，猎聘）：客户那边的预算最多40万。"
)
_ZH_TUBU = (
    "徒步群 🏔️\n"
    "老马：周六早上7点半在汽车站集合\n"
    "小敏：我报名！我的两步路主页是 www.2bulu.com/u/xiaomin88 想看轨迹的可以关注\n"
    "阿杰：我去不了，21号我表妹结婚"
)
_ZH_WUYE = (
    "转发一下物业的通知。——老陈\n\n"
    "---------- 转发的邮件 ----------\n"
    "发件人：物业服务中心 周经理 <zhou@wanke-wy.com>\n"
    "日期：2026年2月9日\n\n"
    "我27号不在小区，业主大会改到3月2日。有事请联系我的助理，电话 021-5555 0164。\n"
    "周经理"
)
_ZH_JIYAO = (
    "阳光花园业委会会议纪要 5月12日\n"
    "出席：王建（主任）、刘梅（物业经理）、3栋孙先生\n"
    "1. 刘梅通报了维修基金余额为 86,420.35 元，并表示电梯更换每户分摊 3000 元。\n"
    "2. 孙先生说他打算夏天前把房子卖掉。\n"
    "3. 王建询问有没有人见过配电房的钥匙。\n"
    "记录人：周琳"
)
_ZH_LINJU = (
    "邻居群 🏘️\n"
    "阿珍：听说街口那家幼儿园六月要关门了😱\n"
    "老黄：谁说的？\n"
    "阿珍：门口家长传的，没官宣\n"
    "老黄：对了，小何最后拿到深圳那个offer了吗？"
)
_ZH_LUYOU = (
    "【客户】你们的师傅跟我说路由器已经停产了，必须换新的，是真的吗？\n"
    "【客服-阿芳】我先查一下您账户上的设备型号，再给您答复。"
)
_ZH_JIUDIAN = "前台小姐姐跟我们保证说恒温泳池全年开放，结果我们去的时候在维修。——携程用户 糖糖和阿凯"
_ZH_JIAOJIE = (
    "王医生：\n"
    "12床交班。据小马自己说，他对布洛芬过敏，但我还没查病历。他女儿说做任何检查前先给她打电话。\n"
    "夜班护士 陈敏"
)
_ZH_JIAOLIAN = (
    "[19:02] 刘教练：我听说联赛把决赛提前到7号周六了，还不确定。\n[19:03] 小雅（队长）：好的，我让大家两天都空出来"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: speaker ---
    # speaker: 小雨's own turn in a family group; "我" becomes her name, nothing else changes.
    _r("zh", "speaker", True, _ZH_JIATING, "小雨在医院值班", evidence="我在医院值班", speaker="小雨"),
    # speaker: 二舅's own turn, "我" replaced by the contact name.
    _r("zh", "speaker", True, _ZH_JIATING, "二舅带红烧肉", evidence="我带红烧肉", speaker="二舅"),
    # speaker: mem0's 用户 for the customer's turn of a ticket; time and address copied exactly.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KUANDAI,
        "用户上个月搬到了浦东新区张杨路88号",
        evidence="我上个月搬到了浦东新区张杨路88号",
        speaker="user",
    ),
    # speaker: subject dropped for 赵磊's own timestamped turn, filed under his key.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HUIYI,
        "下周三到周五请假",
        evidence="我下周三到周五请假",
        speaker="赵磊",
        key="zhao_lei/请假",
    ),
    # speaker: the quoted message (after 写道：) is 李强's, so his "我是" binds to him.
    _r("zh", "speaker", True, _ZH_YUMAOQIU, "李强是新来的财务", evidence="我是新来的财务", speaker="李强"),
    # speaker: the front desk quotes the caller verbatim (原话); bound to the caller, not the receptionist.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_QIANTAI,
        "刘建国对青霉素过敏",
        evidence="我对青霉素过敏",
        speaker="刘建国",
        key="liu_jianguo/过敏",
    ),
    # speaker: the waiter's quoted words bound to the waiter; "了" and the duration kept.
    _r("zh", "speaker", True, _ZH_DIANPING, "小吴在这家店干了八年了", evidence="我在这家店干了八年了", speaker="小吴"),
    # speaker: the reviewer's own sentence, "我" replaced by her handle, degree adverb kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DIANPING,
        "晴天小猪很喜欢他们的甜品",
        evidence="我很喜欢他们的甜品",
        speaker="晴天小猪",
    ),
    # speaker: 何伟's own DingTalk line; month and move kept.
    _r("zh", "speaker", True, _ZH_DINGDING, "何伟五月调去支付组", evidence="我五月调去支付组", speaker="何伟"),
    # speaker: mem0's 用户 for the user's turn, negation kept; the assistant's turn is not used.
    _r("zh", "speaker", True, _ZH_ZHUSHOU, "用户不吃香菜", evidence="我不吃香菜", speaker="user"),
    # speaker: subject dropped for the user's own allergy under a user key.
    _r("zh", "speaker", True, _ZH_ZHUSHOU, "对芒果过敏", evidence="我对芒果过敏", speaker="user", key="user/过敏"),
    # speaker: 王磊爸爸's offer in a parents' group, modal 可以 and day kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_JIAZHANG,
        "王磊爸爸周五可以接朵朵和乐乐",
        evidence="我周五可以接朵朵和乐乐",
        speaker="王磊爸爸",
    ),
    # --- faithful: subspan ---
    # subspan: the year from the guest's own answer in a podcast; the rest is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BOKE,
        "2013年",
        evidence="我2013年开了自己的工作室",
        speaker="沈一鸣",
        key="shen_yiming/工作室开业年份",
    ),
    # subspan: 张敏's parking card code from her own message in a tool output listing two people.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHE,
        "B2-0457",
        evidence="车位卡号是 B2-0457",
        speaker="张敏",
        key="zhang_min/车位卡号",
    ),
    # subspan: the buyer's own Alipay account (an e-mail), whole, under his key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_XIANYU,
        "chen.xm@qq.com",
        evidence="我的支付宝是 chen.xm@qq.com",
        speaker="小陈",
        key="xiao_chen/支付宝",
    ),
    # subspan: 杨丽's extension from her own signature, above a quoted message from 黄涛.
    _r("zh", "subspan", True, _ZH_SHIXI, "3312", evidence="分机 3312", speaker="杨丽", key="yang_li/分机"),
    # subspan: the caller's own phone number from her voicemail; the receptionist's note is not used.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CHONGWU,
        "138 0013 8000",
        evidence="可以打我电话 138 0013 8000 联系我",
        speaker="何丽娜",
        key="he_lina/电话",
    ),
    # subspan: the guest's own booking number, whole code, under her key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MINSU,
        "CTR98871235",
        evidence="订单号 CTR98871235",
        speaker="宋佳",
        key="song_jia/订单号",
    ),
    # subspan: the candidate's own expected salary with its unit; the recruiter's budget is not used.
    _r("zh", "subspan", True, _ZH_LIETOU, "45万", evidence="期望年薪是45万", speaker="邓凯", key="deng_kai/期望年薪"),
    # subspan: 小敏's own profile URL from a hiking group, whole.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TUBU,
        "www.2bulu.com/u/xiaomin88",
        evidence="我的两步路主页是 www.2bulu.com/u/xiaomin88",
        speaker="小敏",
        key="xiaomin/两步路主页",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: 二舅 brings the dish; bound to 小雨, who cannot come (twin of the 二舅 record).
    _r("zh", "wrong_speaker", False, _ZH_JIATING, "小雨带红烧肉", evidence="我带红烧肉", speaker="小雨"),
    # wrong_speaker: the agent's "我是夜班的" bound to the customer as mem0's 用户.
    _r("zh", "wrong_speaker", False, _ZH_KUANDAI, "用户是夜班的", evidence="我是夜班的", speaker="user"),
    # wrong_speaker: 赵磊's leave bound to 孙悦, who only agreed (twin of the 赵磊 record).
    _r("zh", "wrong_speaker", False, _ZH_HUIYI, "孙悦下周三到周五请假", evidence="我下周三到周五请假", speaker="孙悦"),
    # wrong_speaker: the quoted message is 李强's; the value binds its "我是" to the replier 王芳.
    _r("zh", "wrong_speaker", False, _ZH_YUMAOQIU, "王芳是新来的财务", evidence="我是新来的财务", speaker="王芳"),
    # wrong_speaker: the caller's quoted allergy bound to the receptionist who took the message.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_QIANTAI,
        "小周对青霉素过敏",
        evidence="我对青霉素过敏",
        speaker="小周",
        key="xiao_zhou/过敏",
    ),
    # wrong_speaker: the waiter's eight years bound to the reviewer who quotes him.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DIANPING,
        "晴天小猪在这家店干了八年了",
        evidence="我在这家店干了八年了",
        speaker="晴天小猪",
    ),
    # wrong_speaker: 何伟's transfer filed, subject dropped, under 林晓 (twin of the 何伟 record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DINGDING,
        "五月调去支付组",
        evidence="我五月调去支付组",
        speaker="林晓",
        key="lin_xiao/部门调动",
    ),
    # wrong_speaker: the assistant's opinion of a dish stored as the user's, a common mem0 slip.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ZHUSHOU,
        "用户觉得他们的汽锅鸡不错",
        evidence="我觉得他们的汽锅鸡不错",
        speaker="user",
    ),
    # wrong_speaker: 王磊爸爸's offer bound to 朵朵妈妈, who asked for help (twin of his record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_JIAZHANG,
        "朵朵妈妈周五可以接朵朵和乐乐",
        evidence="我周五可以接朵朵和乐乐",
        speaker="朵朵妈妈",
    ),
    # wrong_speaker: the forwarded notice and its signature are 周经理's, not the forwarder 老陈's.
    _r("zh", "wrong_speaker", False, _ZH_WUYE, "老陈27号不在小区", evidence="我27号不在小区", speaker="老陈"),
    # wrong_speaker: 小陈's Alipay account filed under the seller 阿May (twin of the 小陈 record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_XIANYU,
        "chen.xm@qq.com",
        evidence="我的支付宝是 chen.xm@qq.com",
        speaker="阿May",
        key="a_may/支付宝",
    ),
    # wrong_speaker: the receptionist 阿杰's "我明天休息" bound to the caller 何丽娜.
    _r("zh", "wrong_speaker", False, _ZH_CHONGWU, "何丽娜明天休息", evidence="我明天休息", speaker="何丽娜"),
    # --- negative: attribution ---
    # attribution: the manager only "表示" the levy; the minute-taker's report becomes a fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIYAO,
        "电梯更换每户分摊 3000 元",
        evidence="并表示电梯更换每户分摊 3000 元",
        speaker="周琳",
    ),
    # attribution: minutes report what 孙先生 said he plans; the value asserts it without "说".
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIYAO,
        "孙先生打算夏天前把房子卖掉",
        evidence="孙先生说他打算夏天前把房子卖掉。",
        speaker="周琳",
    ),
    # attribution: "听说" and "没官宣"; a rumour stored as the kindergarten's closing.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_LINJU,
        "街口那家幼儿园六月要关门了",
        evidence="听说街口那家幼儿园六月要关门了",
        speaker="阿珍",
    ),
    # attribution: 老黄 only asks whether 小何 got the offer; the value answers yes.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_LINJU,
        "小何拿到深圳那个offer了",
        evidence="小何最后拿到深圳那个offer了吗？",
        speaker="老黄",
    ),
    # attribution: the customer reports what a technician told him and asks whether it is true.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_LUYOU,
        "路由器已经停产了",
        evidence="你们的师傅跟我说路由器已经停产了",
        speaker="user",
    ),
    # attribution: the receptionist's promise (contradicted in the review) stored as the pool's schedule.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIUDIAN,
        "恒温泳池全年开放",
        evidence="前台小姐姐跟我们保证说恒温泳池全年开放",
        speaker="糖糖和阿凯",
    ),
    # attribution: the nurse relays 小马's own claim, unchecked; filed as his allergy.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIAOJIE,
        "布洛芬",
        evidence="据小马自己说，他对布洛芬过敏",
        speaker="陈敏",
        key="xiao_ma/过敏",
    ),
    # attribution: "我听说" and "还不确定"; hearsay stated as the league's decision.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIAOLIAN,
        "联赛把决赛提前到7号周六了",
        evidence="我听说联赛把决赛提前到7号周六了",
        speaker="刘教练",
    ),
)

BATCH_44: tuple[Realistic, ...] = _EN + _ES + _ZH
