"""The realistic set's sixty-seventh batch: a blind measurement of the merged admission rules (issue 31, brief B67).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b67, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records; the only script run on them compares strings (each evidence is a verbatim span
of its source, no duplicate record). Every source is invented here, in domains the earlier batches used little: book
clubs, hiking groups, wedding planning, board-game cafés, a volunteer fire brigade, an amateur orchestra, a film
society, family group chats planning holidays, flatmates sharing chores, podcast production, amateur football teams
and genealogy research (in Spanish: grupos de senderismo, bodas, una cofradía, una peña, un piso compartido, un
podcast, un equipo de fútbol de veteranos, genealogía y un chat familiar; in Chinese: 读书会, 徒步群, 婚礼筹备, 桌游店,
合租群, 家庭群, 业余足球队, 播客, 志愿者协会 and 家谱).

The batch leans on speaker binding in text several people write, the way LoCoMo-style dialog memories are extracted:
WhatsApp and WeChat exports with stamps, meeting minutes and call notes with `Name:` turns (some with a role in
brackets), interview transcripts with upper-case labels, call-centre transcripts with `Agent:`/`Customer:`,
`Agente:`/`Cliente:` and `客服：`/`客户：` turns, a speech-to-text tool's JSON segments, voice-note transcripts with
fillers and e-mails with a sender line, a signature or a quoted reply. Spanish and Chinese sources are written in their
own registers, not translated from the English.

The values are written as memory extractors write them. Most restate one speaker's first person with the speaker's
name (as Zep and Graphiti do, the record's speaker being that name as the source spells it) or with mem0's `User`,
`Usuario` or `用户` (the record's speaker is then `user`, bound to the customer's turns), with the agreement that
requires (`I've booked` → `Helen Marsh has booked`, `salgo` → `sale`, `my` → `her`, `mi` → `su`); some drop the
speaker as subject (`Has traced William Hale to …`); some keep one shared-subject conjunct, one item of a list, or a
clause with its aside or fillers left out; two per language keep one atomic value under a key (a phone number, a
date). The negatives are mostly the same moves made across a turn: another person's turn bound to the speaker (the
agent's `I` given to mem0's user, the next line's `I` given to the one before), the first person of a quotation or of
a relative's possessive (`My cousin Peter has …`) given to the speaker, and the usual changes of tense, negation,
number, condition, scope, a dropped modifier and a stitch of two sentences. Several negatives differ from a faithful
record only in whose turn the evidence is. Keys are mixed: none, `name/...` keys naming a group and a person in it,
mem0's `user/...`, `usuario/...` and `用户/...`, and Chinese keys.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 8, coordination 4, list_item 3, parenthetical 3, subspan 2, filler 2. Negative (18): wrong_speaker 5,
attribution 3, tense 2, negation 2, number 2, condition 1, scope 1, restriction_drop 1, stitch 1. Every evidence string
is a verbatim span of its source. The batch is unscored: scoring it is the lead's.

Scored once by the lead on the rules of 7776c3a (fifteenth session; no admission rule had changed since round 40):
57/66 faithful (speaker 23/24, coordination 11/12, list_item 6/9, parenthetical 7/9, filler 4/6,
subspan 6/6), 0/54 false accepts. Then tuned on (round 41) and joined the dev split.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_BOOK_CLUB = (
    "[14/02/2026, 20:11] Priya Nair: finished Demon Copperhead last night, loved the second half\n"
    "[14/02/2026, 20:13] Tom Whitlock: I'm only on chapter 9 😅\n"
    "[14/02/2026, 20:15] Priya Nair: I'm hosting in March, my place has more chairs\n"
    "[14/02/2026, 20:16] Tom Whitlock: I'm bringing crisps, hummus and olives.\n"
    "[14/02/2026, 20:18] Priya Nair: perfect 🙌"
)

_EN_ORCHESTRA = (
    "Eastfield Community Orchestra — committee meeting, 3 March 2026 (transcript, auto-generated)\n"
    "Daniel Osei: I'll email the parts to the brass section by Friday.\n"
    "Helen Marsh: I've booked St Jude's for the dress rehearsal. "
    "I've asked Father Tom (he runs the parish hall) for the key.\n"
    "Daniel Osei: I only play in the Mahler, so someone else needs to cover oboe in the overture.\n"
    "Grace Lee: Hi all, I'm new. I play bass clarinet.\n"
    "Helen Marsh: Welcome, Grace!"
)

_EN_ROOTLINE_CALL = (
    "Rootline Archives — call transcript RA-55120 (recorded for training)\n"
    "Agent: Thanks for calling Rootline Archives, you're through to Sam.\n"
    "Customer: Hi Sam. I'm researching my great-grandfather, he left Cork in 1911.\n"
    "Agent: Lovely. I'm on the monthly plan myself, it's great for Irish records. Are you a subscriber?\n"
    "Customer: Yes, I'm on the annual plan.\n"
    "Agent: Then the 1911 census is included for you."
)

_EN_PODCAST_INTERVIEW = (
    "Transcript — 'Making Of' newsletter interview, episode 12\n"
    "INTERVIEWER: So how did Shed Sessions start?\n"
    "JUNE OKAFOR: Honestly? I record every episode in my garden shed. "
    "My co-host, Dev, edits the episodes in Lisbon.\n"
    "INTERVIEWER: And how do you fund it?\n"
    "JUNE OKAFOR: I have 40 patrons on Patreon now, which covers the hosting."
)

_EN_FAMILY_CHAT = (
    "Doyle family 🏖️ (WhatsApp export)\n"
    "[02/05/2026, 19:04] Karen Doyle: who's booking the cottage in Pembrokeshire?\n"
    "[02/05/2026, 19:06] Lucy Doyle: me, I've got the login. I can't do the Saturday shop though\n"
    "[02/05/2026, 19:07] Mike Doyle: I'm driving down on the Friday with the dog\n"
    "[02/05/2026, 19:09] Karen Doyle: I've packed the beach tent, the cool box, and the body boards"
)

_EN_LUCY_VOICE_NOTE = (
    "Voice note from Lucy Doyle (0:41), auto-transcribed:\n"
    "Um, so, yeah, I've, like, booked the cottage for the 3rd to the 10th, uh, of August. Deposit's paid."
)

_EN_FLAT_CHAT = (
    "Flat 4B 🧽 — group chat\n"
    "Jonas Berg: I'll take bins this week\n"
    "Amara Eze: I did the bathroom on Sunday so I'm skipping kitchen\n"
    "Jonas Berg: fair, I'll do kitchen then\n"
    "Rui Costa: I'm away till the 20th, sorry all"
)

_EN_FIRE_BRIGADE = (
    "Ashby Volunteer Fire Brigade — crew night, 11 March (minutes, typed up by Bev)\n"
    "Bev Collins: Right, duty roster. The open day is on Saturday 14 June. Who's on nights?\n"
    "Kyle Denton: I'm on nights Tuesday and Thursday.\n"
    "Aisha Rahman: I've just passed my HGV licence, so I can drive the pump now.\n"
    "Kyle Denton: The pump (it's been making a grinding noise) goes in for service on Monday."
)

_EN_GENEALOGY_EMAIL = (
    "From: Margaret Hale <m.hale@btinternet.com>\n"
    "To: Hale family research list\n"
    "Subject: Re: the Sheffield branch\n\n"
    "Hi all,\n"
    "I've traced William Hale to a baptism in Ecclesfield, 1843. My cousin Peter has the family Bible, which lists "
    "his siblings.\n\n"
    "Margaret\n\n"
    "> On 2 Apr, Peter Hale wrote:\n"
    "> I think William was born in Rotherham."
)

_EN_HIKING_CHAT = (
    "Peak Walkers 🥾 (group)\n"
    "[07/03/2026, 18:40] Oskar Lind: I've got the OS map and I'm leading the Kinder Scout loop on Saturday\n"
    "[07/03/2026, 18:41] Oskar Lind: if it's clagged in, I'll lead the low-level route via Edale instead\n"
    "[07/03/2026, 18:42] Marco Bellini: you can text me on 07700 900431, I'm driving the minibus\n"
    "[07/03/2026, 18:44] Sian Pryce: 🙋‍♀️ count me in"
)

_EN_CAFE_STAFF = (
    "Tabletop Tavern — staff chat (#rota)\n"
    "Leo Brandt: I teach Wingspan on Thursdays and run the Catan league.\n"
    "Hanna Kowalski: I don't do Twilight Imperium demos any more, they take six hours 😩\n"
    "Leo Brandt: fair enough"
)

_EN_CAFE_JSON = (
    '{"transcript_id": "tt-0419", "source": "Tabletop Tavern staff huddle", "segments": ['
    '{"speaker": "Leo Brandt", "start": 3.2, "text": "Tournament sign-ups are open."}, '
    '{"speaker": "Hanna Kowalski", "start": 6.9, '
    '"text": "so, er, I\'m, you know, running the Wingspan tournament, um, on the 28th"}]}'
)

_EN_FILM_SOCIETY = (
    "Northgate Film Society — committee thread\n"
    "Nadia Brook: I chair the society and I write the programme notes.\n"
    "Yusuf Demir: I've booked the back room at the Crown (thanks Pete for the tip) for the Kurosawa night.\n"
    "Nadia Brook: brilliant"
)

_EN_WEDDING_CALL = (
    "Call notes — Ellie & Sam's wedding (planner: Rosa Quint), 20 Jan\n"
    "Rosa Quint: I've confirmed the florist and I'm chasing the caterer today. "
    "I've confirmed 120 chairs with the marquee company.\n"
    "Ellie Park: I'm walking down the aisle to Clair de Lune. The string quartet is playing at the reception.\n"
    'Sam Reilly: my mum just texted "I\'m doing the cake, no arguments" 😂'
)

_EN_FOOTBALL_CHAT = (
    "Sunday Lions ⚽\n"
    "Dave Rigby (coach): availability for Sunday pls\n"
    "Finn Walsh: I'm in 👍 I can bring the corner flags, the pump and the first-aid bag\n"
    "Marek Nowak: I'm out, ankle's still swollen. I played keeper for Ashby Rovers, so I can cover in goal next week"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Priya's own turn; `I'm` → `Priya Nair is`, the next clause of her line left out whole.
    _r(
        "en",
        "speaker",
        True,
        _EN_BOOK_CLUB,
        "Priya Nair is hosting in March",
        evidence="I'm hosting in March",
        speaker="Priya Nair",
        key="book_club/priya_nair/hosting",
    ),
    # speaker: Helen's own turn in the minutes; `I've booked` → `Helen Marsh has booked`, nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        _EN_ORCHESTRA,
        "Helen Marsh has booked St Jude's for the dress rehearsal",
        evidence="I've booked St Jude's for the dress rehearsal.",
        speaker="Helen Marsh",
    ),
    # speaker: mem0's `User` for the customer's own turn; the answer word `Yes,` is a discourse marker.
    _r(
        "en",
        "speaker",
        True,
        _EN_ROOTLINE_CALL,
        "User is on the annual plan",
        evidence="Yes, I'm on the annual plan.",
        speaker="user",
        key="user/plan",
    ),
    # speaker: the interviewee's own turn under an upper-case label; `my` → `her` agrees, `every` is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_PODCAST_INTERVIEW,
        "June Okafor records every episode in her garden shed",
        evidence="I record every episode in my garden shed.",
        speaker="June Okafor",
    ),
    # speaker: Mike's stamped line bound to him; `I'm` → `Mike Doyle is`, day and dog kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_FAMILY_CHAT,
        "Mike Doyle is driving down on the Friday with the dog",
        evidence="I'm driving down on the Friday with the dog",
        speaker="Mike Doyle",
    ),
    # speaker: Jonas's own line; `I'll` → `will` after his name, the week kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_FLAT_CHAT,
        "Jonas Berg will take bins this week",
        evidence="I'll take bins this week",
        speaker="Jonas Berg",
        key="flat_4b/jonas_berg/chores",
    ),
    # speaker: Aisha's turn; `I've … my` → `has … her`, the consequence clause after the comma left out whole.
    _r(
        "en",
        "speaker",
        True,
        _EN_FIRE_BRIGADE,
        "Aisha Rahman has just passed her HGV licence",
        evidence="I've just passed my HGV licence",
        speaker="Aisha Rahman",
    ),
    # speaker: subject elided for the e-mail's sender, the year kept; the quoted reply below is not used.
    _r(
        "en",
        "speaker",
        True,
        _EN_GENEALOGY_EMAIL,
        "Has traced William Hale to a baptism in Ecclesfield, 1843",
        evidence="I've traced William Hale to a baptism in Ecclesfield, 1843.",
        speaker="Margaret Hale",
    ),
    # coordination: the first shared-subject conjunct (`I've got the OS map and`) dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_HIKING_CHAT,
        "Oskar Lind is leading the Kinder Scout loop on Saturday",
        evidence="I've got the OS map and I'm leading the Kinder Scout loop on Saturday",
        speaker="Oskar Lind",
    ),
    # coordination: the second conjunct, whose subject is Leo's `I`; the first conjunct and its day dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_CAFE_STAFF,
        "Leo Brandt runs the Catan league",
        evidence="I teach Wingspan on Thursdays and run the Catan league.",
        speaker="Leo Brandt",
    ),
    # coordination: `I chair the society and` is a whole conjunct with the same subject.
    _r(
        "en",
        "coordination",
        True,
        _EN_FILM_SOCIETY,
        "Nadia Brook writes the programme notes",
        evidence="I chair the society and I write the programme notes.",
        speaker="Nadia Brook",
    ),
    # coordination: the planner's second conjunct with its `today`; the first (`I've confirmed the florist`) dropped.
    _r(
        "en",
        "coordination",
        True,
        _EN_WEDDING_CALL,
        "Rosa Quint is chasing the caterer today",
        evidence="I've confirmed the florist and I'm chasing the caterer today.",
        speaker="Rosa Quint",
        key="ellie_sam_wedding/rosa_quint/tasks",
    ),
    # list_item: one item of Finn's list with its head (`I can bring`); nothing runs on after the last item.
    _r(
        "en",
        "list_item",
        True,
        _EN_FOOTBALL_CHAT,
        "Finn Walsh can bring the pump",
        evidence="I can bring the corner flags, the pump and the first-aid bag",
        speaker="Finn Walsh",
        key="sunday_lions/finn_walsh/kit",
    ),
    # list_item: one item of Tom's snack list, bound to Tom's own turn.
    _r(
        "en",
        "list_item",
        True,
        _EN_BOOK_CLUB,
        "Tom Whitlock is bringing hummus",
        evidence="I'm bringing crisps, hummus and olives.",
        speaker="Tom Whitlock",
    ),
    # list_item: the middle item of an Oxford-comma list, bound to Karen's turn.
    _r(
        "en",
        "list_item",
        True,
        _EN_FAMILY_CHAT,
        "Karen Doyle has packed the cool box",
        evidence="I've packed the beach tent, the cool box, and the body boards",
        speaker="Karen Doyle",
    ),
    # parenthetical: an aside describing Father Tom dropped; it holds no marker, number or owner.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_ORCHESTRA,
        "Helen Marsh has asked Father Tom for the key",
        evidence="I've asked Father Tom (he runs the parish hall) for the key.",
        speaker="Helen Marsh",
    ),
    # parenthetical: a descriptive aside after the opening noun phrase dropped; no first person, no speaker bound.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_FIRE_BRIGADE,
        "The pump goes in for service on Monday",
        evidence="The pump (it's been making a grinding noise) goes in for service on Monday.",
    ),
    # parenthetical: a thank-you aside inside Yusuf's clause dropped; the room and the night kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_FILM_SOCIETY,
        "Yusuf Demir has booked the back room at the Crown for the Kurosawa night",
        evidence="I've booked the back room at the Crown (thanks Pete for the tip) for the Kurosawa night.",
        speaker="Yusuf Demir",
    ),
    # subspan: Marco's phone number whole; his own `me` ties it to the key, which names him and the phone slot.
    _r(
        "en",
        "subspan",
        True,
        _EN_HIKING_CHAT,
        "07700 900431",
        evidence="you can text me on 07700 900431",
        speaker="Marco Bellini",
        key="peak_walkers/marco_bellini/phone",
    ),
    # subspan: a date under the open day's date key; `The open day is on`: the key's subject, a copula, a preposition.
    _r(
        "en",
        "subspan",
        True,
        _EN_FIRE_BRIGADE,
        "Saturday 14 June",
        evidence="The open day is on Saturday 14 June.",
        key="ashby_fire_brigade/open_day/date",
    ),
    # filler: `Um, so, yeah`, `like` and `uh` dropped from a voice note; both dates kept.
    _r(
        "en",
        "filler",
        True,
        _EN_LUCY_VOICE_NOTE,
        "Lucy Doyle has booked the cottage for the 3rd to the 10th of August",
        evidence="Um, so, yeah, I've, like, booked the cottage for the 3rd to the 10th, uh, of August.",
        speaker="Lucy Doyle",
    ),
    # filler: `so, er`, `you know` and `um` dropped from Hanna's JSON segment; the date kept.
    _r(
        "en",
        "filler",
        True,
        _EN_CAFE_JSON,
        "Hanna Kowalski is running the Wingspan tournament on the 28th",
        evidence="so, er, I'm, you know, running the Wingspan tournament, um, on the 28th",
        speaker="Hanna Kowalski",
    ),
    # --- negative ---
    # wrong_speaker: Priya's `I'm hosting in March` bound to Tom, whose turns are the other ones.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_BOOK_CLUB,
        "Tom Whitlock is hosting in March",
        evidence="I'm hosting in March",
        speaker="Tom Whitlock",
        key="book_club/tom_whitlock/hosting",
    ),
    # wrong_speaker: Helen's booking given to Daniel; the sentence lies in Helen's turn of the minutes.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ORCHESTRA,
        "Daniel Osei has booked St Jude's for the dress rehearsal",
        evidence="I've booked St Jude's for the dress rehearsal.",
        speaker="Daniel Osei",
    ),
    # wrong_speaker: the agent's own plan given to mem0's user (the customer is on the annual plan).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ROOTLINE_CALL,
        "User is on the monthly plan",
        evidence="I'm on the monthly plan myself",
        speaker="user",
        key="user/plan",
    ),
    # wrong_speaker: Mike's line bound to Lucy, the line before it.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_FAMILY_CHAT,
        "Lucy Doyle is driving down on the Friday with the dog",
        evidence="I'm driving down on the Friday with the dog",
        speaker="Lucy Doyle",
    ),
    # wrong_speaker: the evidence opens with Kyle's label, yet its `I` is bound to Aisha.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_FIRE_BRIGADE,
        "Aisha Rahman is on nights Tuesday and Thursday",
        evidence="Kyle Denton: I'm on nights Tuesday and Thursday.",
        speaker="Aisha Rahman",
    ),
    # attribution: `My co-host, Dev,` is the subject; dropping it gives Dev's editing to June.
    _r(
        "en",
        "attribution",
        False,
        _EN_PODCAST_INTERVIEW,
        "June Okafor edits the episodes in Lisbon",
        evidence="My co-host, Dev, edits the episodes in Lisbon.",
        speaker="June Okafor",
    ),
    # attribution: the cousin has the Bible, not Margaret; `My cousin Peter` is another owner.
    _r(
        "en",
        "attribution",
        False,
        _EN_GENEALOGY_EMAIL,
        "Margaret Hale has the family Bible",
        evidence="My cousin Peter has the family Bible",
        speaker="Margaret Hale",
    ),
    # attribution: the quoted `I'm doing the cake` is Sam's mum's first person, not Sam's.
    _r(
        "en",
        "attribution",
        False,
        _EN_WEDDING_CALL,
        "Sam Reilly is doing the cake",
        evidence='my mum just texted "I\'m doing the cake, no arguments"',
        speaker="Sam Reilly",
    ),
    # tense: `I did the bathroom on Sunday` (past, once) restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        _EN_FLAT_CHAT,
        "Amara Eze does the bathroom on Sunday",
        evidence="I did the bathroom on Sunday",
        speaker="Amara Eze",
        key="flat_4b/amara_eze/chores",
    ),
    # tense: `I played keeper for Ashby Rovers` restated in the present.
    _r(
        "en",
        "tense",
        False,
        _EN_FOOTBALL_CHAT,
        "Marek Nowak plays keeper for Ashby Rovers",
        evidence="I played keeper for Ashby Rovers",
        speaker="Marek Nowak",
    ),
    # negation: `can't` dropped from Lucy's own line.
    _r(
        "en",
        "negation",
        False,
        _EN_FAMILY_CHAT,
        "Lucy Doyle can do the Saturday shop",
        evidence="I can't do the Saturday shop",
        speaker="Lucy Doyle",
    ),
    # negation: `don't … any more` dropped; Hanna no longer does these demos.
    _r(
        "en",
        "negation",
        False,
        _EN_CAFE_STAFF,
        "Hanna Kowalski does Twilight Imperium demos",
        evidence="I don't do Twilight Imperium demos any more",
        speaker="Hanna Kowalski",
    ),
    # number: `40` dropped from the patron count.
    _r(
        "en",
        "number",
        False,
        _EN_PODCAST_INTERVIEW,
        "June Okafor has patrons on Patreon",
        evidence="I have 40 patrons on Patreon now",
        speaker="June Okafor",
    ),
    # number: `120` dropped; the planner confirmed a number of chairs, not chairs in general.
    _r(
        "en",
        "number",
        False,
        _EN_WEDDING_CALL,
        "Rosa Quint has confirmed chairs with the marquee company",
        evidence="I've confirmed 120 chairs with the marquee company.",
        speaker="Rosa Quint",
    ),
    # condition: `if it's clagged in` (and `instead`) dropped; the low-level route is only the bad-weather plan.
    _r(
        "en",
        "condition",
        False,
        _EN_HIKING_CHAT,
        "Oskar Lind will lead the low-level route via Edale",
        evidence="if it's clagged in, I'll lead the low-level route via Edale instead",
        speaker="Oskar Lind",
    ),
    # scope: `only` dropped; Daniel plays in the Mahler and nothing else.
    _r(
        "en",
        "scope",
        False,
        _EN_ORCHESTRA,
        "Daniel Osei plays in the Mahler",
        evidence="I only play in the Mahler",
        speaker="Daniel Osei",
    ),
    # restriction_drop: the modifier `bass` dropped from `bass clarinet`; another instrument.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_ORCHESTRA,
        "Grace Lee plays clarinet",
        evidence="I play bass clarinet.",
        speaker="Grace Lee",
    ),
    # stitch: `walking down the aisle to` from one sentence, `the string quartet` from the next.
    _r(
        "en",
        "stitch",
        False,
        _EN_WEDDING_CALL,
        "Ellie Park is walking down the aisle to the string quartet",
        evidence="I'm walking down the aisle to Clair de Lune. The string quartet is playing at the reception.",
        speaker="Ellie Park",
    ),
)

# --- Spanish sources ---

_ES_MONTE = (
    "Mendizale Taldea 🏔️ (chat exportado)\n"
    "[12/4/26, 21:03] Iñaki Sarasola: Conduzco yo mañana, salgo de Lasarte a las 7:00\n"
    "[12/4/26, 21:04] Iñaki Sarasola: Apuntad mi móvil: 644 218 905\n"
    "[12/4/26, 21:06] Nerea Goikoetxea: He mirado el parte y llevo el GPS con el track\n"
    "[12/4/26, 21:07] Nerea Goikoetxea: Yo llevo el botiquín, las frontales y el hornillo\n"
    "[12/4/26, 21:09] Nerea Goikoetxea: Si hay nieve en el puerto, yo llevo las cadenas"
)

_ES_COFRADIA = (
    "Acta de la junta de gobierno — Cofradía de la Vera Cruz, 5 de marzo de 2026\n"
    "Antonio Reyes (hermano mayor): Se abre la sesión a las 20:30. Yo no voy a sacar el estandarte este año.\n"
    "Mercedes Campos (tesorera): He cobrado ya 212 cuotas de las 240. "
    "He hablado con el párroco (don Ernesto, majísimo) para el Vía Crucis.\n"
    "Javier Llamas: Yo me encargo de las flores del paso y organizo el ensayo de costaleros.\n"
    "Se levanta la sesión a las 21:45."
)

_ES_ARCHIVO_LLAMADA = (
    "Transcripción de llamada — Archivo Diocesano de Astorga, 14/01/2026\n"
    "Agente: Archivo Diocesano, le atiende Pilar.\n"
    "Cliente: Buenas, estoy buscando la partida de bautismo de mi bisabuelo.\n"
    "Agente: ¿Sabe la parroquia?\n"
    "Cliente: Sí, Santa Colomba de Somoza. Nació en 1887.\n"
    "Agente: Yo también soy de la Maragatería, fíjese."
)

_ES_PODCAST_ENTREVISTA = (
    "Entrevista para el boletín de Podcasteros Manchegos (transcripción)\n"
    "ENTREVISTADORA: ¿Cómo empezó «Ruido de Fondo»?\n"
    "CARMEN VIDAL: Pues grabo todos los episodios en un trastero de Cuenca. "
    "Edito los audios y subo el episodio los martes.\n"
    "ENTREVISTADORA: ¿Y cuándo grabáis?\n"
    "CARMEN VIDAL: Solo grabo los jueves por la tarde, que es cuando libra Pablo."
)

_ES_PABLO_NOTA = (
    "Nota de voz de Pablo Ruiz (0:22), transcrita:\n"
    "Bueno, a ver, o sea, el micro nuevo, eh, ya ha llegado. Lo pruebo el jueves con Carmen."
)

_ES_PISO = (
    "Piso Torrijos 🏠\n"
    "[3/10/26 9:12] Dani: Yo saco la basura esta semana\n"
    "[3/10/26 9:15] Marta: yo limpié el baño el domingo\n"
    "[3/10/26 9:16] Marta: Yo compro lavavajillas, papel de cocina y bolsas de basura.\n"
    "[3/10/26 9:18] Dani: vale, pues yo hago la cocina"
)

_ES_FUTBOL = (
    "Veteranos CD Arrabal ⚽ (grupo)\n"
    "Rubén Páez: No puedo jugar este domingo, tengo comunión\n"
    "Chema Ortiz: Yo llevo las camisetas lavadas. Juego de lateral izquierdo.\n"
    "Rubén Páez: Entrenaba al alevín del barrio, así que el calentamiento lo dirijo yo el próximo día"
)

_ES_BODA = (
    "Grupo «Boda Laura & Álex» 💍\n"
    "[20/1/26 22:01] Laura Gil: He reservado la finca de Cercedilla para el 19 de septiembre\n"
    "[20/1/26 22:03] Álex Moreno: Mi hermana Irene se encarga de las invitaciones\n"
    "[20/1/26 22:05] Sofía (wedding planner): Yo confirmo el catering mañana. "
    "La prueba de menú es el jueves 4 de junio a las 18:00.\n"
    "[20/1/26 22:06] Sofía (wedding planner): El fotógrafo —el mismo que hizo la boda de tu prima— llega a las 11:00."
)

_ES_GENEALOGIA = (
    "De: Concha Bermúdez <concha.bermudez@gmail.com>\n"
    "Para: Genealogía Bermúdez (lista)\n"
    "Asunto: Rama de Écija\n\n"
    "Hola, primos:\n"
    "He localizado a nuestro tatarabuelo Manuel en el padrón de Écija de 1860. Mi primo Luis tiene las cartas de la "
    "abuela. El archivo parroquial (que, por cierto, huele a humedad) está digitalizado en FamilySearch.\n\n"
    "Un abrazo,\n"
    "Concha"
)

_ES_PENA = (
    "Peña El Botijo — grupo de la junta\n"
    "Tere Sanz: Compro el vermú y me encargo de la charanga\n"
    "Tere Sanz: He encargado 3 paellas gigantes para el sábado\n"
    "Tere Sanz: mi cuñado me ha escrito: «yo pongo la furgoneta para las fiestas»\n"
    "Quique Lafuente: 👏👏"
)

_ES_TERE_NOTA = (
    "Nota de voz de Tere Sanz (0:38), transcripción automática:\n"
    "Eh, pues nada, que, o sea, he reservado el local de la peña para el sábado 12, ¿vale? Traed sillas."
)

_ES_FAMILIA = (
    "Familia Ortega 🏖️\n"
    "[8/6/26 20:30] Pilar Ortega: Ya he comprado la sombrilla, las toallas nuevas y la nevera portátil.\n"
    "[8/6/26 20:32] Andrés Ortega: Tengo unos 200 € ahorrados para el viaje\n"
    "[8/6/26 20:35] Pilar Ortega: El apartamento está en Conil. El de los abuelos está en Chipiona, al lado del faro."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Iñaki's own line; `salgo` → `sale` after his name, the hour kept; the first clause left out whole.
    _r(
        "es",
        "speaker",
        True,
        _ES_MONTE,
        "Iñaki Sarasola sale de Lasarte a las 7:00",
        evidence="salgo de Lasarte a las 7:00",
        speaker="Iñaki Sarasola",
    ),
    # speaker: the treasurer's own turn in the acta; `He cobrado` → `ha cobrado`, both numbers kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_COFRADIA,
        "Mercedes Campos ha cobrado ya 212 cuotas de las 240",
        evidence="He cobrado ya 212 cuotas de las 240.",
        speaker="Mercedes Campos",
    ),
    # speaker: mem0's `Usuario` for the caller's turn; `estoy` → `está`, `mi` → `su`.
    _r(
        "es",
        "speaker",
        True,
        _ES_ARCHIVO_LLAMADA,
        "Usuario está buscando la partida de bautismo de su bisabuelo",
        evidence="estoy buscando la partida de bautismo de mi bisabuelo",
        speaker="user",
        key="usuario/busqueda",
    ),
    # speaker: the interviewee's turn under an upper-case label; `Pues` dropped, `grabo` → `graba`, `todos` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_PODCAST_ENTREVISTA,
        "Carmen Vidal graba todos los episodios en un trastero de Cuenca",
        evidence="Pues grabo todos los episodios en un trastero de Cuenca.",
        speaker="Carmen Vidal",
    ),
    # speaker: Dani's own stamped line; `Yo saco` → `Dani saca`, the week kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_PISO,
        "Dani saca la basura esta semana",
        evidence="Yo saco la basura esta semana",
        speaker="Dani",
        key="piso_torrijos/dani/tareas",
    ),
    # speaker: Chema's first sentence bound to him; `llevo` → `lleva`.
    _r(
        "es",
        "speaker",
        True,
        _ES_FUTBOL,
        "Chema Ortiz lleva las camisetas lavadas",
        evidence="Yo llevo las camisetas lavadas.",
        speaker="Chema Ortiz",
    ),
    # speaker: Laura's own line; `He reservado` → `ha reservado`, place and date kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_BODA,
        "Laura Gil ha reservado la finca de Cercedilla para el 19 de septiembre",
        evidence="He reservado la finca de Cercedilla para el 19 de septiembre",
        speaker="Laura Gil",
    ),
    # speaker: subject elided for the e-mail's sender; `He localizado` → `Ha localizado`, `nuestro` and the year kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_GENEALOGIA,
        "Ha localizado a nuestro tatarabuelo Manuel en el padrón de Écija de 1860",
        evidence="He localizado a nuestro tatarabuelo Manuel en el padrón de Écija de 1860.",
        speaker="Concha Bermúdez",
    ),
    # coordination: the first conjunct `He mirado el parte y` dropped whole; same subject (Nerea).
    _r(
        "es",
        "coordination",
        True,
        _ES_MONTE,
        "Nerea Goikoetxea lleva el GPS con el track",
        evidence="He mirado el parte y llevo el GPS con el track",
        speaker="Nerea Goikoetxea",
    ),
    # coordination: the second conjunct of Javier's turn; `Yo me encargo de las flores del paso y` dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_COFRADIA,
        "Javier Llamas organiza el ensayo de costaleros",
        evidence="Yo me encargo de las flores del paso y organizo el ensayo de costaleros.",
        speaker="Javier Llamas",
    ),
    # coordination: `Compro el vermú y` dropped; the reflexive agrees with the name (`me encargo` → `se encarga`).
    _r(
        "es",
        "coordination",
        True,
        _ES_PENA,
        "Tere Sanz se encarga de la charanga",
        evidence="Compro el vermú y me encargo de la charanga",
        speaker="Tere Sanz",
    ),
    # coordination: `Edito los audios y` dropped whole; the day belongs to the kept conjunct and stays.
    _r(
        "es",
        "coordination",
        True,
        _ES_PODCAST_ENTREVISTA,
        "Carmen Vidal sube el episodio los martes",
        evidence="Edito los audios y subo el episodio los martes.",
        speaker="Carmen Vidal",
    ),
    # list_item: one item of Nerea's list with its head (`Yo llevo`).
    _r(
        "es",
        "list_item",
        True,
        _ES_MONTE,
        "Nerea Goikoetxea lleva las frontales",
        evidence="Yo llevo el botiquín, las frontales y el hornillo",
        speaker="Nerea Goikoetxea",
        key="mendizale_taldea/nerea_goikoetxea/material",
    ),
    # list_item: the last item with the list's head and `Ya`; nothing runs on after it.
    _r(
        "es",
        "list_item",
        True,
        _ES_FAMILIA,
        "Pilar Ortega ya ha comprado la nevera portátil",
        evidence="Ya he comprado la sombrilla, las toallas nuevas y la nevera portátil.",
        speaker="Pilar Ortega",
    ),
    # list_item: the middle item of Marta's shopping list, bound to her own line.
    _r(
        "es",
        "list_item",
        True,
        _ES_PISO,
        "Marta compra papel de cocina",
        evidence="Yo compro lavavajillas, papel de cocina y bolsas de basura.",
        speaker="Marta",
    ),
    # parenthetical: a descriptive aside about the priest dropped; no marker, number or owner in it.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_COFRADIA,
        "Mercedes Campos ha hablado con el párroco para el Vía Crucis",
        evidence="He hablado con el párroco (don Ernesto, majísimo) para el Vía Crucis.",
        speaker="Mercedes Campos",
    ),
    # parenthetical: a dash aside describing the photographer dropped; no first person, no speaker bound.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_BODA,
        "El fotógrafo llega a las 11:00",
        evidence="El fotógrafo —el mismo que hizo la boda de tu prima— llega a las 11:00.",
    ),
    # parenthetical: a `por cierto` aside after the opening noun phrase dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_GENEALOGIA,
        "El archivo parroquial está digitalizado en FamilySearch",
        evidence="El archivo parroquial (que, por cierto, huele a humedad) está digitalizado en FamilySearch.",
    ),
    # subspan: Iñaki's mobile whole after `mi móvil:`; the key names him and the móvil slot.
    _r(
        "es",
        "subspan",
        True,
        _ES_MONTE,
        "644 218 905",
        evidence="Apuntad mi móvil: 644 218 905",
        speaker="Iñaki Sarasola",
        key="mendizale_taldea/iñaki_sarasola/movil",
    ),
    # subspan: the tasting's date and hour; `La prueba de menú es` is the key's subject and a present copula.
    _r(
        "es",
        "subspan",
        True,
        _ES_BODA,
        "el jueves 4 de junio a las 18:00",
        evidence="La prueba de menú es el jueves 4 de junio a las 18:00.",
        key="boda_laura_alex/prueba_de_menu/fecha",
    ),
    # filler: `Eh, pues nada, que, o sea` and `¿vale?` dropped from a voice note; `he` → `ha`, the date kept.
    _r(
        "es",
        "filler",
        True,
        _ES_TERE_NOTA,
        "Tere Sanz ha reservado el local de la peña para el sábado 12",
        evidence="Eh, pues nada, que, o sea, he reservado el local de la peña para el sábado 12, ¿vale?",
        speaker="Tere Sanz",
    ),
    # filler: `Bueno, a ver, o sea` and `eh` dropped; no first person in the kept clause.
    _r(
        "es",
        "filler",
        True,
        _ES_PABLO_NOTA,
        "El micro nuevo ya ha llegado",
        evidence="Bueno, a ver, o sea, el micro nuevo, eh, ya ha llegado.",
    ),
    # --- negative ---
    # wrong_speaker: the treasurer's collection given to Javier, whose turn comes after hers.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COFRADIA,
        "Javier Llamas ha cobrado ya 212 cuotas de las 240",
        evidence="He cobrado ya 212 cuotas de las 240.",
        speaker="Javier Llamas",
    ),
    # wrong_speaker: the agent's `Yo también soy de la Maragatería` given to mem0's user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_ARCHIVO_LLAMADA,
        "Usuario es de la Maragatería",
        evidence="Yo también soy de la Maragatería",
        speaker="user",
        key="usuario/origen",
    ),
    # wrong_speaker: Dani's line bound to Marta.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PISO,
        "Marta saca la basura esta semana",
        evidence="Yo saco la basura esta semana",
        speaker="Marta",
        key="piso_torrijos/marta/tareas",
    ),
    # wrong_speaker: the wedding planner's `Yo confirmo` given to the bride.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_BODA,
        "Laura Gil confirma el catering mañana",
        evidence="Yo confirmo el catering mañana.",
        speaker="Laura Gil",
    ),
    # wrong_speaker: Iñaki's departure given to Nerea; the line is his.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MONTE,
        "Nerea Goikoetxea sale de Lasarte a las 7:00",
        evidence="salgo de Lasarte a las 7:00",
        speaker="Nerea Goikoetxea",
    ),
    # attribution: his sister Irene does the invitations; dropping `Mi hermana Irene` gives them to Álex.
    _r(
        "es",
        "attribution",
        False,
        _ES_BODA,
        "Álex Moreno se encarga de las invitaciones",
        evidence="Mi hermana Irene se encarga de las invitaciones",
        speaker="Álex Moreno",
    ),
    # attribution: cousin Luis has the letters, not Concha.
    _r(
        "es",
        "attribution",
        False,
        _ES_GENEALOGIA,
        "Concha Bermúdez tiene las cartas de la abuela",
        evidence="Mi primo Luis tiene las cartas de la abuela.",
        speaker="Concha Bermúdez",
    ),
    # attribution: the quoted `yo pongo` is the brother-in-law's first person, not Tere's.
    _r(
        "es",
        "attribution",
        False,
        _ES_PENA,
        "Tere Sanz pone la furgoneta para las fiestas",
        evidence="mi cuñado me ha escrito: «yo pongo la furgoneta para las fiestas»",
        speaker="Tere Sanz",
    ),
    # tense: `limpié` (preterite, once) restated as `limpia`.
    _r(
        "es",
        "tense",
        False,
        _ES_PISO,
        "Marta limpia el baño el domingo",
        evidence="yo limpié el baño el domingo",
        speaker="Marta",
    ),
    # tense: `Entrenaba` (he used to coach) restated as `entrena`.
    _r(
        "es",
        "tense",
        False,
        _ES_FUTBOL,
        "Rubén Páez entrena al alevín del barrio",
        evidence="Entrenaba al alevín del barrio",
        speaker="Rubén Páez",
    ),
    # negation: `No` dropped; Rubén cannot play this Sunday.
    _r(
        "es",
        "negation",
        False,
        _ES_FUTBOL,
        "Rubén Páez puede jugar este domingo",
        evidence="No puedo jugar este domingo",
        speaker="Rubén Páez",
    ),
    # negation: `no` dropped from the hermano mayor's turn.
    _r(
        "es",
        "negation",
        False,
        _ES_COFRADIA,
        "Antonio Reyes va a sacar el estandarte este año",
        evidence="Yo no voy a sacar el estandarte este año.",
        speaker="Antonio Reyes",
    ),
    # number: `3` dropped from the paellas ordered.
    _r(
        "es",
        "number",
        False,
        _ES_PENA,
        "Tere Sanz ha encargado paellas gigantes para el sábado",
        evidence="He encargado 3 paellas gigantes para el sábado",
        speaker="Tere Sanz",
    ),
    # number: the approximator `unos` dropped before the amount.
    _r(
        "es",
        "number",
        False,
        _ES_FAMILIA,
        "Andrés Ortega tiene 200 € ahorrados para el viaje",
        evidence="Tengo unos 200 € ahorrados para el viaje",
        speaker="Andrés Ortega",
    ),
    # condition: `Si hay nieve en el puerto` dropped; the chains depend on snow.
    _r(
        "es",
        "condition",
        False,
        _ES_MONTE,
        "Nerea Goikoetxea lleva las cadenas",
        evidence="Si hay nieve en el puerto, yo llevo las cadenas",
        speaker="Nerea Goikoetxea",
    ),
    # scope: `Solo` dropped; she records on Thursday afternoons and no other time.
    _r(
        "es",
        "scope",
        False,
        _ES_PODCAST_ENTREVISTA,
        "Carmen Vidal graba los jueves por la tarde",
        evidence="Solo grabo los jueves por la tarde",
        speaker="Carmen Vidal",
    ),
    # restriction_drop: `izquierdo` dropped; a left back is not any full back.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_FUTBOL,
        "Chema Ortiz juega de lateral",
        evidence="Juego de lateral izquierdo.",
        speaker="Chema Ortiz",
    ),
    # stitch: `El apartamento está en` from one sentence, `Chipiona` from the grandparents' one.
    _r(
        "es",
        "stitch",
        False,
        _ES_FAMILIA,
        "El apartamento está en Chipiona",
        evidence="El apartamento está en Conil. El de los abuelos está en Chipiona",
    ),
)

# --- Chinese sources ---

_ZH_DUSHU = (
    "【青灯读书会】群聊记录\n"
    "2026-03-08 20:11 林晓雯：我这期负责带《额尔古纳河右岸》的导读\n"
    "2026-03-08 20:13 周屹：我不去这期线下活动了，出差\n"
    "2026-03-08 20:15 林晓雯：我读完了第一部，写好了讨论提纲\n"
    "2026-03-08 20:16 林晓雯：我订了拾光咖啡（老板是书友）的二楼包间"
)

_ZH_TUBU = (
    "【周末徒步·四姑娘山】\n"
    "马建国（领队）：我周六早上6点在成都北站集合点等大家\n"
    "马建国（领队）：我带了急救包、对讲机和卫星电话\n"
    "叶子涵：我带了两套雨衣\n"
    "段杰：我上次膝盖受伤了，这次只走到大本营"
)

_ZH_TUBU_YUYIN = "徒步群 · 语音转文字（叶子涵，0:19）\n呃，那个，我到时候就是，嗯，开车去接段杰，他住温江。"

_ZH_KEFU = (
    "通话记录 | 乐桌桌游馆会员热线 | 2026-02-11 15:32\n"
    "客服：您好，乐桌桌游馆，我是小唐。\n"
    "客户：你好，我是年卡会员，想订周五晚上的包间。\n"
    "客服：好的。我自己也是狼人杀爱好者，周五晚上人比较多。\n"
    "客户：我们一共8个人，玩阿瓦隆。"
)

_ZH_BOKE = (
    "播客访谈整理稿（《慢半拍》第23期幕后）\n"
    "主持人：你们的播客是怎么开始的？\n"
    "嘉宾 何雨桐：我每期都在自家阳台录，邻居还投诉过。\n"
    "主持人：剪辑呢？\n"
    "嘉宾 何雨桐：我搭档阿光负责剪辑，他在大理。"
)

_ZH_BOKE_YUYIN = "何雨桐（语音转文字）：嗯……然后那个，我，啊，下个月要去景德镇录一期，到时候发你们听。"

_ZH_JIATING = (
    "【相亲相爱一家人】\n"
    "[2026-01-12 19:02] 王秀兰：我已经把去大理的高铁票买好了，初五出发\n"
    "[2026-01-12 19:05] 李强：我以前在昆明工作，那边我熟\n"
    "[2026-01-12 19:07] 李婷：我准备了零食、充电宝和孩子的绘本"
)

_ZH_HEZU = (
    "【502合租】\n"
    "周航：我这周负责倒垃圾\n"
    "陈艾米：我以前负责交水电费，现在转给小周了\n"
    "老陈：房东的电话是13812345678，有事直接打\n"
    "周航：收到"
)

_ZH_ZUQIU = (
    "【周日野狼FC】\n"
    "赵教练：周日客场，能来的回一下\n"
    "孙浩：我能来，我踢右后卫\n"
    "孙浩：我交了300块队费\n"
    "刘洋：+1\n"
    "赵教练：新队服（红黑条纹，挺帅的）周五到货"
)

_ZH_HUNLI = (
    "婚礼筹备会纪要（3月2日，线上）\n"
    "杨帆（婚策）：我联系了花艺师，明天去看场地。婚礼日期是10月3日。地点在青城山。\n"
    "吴磊（新郎）：我负责请帖和伴郎服。如果下雨，我就把仪式改到室内。\n"
    "陈璐（新娘）：我妈刚在家庭群里说：“我来负责回门宴的菜单”"
)

_ZH_ZHIYUANZHE = (
    "【绿洲志愿者协会·周六活动接龙】\n"
    "郑敏：我上午负责签到，下午去敬老院包饺子\n"
    "冯涛：我这次不带相机了，镜头坏了\n"
    "郑敏：好的👌"
)

_ZH_ZHUOYOU_DIANYUAN = "乐桌桌游馆·店员群\n康宇：我周四教卡坦岛，周六带狼人杀局\n小唐：收到，排班表我改一下"

_ZH_JIAPU_YOUJIAN = (
    "发件人：李德明\n"
    "主题：关于李氏族谱续修\n\n"
    "各位宗亲：\n"
    "我已整理完第十八世到第二十一世的世系表，下周发群里。我堂弟李德华保存着1953年的老谱抄本。\n\n"
    "李德明 敬上"
)

_ZH_JIAPU_JIYAO = (
    "李氏族谱续修小组会议纪要\n"
    "李德明：第十八世的资料在祠堂。第二十一世的名单由德华整理。\n"
    "李德华：老谱的原件（字迹很漂亮）现存县档案馆。"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: 林晓雯's own stamped line; `我` → her name, nothing else changed.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DUSHU,
        "林晓雯这期负责带《额尔古纳河右岸》的导读",
        evidence="我这期负责带《额尔古纳河右岸》的导读",
        speaker="林晓雯",
        key="读书会/林晓雯/本期任务",
    ),
    # speaker: the leader's turn (his name in the label with a role); time and place kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TUBU,
        "马建国周六早上6点在成都北站集合点等大家",
        evidence="我周六早上6点在成都北站集合点等大家",
        speaker="马建国",
    ),
    # speaker: mem0's `用户` for the customer's own turn; the want clause after the comma left out whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KEFU,
        "用户是年卡会员",
        evidence="我是年卡会员",
        speaker="user",
        key="用户/会员类型",
    ),
    # speaker: the guest's turn (`嘉宾 何雨桐`); `每期都` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BOKE,
        "何雨桐每期都在自家阳台录",
        evidence="我每期都在自家阳台录",
        speaker="何雨桐",
    ),
    # speaker: 王秀兰's own line; the next clause (`初五出发`) left out whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_JIATING,
        "王秀兰已经把去大理的高铁票买好了",
        evidence="我已经把去大理的高铁票买好了",
        speaker="王秀兰",
    ),
    # speaker: 周航's own line; the week kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_HEZU,
        "周航这周负责倒垃圾",
        evidence="我这周负责倒垃圾",
        speaker="周航",
    ),
    # speaker: 孙浩's second clause; the first (`我能来`) is a whole clause, `右` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ZUQIU,
        "孙浩踢右后卫",
        evidence="我踢右后卫",
        speaker="孙浩",
        key="野狼FC/孙浩/位置",
    ),
    # speaker: the e-mail's sender; `已` and both generations kept, `下周发群里` left out whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_JIAPU_YOUJIAN,
        "李德明已整理完第十八世到第二十一世的世系表",
        evidence="我已整理完第十八世到第二十一世的世系表",
        speaker="李德明",
    ),
    # coordination: the first comma-joined predicate (`读完了第一部`) dropped whole; same subject 我.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_DUSHU,
        "林晓雯写好了讨论提纲",
        evidence="我读完了第一部，写好了讨论提纲",
        speaker="林晓雯",
    ),
    # coordination: the second conjunct opens with its own time phrase (`明天`); the first dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_HUNLI,
        "杨帆明天去看场地",
        evidence="我联系了花艺师，明天去看场地",
        speaker="杨帆",
    ),
    # coordination: `上午负责签到` dropped with its own time phrase; `下午` kept with its conjunct.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_ZHIYUANZHE,
        "郑敏下午去敬老院包饺子",
        evidence="我上午负责签到，下午去敬老院包饺子",
        speaker="郑敏",
    ),
    # coordination: `周四教卡坦岛` dropped; the kept conjunct keeps its `周六`.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_ZHUOYOU_DIANYUAN,
        "康宇周六带狼人杀局",
        evidence="我周四教卡坦岛，周六带狼人杀局",
        speaker="康宇",
    ),
    # list_item: one item of a two-item `和` list with its head (`我负责`).
    _r(
        "zh",
        "list_item",
        True,
        _ZH_HUNLI,
        "吴磊负责伴郎服",
        evidence="我负责请帖和伴郎服。",
        speaker="吴磊",
    ),
    # list_item: the middle item of the leader's list with `带了`.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_TUBU,
        "马建国带了对讲机",
        evidence="我带了急救包、对讲机和卫星电话",
        speaker="马建国",
    ),
    # list_item: the middle item of 李婷's list.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_JIATING,
        "李婷准备了充电宝",
        evidence="我准备了零食、充电宝和孩子的绘本",
        speaker="李婷",
    ),
    # parenthetical: an aside about the café's owner dropped; it restricts nothing.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_DUSHU,
        "林晓雯订了拾光咖啡的二楼包间",
        evidence="我订了拾光咖啡（老板是书友）的二楼包间",
        speaker="林晓雯",
    ),
    # parenthetical: an aside praising the handwriting dropped; no first person, no speaker bound.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_JIAPU_JIYAO,
        "老谱的原件现存县档案馆",
        evidence="老谱的原件（字迹很漂亮）现存县档案馆。",
    ),
    # parenthetical: an aside describing the kit's colours dropped after the opening noun phrase.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ZUQIU,
        "新队服周五到货",
        evidence="新队服（红黑条纹，挺帅的）周五到货",
    ),
    # subspan: the landlord's phone whole; `房东的电话是` is the key's subject and slot and a copula.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_HEZU,
        "13812345678",
        evidence="房东的电话是13812345678",
        key="502合租/房东/电话",
    ),
    # subspan: the wedding date; `婚礼日期是` is the key's words and a copula, the place is the next sentence.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_HUNLI,
        "10月3日",
        evidence="婚礼日期是10月3日",
        key="婚礼/日期",
    ),
    # filler: `呃，那个`, `就是` and `嗯` dropped from a voice note; `到时候` kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_TUBU_YUYIN,
        "叶子涵到时候开车去接段杰",
        evidence="呃，那个，我到时候就是，嗯，开车去接段杰",
        speaker="叶子涵",
    ),
    # filler: `嗯……然后那个` and `啊` dropped; `下个月要` kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_BOKE_YUYIN,
        "何雨桐下个月要去景德镇录一期",
        evidence="嗯……然后那个，我，啊，下个月要去景德镇录一期",
        speaker="何雨桐",
    ),
    # --- negative ---
    # wrong_speaker: 林晓雯's line given to 周屹.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DUSHU,
        "周屹这期负责带《额尔古纳河右岸》的导读",
        evidence="我这期负责带《额尔古纳河右岸》的导读",
        speaker="周屹",
    ),
    # wrong_speaker: the agent's `我自己也是狼人杀爱好者` given to mem0's user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_KEFU,
        "用户是狼人杀爱好者",
        evidence="我自己也是狼人杀爱好者",
        speaker="user",
        key="用户/爱好",
    ),
    # wrong_speaker: the mother's tickets given to 李强, whose line comes next.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_JIATING,
        "李强已经把去大理的高铁票买好了",
        evidence="我已经把去大理的高铁票买好了",
        speaker="李强",
    ),
    # wrong_speaker: 孙浩's position given to 刘洋 under 刘洋's key.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ZUQIU,
        "刘洋踢右后卫",
        evidence="我踢右后卫",
        speaker="刘洋",
        key="野狼FC/刘洋/位置",
    ),
    # wrong_speaker: the evidence opens with 周航's label, yet its `我` is bound to 陈艾米.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_HEZU,
        "陈艾米这周负责倒垃圾",
        evidence="周航：我这周负责倒垃圾",
        speaker="陈艾米",
    ),
    # attribution: `我搭档阿光` is the subject; dropping `搭档阿光` gives the editing to 何雨桐.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_BOKE,
        "何雨桐负责剪辑",
        evidence="我搭档阿光负责剪辑",
        speaker="何雨桐",
    ),
    # attribution: the cousin 李德华 keeps the copy, not the sender.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_JIAPU_YOUJIAN,
        "李德明保存着1953年的老谱抄本",
        evidence="我堂弟李德华保存着1953年的老谱抄本",
        speaker="李德明",
    ),
    # attribution: the quoted `我来负责` is the bride's mother's first person, not the bride's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HUNLI,
        "陈璐负责回门宴的菜单",
        evidence="我妈刚在家庭群里说：“我来负责回门宴的菜单”",
        speaker="陈璐",
    ),
    # tense: `以前` dropped; 李强 used to work in Kunming.
    _r(
        "zh",
        "tense",
        False,
        _ZH_JIATING,
        "李强在昆明工作",
        evidence="我以前在昆明工作",
        speaker="李强",
    ),
    # tense: `以前` dropped; the bills passed to 周航, as the next clause says.
    _r(
        "zh",
        "tense",
        False,
        _ZH_HEZU,
        "陈艾米负责交水电费",
        evidence="我以前负责交水电费",
        speaker="陈艾米",
    ),
    # negation: `不` (and `了`) dropped; 周屹 is not going.
    _r(
        "zh",
        "negation",
        False,
        _ZH_DUSHU,
        "周屹去这期线下活动",
        evidence="我不去这期线下活动了",
        speaker="周屹",
    ),
    # negation: `不` dropped; 冯涛 is not bringing the camera.
    _r(
        "zh",
        "negation",
        False,
        _ZH_ZHIYUANZHE,
        "冯涛这次带相机",
        evidence="我这次不带相机了",
        speaker="冯涛",
    ),
    # number: `两套` dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_TUBU,
        "叶子涵带了雨衣",
        evidence="我带了两套雨衣",
        speaker="叶子涵",
    ),
    # number: `300块` dropped from the fee paid.
    _r(
        "zh",
        "number",
        False,
        _ZH_ZUQIU,
        "孙浩交了队费",
        evidence="我交了300块队费",
        speaker="孙浩",
    ),
    # condition: `如果下雨` (and `就`) dropped; moving indoors is the rain plan.
    _r(
        "zh",
        "condition",
        False,
        _ZH_HUNLI,
        "吴磊把仪式改到室内",
        evidence="如果下雨，我就把仪式改到室内",
        speaker="吴磊",
    ),
    # scope: `只` dropped; 段杰 goes no further than base camp.
    _r(
        "zh",
        "scope",
        False,
        _ZH_TUBU,
        "段杰这次走到大本营",
        evidence="我上次膝盖受伤了，这次只走到大本营",
        speaker="段杰",
    ),
    # restriction_drop: `右` dropped from `右后卫`; same key as the faithful record, another position.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_ZUQIU,
        "孙浩踢后卫",
        evidence="我踢右后卫",
        speaker="孙浩",
        key="野狼FC/孙浩/位置",
    ),
    # stitch: `第十八世的` from the first sentence, `名单由德华整理` from the second.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_JIAPU_JIYAO,
        "第十八世的名单由德华整理",
        evidence="第十八世的资料在祠堂。第二十一世的名单由德华整理。",
    ),
)

BATCH_67: tuple[Realistic, ...] = _EN + _ES + _ZH
