"""The realistic set's sixty-eighth batch: a blind measurement of the merged admission rules (issue 31, brief B68).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b68, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records; the only check run was a string comparison that
every evidence is a verbatim span of its source and that no (evidence, value, speaker, key) repeats. Every source is
invented here, in domains the earlier batches used little: home insurance claims, boiler servicing, window cleaning,
language exchanges, community radio, children's swimming lessons, rowing clubs, pottery classes, coworking
memberships and tool libraries (in Spanish: seguros del hogar, calderas, limpieza de cristales, intercambios de
idiomas, radio comunitaria, natación infantil, clubes de remo, cursos de cerámica, bibliotecas de herramientas,
coworkings; in Chinese: 家庭保险理赔, 燃气热水器保养, 擦窗保洁, 语言交换, 社区电台, 少儿游泳, 赛艇俱乐部, 陶艺课,
共享办公会员, 工具租借), in several registers (voice-note transcripts with fillers, chat lines and chat exports with
stamps, multi-speaker turns, e-mails with signatures, JSON tool output, receipts, SMS, forms, notices, price lists and
contact cards), Spanish and Chinese each in their own registers rather than translated from the English.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Has a Worcester Bosch combi boiler that's nine years old`); some keep one
item of a list or one shared-subject conjunct; some drop fillers or an aside; and the subspan records keep one atomic
value alone (a claim or booking reference, an e-mail address, a phone number, a handle, an amount, a date or a time),
filed under a key in the manner of LangGraph's memory tools (`warmworks/boiler_service/ref`). Key styles are mixed on
purpose: English keys over Spanish and Chinese sources, keys naming an organization and a person in it
(`crystal_clear_windows/gary_holt/mobile`), Spanish and Chinese keys, and mem0's `user/...`, `usuario/...`, `用户/...`.
Several negatives differ from a faithful record only in what DESIGN §4 says matters: a modifier of the keyed noun
(`emergency callout`, `de invitados`, `访客`), another owner (`my business partner's`, `mi cuñado`, `我同事的`), another
turn's or a quotation's first person, an approximator, a past marker (`以前`) or a restricting aside.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source; the `identifier`
negatives take a truncated identifier from a whole one. The batch is unscored: scoring it is the lead's, once it joins
the realistic set.

Scored once by the lead on round 41's first rules (33056f0, fifteenth session): 60/66 faithful (subspan 22/24,
filler 8/9, speaker 8/9, parenthetical 5/6, list_item 5/6, the rest whole), 0/54 false accepts (59/66 and 0/54 on
7776c3a, before round 41). The helper saw the subject line of 33056f0 in `git log` before writing (it names the
kinds of record round 41 read) and said so. Held out of the dev split (`tests/unit/test_admission_blind_held_out.py`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the claim reference alone; `Your claim reference is` is what the key (claim/reference) names.
    _r(
        "en",
        "subspan",
        True,
        "From: Harbourside Home Insurance <claims@harbourside-home.co.uk>\nSubject: Escape of water claim received\n\n"
        "Dear Mr Lowe,\n\nThank you for reporting the leak at 14 Alma Road. Your claim reference is HHC-2291-7740. "
        "Please quote it in all correspondence.\n\nKind regards,\nClaims Team, Harbourside Home Insurance",
        "HHC-2291-7740",
        evidence="Your claim reference is HHC-2291-7740.",
        key="harbourside_home/claim/reference",
    ),
    # subspan: the booking reference alone from an SMS; the label `Ref` is the key's relation, nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "WarmWorks: Your boiler service is booked for Thu 14 Mar, 8am-12pm. Ref WW-55813. "
        "Our emergency callout number is 0800 046 9900. Reply STOP to opt out.",
        "WW-55813",
        evidence="Ref WW-55813.",
        key="warmworks/boiler_service/ref",
    ),
    # subspan: the window cleaner's mobile from a contact card; the label `Mobile` is the key's slot, the key names him.
    _r(
        "en",
        "subspan",
        True,
        "CRYSTAL CLEAR WINDOWS\nGary Holt, owner\nMobile: 07700 900482\nwww.crystalclearwindows.co.uk\n"
        "Pure-water pole system · conservatories · gutters",
        "07700 900482",
        evidence="Mobile: 07700 900482",
        key="crystal_clear_windows/gary_holt/mobile",
    ),
    # subspan: the speaker's own WhatsApp number (`add me`), filed under a key about him that names WhatsApp.
    _r(
        "en",
        "subspan",
        True,
        "[21/05/2025, 18:42] Tomás: hey!! great meeting you at the tandem night\n"
        "[21/05/2025, 18:42] Tomás: add me on WhatsApp, it's +34 611 402 875\n"
        "[21/05/2025, 18:44] Emma: done! see you Thursday",
        "+34 611 402 875",
        evidence="add me on WhatsApp, it's +34 611 402 875",
        speaker="Tomás",
        key="tomas/whatsapp_number",
    ),
    # subspan: the producer's e-mail; `reach me` names the relation and `best` is a word of preference, no modifier.
    _r(
        "en",
        "subspan",
        True,
        "Hi all,\n\nThanks for signing up to help with the spring fundraiser. The best way to reach me is "
        "nia@riversidefm.org.uk. I'm rarely in the studio before noon.\n\nCheers,\nNia Okafor\n"
        "Saturday Breakfast producer, Riverside FM 97.3",
        "nia@riversidefm.org.uk",
        evidence="The best way to reach me is nia@riversidefm.org.uk",
        speaker="Nia Okafor",
        key="riverside_fm/nia_okafor/email",
    ),
    # subspan: the amount from a receipt line whose label (`Amount paid`) the key spells out.
    _r(
        "en",
        "subspan",
        True,
        "SPLASH ACADEMY SWIM SCHOOL\nReceipt #40317\nTerm 2 lessons, Stage 3 (Sat 09:30)\nStudent: Maya Lowe\n"
        "Amount paid: £96.00\nCard ending 4471\nThank you!",
        "£96.00",
        evidence="Amount paid: £96.00",
        key="splash_academy/term_2_lessons/amount_paid",
    ),
    # subspan: mem0's user gives their own rowing club membership number; `rowing club` is in the key.
    _r(
        "en",
        "subspan",
        True,
        "User: my rowing club membership number is TRC-0418, can you remember it for when I book boats?\n"
        "Assistant: Sure, I've noted it.",
        "TRC-0418",
        evidence="my rowing club membership number is TRC-0418",
        speaker="user",
        key="user/rowing_club/membership_number",
    ),
    # subspan: a date from a tool's JSON output, its field name being the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"tool": "loan_lookup", "result": {"item": "Bosch hammer drill", "loan_id": "TL-30917", '
        '"due_back": "2025-04-12", "branch": "Eastside Tool Library"}}',
        "2025-04-12",
        evidence='"due_back": "2025-04-12"',
        key="eastside_tool_library/loan/due_back",
    ),
    # filler: `Um, so` and `like` dropped from a voice note; every content word is kept in order.
    _r(
        "en",
        "filler",
        True,
        "[voice note, 0:21] Um, so the pottery class is, like, on Wednesday evenings at the Kiln Room. "
        "Bring an apron, they said.",
        "The pottery class is on Wednesday evenings at the Kiln Room",
        evidence="Um, so the pottery class is, like, on Wednesday evenings at the Kiln Room.",
    ),
    # filler: `yeah so basically` and `um` dropped, the speaker's subject elided; tense and time phrase kept.
    _r(
        "en",
        "filler",
        True,
        "Transcript (Owen, 0:34): yeah so basically I, um, switched to the hot-desk plan at Foundry Works last month, "
        "it's way cheaper",
        "Switched to the hot-desk plan at Foundry Works last month",
        evidence="yeah so basically I, um, switched to the hot-desk plan at Foundry Works last month",
        speaker="Owen",
    ),
    # filler: `lol ok so` and `btw` dropped from a chat line; `every four weeks` kept whole.
    _r(
        "en",
        "filler",
        True,
        "Jess: lol ok so the window cleaner comes every four weeks btw\nJess: he just texts the day before",
        "The window cleaner comes every four weeks",
        evidence="lol ok so the window cleaner comes every four weeks btw",
        speaker="Jess",
    ),
    # speaker: `I row` restated with the speaker's name and agreement (`Priya Raman rows`), the rest unchanged.
    _r(
        "en",
        "speaker",
        True,
        "Priya Raman: I row bow seat in the women's masters eight at Tideway RC.\n"
        "Coach Dan: and she's the steadiest bow we've had",
        "Priya Raman rows bow seat in the women's masters eight at Tideway RC",
        evidence="I row bow seat in the women's masters eight at Tideway RC.",
        speaker="Priya Raman",
    ),
    # speaker: mem0's `User is learning` for the user's `I'm learning`; purpose and time phrase kept.
    _r(
        "en",
        "speaker",
        True,
        "User: I'm learning Portuguese for a move to Porto next year. Are there any tandem groups in Leeds?",
        "User is learning Portuguese for a move to Porto next year",
        evidence="I'm learning Portuguese for a move to Porto next year.",
        speaker="user",
        key="user/languages_learning",
    ),
    # speaker: the subject elided for the form's author (`Has a ...` for `I have a ...`), the boiler's age kept.
    _r(
        "en",
        "speaker",
        True,
        "Booking form - WarmWorks\nName: Marcus Webb\nPostcode: LS6 2QT\n"
        "About your boiler: I have a Worcester Bosch combi boiler that's nine years old. "
        "It loses pressure every few weeks.",
        "Has a Worcester Bosch combi boiler that's nine years old",
        evidence="I have a Worcester Bosch combi boiler that's nine years old.",
        speaker="Marcus Webb",
        key="marcus_webb/boiler",
    ),
    # verbatim: a house rule copied whole, modality (`must`) and all.
    _r(
        "en",
        "verbatim",
        True,
        "EASTSIDE TOOL LIBRARY - HOUSE RULES\n1. Tools must be returned clean and in working order.\n"
        "2. Report any damage at the desk.\n3. Max 3 items per member at a time.",
        "Tools must be returned clean and in working order.",
        evidence="Tools must be returned clean and in working order.",
        key="eastside_tool_library/rules/returns",
    ),
    # verbatim: the notice's first sentence copied whole with its time frame.
    _r(
        "en",
        "verbatim",
        True,
        "NOTICE TO ALL VOLUNTEERS\nThe studio is locked after 10pm on weekdays. Weekend night shows use the side "
        "door code.\n- Station Manager, Riverside FM",
        "The studio is locked after 10pm on weekdays.",
        evidence="The studio is locked after 10pm on weekdays.",
    ),
    # coordination: the second conjunct with the shared subject (`The studio`); the first conjunct left out whole.
    _r(
        "en",
        "coordination",
        True,
        "Kiln Room Pottery - FAQ\nQ: Can I practise between classes?\n"
        "A: The studio sells clay by the bag and rents wheels by the hour.",
        "The studio rents wheels by the hour",
        evidence="The studio sells clay by the bag and rents wheels by the hour.",
    ),
    # coordination: the first conjunct alone; `can book the meeting room for two hours a week` is a whole conjunct.
    _r(
        "en",
        "coordination",
        True,
        "Welcome to Foundry Works!\n\nMembers get 24/7 access and can book the meeting room for two hours a week. "
        "Your fob will be ready at reception on Monday.\n\nBest,\nAisha Bello\nCommunity Manager",
        "Members get 24/7 access",
        evidence="Members get 24/7 access and can book the meeting room for two hours a week.",
    ),
    # parenthetical: the aside naming who the adjuster is dropped; date and time window kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Mr Lowe, quick update on HHC-2291-7740: the loss adjuster (someone called Alan Fielding, from "
        "Crawford's) will visit on 3 June between 9 and 11. Please make sure someone is in.",
        "The loss adjuster will visit on 3 June between 9 and 11",
        evidence=(
            "the loss adjuster (someone called Alan Fielding, from Crawford's) will visit on 3 June between 9 and 11"
        ),
    ),
    # parenthetical: the group's nickname in brackets dropped; it describes the subject and restricts nothing.
    _r(
        "en",
        "parenthetical",
        True,
        "Splash Academy: Maya's group (the Dolphins) moves up to the deep end after half-term. Please pack goggles.",
        "Maya's group moves up to the deep end after half-term",
        evidence="Maya's group (the Dolphins) moves up to the deep end after half-term.",
    ),
    # list_item: one item of the list with the list's head (`You can borrow`); nothing runs on after the list.
    _r(
        "en",
        "list_item",
        True,
        "What can I borrow?\nYou can borrow drills, ladders, pressure washers and tile cutters. "
        "Members pay £30 a year.",
        "You can borrow pressure washers",
        evidence="You can borrow drills, ladders, pressure washers and tile cutters.",
        key="eastside_tool_library/lends",
    ),
    # list_item: one regatta of the speaker's list, restated with his name (`I've raced` -> `Callum has raced`).
    _r(
        "en",
        "list_item",
        True,
        "Callum: I've raced at Henley, Marlow and the Head of the River.\nCallum: Henley was the worst, honestly",
        "Callum has raced at Marlow",
        evidence="I've raced at Henley, Marlow and the Head of the River.",
        speaker="Callum",
    ),
    # --- negative ---
    # restriction_drop: `emergency callout` modifies the keyed number; `warmworks/phone` does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        "WarmWorks: Your boiler service is booked for Thu 14 Mar, 8am-12pm. Ref WW-55813. "
        "Our emergency callout number is 0800 046 9900. Reply STOP to opt out.",
        "0800 046 9900",
        evidence="Our emergency callout number is 0800 046 9900",
        key="warmworks/phone",
    ),
    # restriction_drop: the guest network's password filed as the wifi password; `guest` is a modifier the key lacks.
    _r(
        "en",
        "restriction_drop",
        False,
        "Foundry Works - welcome pack\nThe guest wifi password is Foundry!2024.\n"
        "Members connect to FW-Members with their own login.",
        "Foundry!2024",
        evidence="The guest wifi password is Foundry!2024",
        key="foundry_works/wifi_password",
    ),
    # restriction_drop: `on open-viewing Saturdays` limits when parents can watch; ordinary words carry the restriction.
    _r(
        "en",
        "restriction_drop",
        False,
        "Splash Academy parent info: Parents can watch from the gallery on open-viewing Saturdays. "
        "Pushchairs stay in the foyer.",
        "Parents can watch from the gallery",
        evidence="Parents can watch from the gallery on open-viewing Saturdays.",
    ),
    # wrong_speaker: the first person is Lucía's turn, bound to Tom, who only says he takes a course there.
    _r(
        "en",
        "wrong_speaker",
        False,
        "London Tandem meetup - group chat\nLucía: I teach Spanish at the Instituto Cervantes.\n"
        "Tom: oh nice, I'm doing the B1 evening course there!",
        "Tom teaches Spanish at the Instituto Cervantes",
        evidence="I teach Spanish at the Instituto Cervantes.",
        speaker="Tom",
    ),
    # wrong_speaker: the quoted `I live` is the coach's text, not Ben's.
    _r(
        "en",
        "wrong_speaker",
        False,
        'Ben: Coach just texted me: "I live five minutes from the boathouse, so I\'ll open up at 6 tomorrow."',
        "Ben lives five minutes from the boathouse",
        evidence="I live five minutes from the boathouse",
        speaker="Ben",
    ),
    # number: `two` dropped; the value no longer says how many of Kai's kids are in the Saturday lessons.
    _r(
        "en",
        "number",
        False,
        "Kai (voice note): I have two kids in the Saturday lessons and one in the Sunday squad, so weekends are "
        "basically the pool.",
        "Kai has kids in the Saturday lessons",
        evidence="I have two kids in the Saturday lessons",
        speaker="Kai",
    ),
    # number: the approximator `around` dropped, turning an estimate into an exact figure.
    _r(
        "en",
        "number",
        False,
        "Riverside FM listener figures, March\nThe Tuesday phone-in gets around 40 calls an hour. "
        "The Friday request show gets about half that.",
        "The Tuesday phone-in gets 40 calls an hour",
        evidence="The Tuesday phone-in gets around 40 calls an hour.",
    ),
    # attribution: the address is the business partner's, filed as Owen's own e-mail.
    _r(
        "en",
        "attribution",
        False,
        "Owen: my business partner's email is dan@hartleydesign.co, he deals with the Foundry Works invoices",
        "dan@hartleydesign.co",
        evidence="my business partner's email is dan@hartleydesign.co",
        speaker="Owen",
        key="owen/email",
    ),
    # attribution: Steve is Mum's window cleaner; the user's own window cleaner is never named.
    _r(
        "en",
        "attribution",
        False,
        "User: Mum's window cleaner is Steve, 07700 900771, she says he's really reliable.",
        "07700 900771",
        evidence="Mum's window cleaner is Steve, 07700 900771",
        speaker="user",
        key="user/window_cleaner/phone",
    ),
    # negation: `does not cover` restated as `covers`.
    _r(
        "en",
        "negation",
        False,
        "Policy schedule extract - Harbourside Home Insurance\nSection 3: The policy does not cover accidental damage "
        "to the garden fence. Storm damage to fences is covered up to £1,000.",
        "The policy covers accidental damage to the garden fence",
        evidence="The policy does not cover accidental damage to the garden fence.",
    ),
    # negation: `doesn't need` restated as `needs`.
    _r(
        "en",
        "negation",
        False,
        "Sofia: My daughter doesn't need goggles for the lessons, the instructor told us on day one.",
        "Sofia's daughter needs goggles for the lessons",
        evidence="My daughter doesn't need goggles for the lessons",
        speaker="Sofia",
    ),
    # condition: `if you renew online before the due date` dropped; late returns are free only then.
    _r(
        "en",
        "condition",
        False,
        "Eastside Tool Library FAQ\nQ: What if I'm late?\nA: Late returns are free if you renew online before the due "
        "date. Otherwise it's £1 a day.",
        "Late returns are free",
        evidence="Late returns are free if you renew online before the due date.",
    ),
    # condition: the `unless` clause dropped; juniors may not take the singles out under a red flag.
    _r(
        "en",
        "condition",
        False,
        "Tideway RC - safety notice\nJuniors can take the singles out unless there's a red flag on the river. "
        "Check the board by the slipway.",
        "Juniors can take the singles out",
        evidence="Juniors can take the singles out unless there's a red flag on the river.",
    ),
    # scope: `only` dropped; the value no longer excludes the other membership tiers.
    _r(
        "en",
        "scope",
        False,
        "Foundry Works membership FAQ\nLockers are available to Resident members only. "
        "Hot-desk members can use the day shelves.",
        "Lockers are available to Resident members",
        evidence="Lockers are available to Resident members only.",
    ),
    # stitch: Dave's name from one sentence joined to Marta's role from the next.
    _r(
        "en",
        "stitch",
        False,
        "Riverside FM volunteer rota - spring\nDave presents the Sunday folk show. Marta produces the drive-time news. "
        "Both need a co-host from April.",
        "Dave produces the drive-time news",
        evidence="Dave presents the Sunday folk show. Marta produces the drive-time news.",
    ),
    # tense: `I was on the plan` (he let it lapse) restated in the present.
    _r(
        "en",
        "tense",
        False,
        "Grant: I was on the WarmWorks annual care plan but I let it lapse in January.",
        "Grant is on the WarmWorks annual care plan",
        evidence="I was on the WarmWorks annual care plan",
        speaker="Grant",
        key="grant/boiler_cover",
    ),
    # identifier: the e-mail address cut at `.org`; an address is taken whole or not at all.
    _r(
        "en",
        "identifier",
        False,
        "London Tandem - Spanish/English night, Thu 7pm, The Crown, Holloway Rd. "
        "RSVP to hello@londontandem.org.uk by Wednesday.",
        "hello@londontandem.org",
        evidence="RSVP to hello@londontandem.org.uk",
        key="london_tandem/rsvp_email",
    ),
    # parenthetical_restrictive: `(members' guests only)` limits who the £15 day pass is for; it is no safe aside.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Foundry Works price list\nHot desk: £160/month\nDay passes cost £15 (members' guests only).\n"
        "Meeting room: £20/hour",
        "Day passes cost £15",
        evidence="Day passes cost £15 (members' guests only).",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número del siniestro solo; `El número de su siniestro es` es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Asunto: Apertura de siniestro - Hogar\n\nEstimado Sr. Navarro:\n\nEl número de su siniestro es "
        "2025-HG-048813. Le rogamos que lo indique en todas sus comunicaciones.\n\nAtentamente,\n"
        "Departamento de Siniestros\nSeguros Alcora",
        "2025-HG-048813",
        evidence="El número de su siniestro es 2025-HG-048813",
        key="seguros_alcora/siniestro/numero",
    ),
    # subspan: la referencia de un SMS sin tildes; la etiqueta `Ref.` es la relación de la clave (inglesa).
    _r(
        "es",
        "subspan",
        True,
        "TermoServi: Su revision de caldera esta programada para el 22/10 entre las 9:00 y las 13:00. "
        "Ref. TS-77120. Para cambiar la cita responda CAMBIAR.",
        "TS-77120",
        evidence="Ref. TS-77120",
        key="termoservi/revision/ref",
    ),
    # subspan: el teléfono de una tarjeta de visita; `Tel.` es la ranura de la clave, que nombra a Rafa.
    _r(
        "es",
        "subspan",
        True,
        "Cristales Brillo · Limpieza de cristales y escaparates\nRafa Moreno\nTel. 622 418 903\n"
        "Presupuestos sin compromiso",
        "622 418 903",
        evidence="Tel. 622 418 903",
        key="cristales_brillo/rafa_moreno/telefono",
    ),
    # subspan: el usuario de Instagram de la propia hablante (`mi insta`), bajo una clave suya que dice `insta`.
    _r(
        "es",
        "subspan",
        True,
        "Grupo «Intercambio Madrid ES-FR»\nCamille: mi insta es @camille.enmadrid, escríbeme por ahí 😊\nDiego: hecho!",
        "@camille.enmadrid",
        evidence="mi insta es @camille.enmadrid",
        speaker="Camille",
        key="camille/insta",
    ),
    # subspan: el importe con su periodo (`30 € al año`) tras la etiqueta que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "HAZTE SOCIA/O DE RADIO KALEA 107.8 FM\nCuota de socio/a: 30 € al año\n"
        "Incluye el boletín y la fiesta de aniversario.",
        "30 € al año",
        evidence="Cuota de socio/a: 30 € al año",
        key="radio_kalea/cuota_socio",
    ),
    # subspan: el horario de una ficha de inscripción, bajo la clave del niño y su campo `horario`.
    _r(
        "es",
        "subspan",
        True,
        "FICHA DE INSCRIPCIÓN - ESCUELA DE NATACIÓN INFANTIL\nNombre del niño/a: Lucas Ferrer Gil\nGrupo: Delfines\n"
        "Horario: martes y jueves, 17:30\nAlergias: ninguna",
        "martes y jueves, 17:30",
        evidence="Horario: martes y jueves, 17:30",
        key="natacion/lucas_ferrer/horario",
    ),
    # subspan: el número de socio de una salida JSON; el campo `n_socio` es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        '{"socio": "Iñaki Urrutia", "n_socio": "CRO-2291", "categoria": "veteranos", "cuota_al_dia": true}',
        "CRO-2291",
        evidence='"n_socio": "CRO-2291"',
        key="club_remo_orio/inaki_urrutia/n_socio",
    ),
    # subspan: la fecha tras la etiqueta `Fecha de inicio`, que la clave escribe (`fecha_inicio`).
    _r(
        "es",
        "subspan",
        True,
        "TALLER BARRO VIVO · Curso de torno (nivel inicial)\nFecha de inicio: lunes 6 de octubre\n"
        "Horario: 18:30-20:30\nPlazas: 8",
        "lunes 6 de octubre",
        evidence="Fecha de inicio: lunes 6 de octubre",
        key="taller_barro_vivo/curso_torno/fecha_inicio",
    ),
    # filler: `Eh, pues nada, que` y la coletilla `¿vale?` fuera; el resto igual y en orden.
    _r(
        "es",
        "filler",
        True,
        "[Nota de voz · 0:18] Eh, pues nada, que el técnico viene el jueves por la mañana, ¿vale? "
        "Y que dejemos libre el acceso a la caldera.",
        "El técnico viene el jueves por la mañana",
        evidence="Eh, pues nada, que el técnico viene el jueves por la mañana, ¿vale?",
    ),
    # filler: `o sea` y `¿sabes?` fuera de una línea de chat.
    _r(
        "es",
        "filler",
        True,
        "Vero: o sea, el intercambio es los miércoles en el bar Lisboa, ¿sabes?\nVero: yo voy casi siempre",
        "El intercambio es los miércoles en el bar Lisboa",
        evidence="o sea, el intercambio es los miércoles en el bar Lisboa, ¿sabes?",
        speaker="Vero",
    ),
    # filler: las muletillas `bueno, pues, este...` fuera; nada más cambia.
    _r(
        "es",
        "filler",
        True,
        "Marta: bueno, pues, este... el horno se enciende los viernes\nMarta: así que trae las piezas antes",
        "El horno se enciende los viernes",
        evidence="bueno, pues, este... el horno se enciende los viernes",
        speaker="Marta",
    ),
    # speaker: `Remo` en primera persona reescrito con el nombre y la concordancia (`Ainhoa rema`).
    _r(
        "es",
        "speaker",
        True,
        "Ainhoa: Remo en la trainera femenina del club desde 2021.\nAinhoa: este año nos toca la Liga ARC",
        "Ainhoa rema en la trainera femenina del club desde 2021",
        evidence="Remo en la trainera femenina del club desde 2021.",
        speaker="Ainhoa",
    ),
    # speaker: el `Usuario` de mem0 por `Llevo`, con el posesivo concordado (`mis` -> `sus`); `dos` se conserva.
    _r(
        "es",
        "speaker",
        True,
        "Usuario: Llevo a mis dos hijos a natación en el polideportivo de Moratalaz. "
        "¿Me recuerdas cuándo empieza el trimestre?",
        "Usuario lleva a sus dos hijos a natación en el polideportivo de Moratalaz",
        evidence="Llevo a mis dos hijos a natación en el polideportivo de Moratalaz.",
        speaker="user",
        key="usuario/actividades_hijos",
    ),
    # speaker: sujeto omitido para el hablante (`Tiene ...` por `Tengo ...`); la segunda frase queda fuera entera.
    _r(
        "es",
        "speaker",
        True,
        "Julián (audio transcrito): Tengo el seguro de hogar con Mapfre, la póliza vence en marzo.",
        "Tiene el seguro de hogar con Mapfre",
        evidence="Tengo el seguro de hogar con Mapfre",
        speaker="Julián",
        key="julian/seguro_hogar",
    ),
    # verbatim: una norma copiada entera, con su `máximo` y su número.
    _r(
        "es",
        "verbatim",
        True,
        "BIBLIOTECA DE HERRAMIENTAS DEL BARRIO - NORMAS\n· Las herramientas eléctricas se prestan por un máximo de "
        "siete días.\n· Hay que traer el carné de socio.",
        "Las herramientas eléctricas se prestan por un máximo de siete días.",
        evidence="Las herramientas eléctricas se prestan por un máximo de siete días.",
    ),
    # verbatim: una frase de un correo de bienvenida copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Hola, Irene:\n\nBienvenida a La Nave Coworking. La sala de reuniones se reserva desde la app. "
        "Cualquier cosa, me dices.\n\nUn saludo,\nSergio\nRecepción · La Nave",
        "La sala de reuniones se reserva desde la app.",
        evidence="La sala de reuniones se reserva desde la app.",
    ),
    # coordination: el segundo conjunto con el sujeto compartido (`Ana`); el primero fuera entero.
    _r(
        "es",
        "coordination",
        True,
        "Equipo docente: Ana imparte el curso de esmaltado y prepara las pastas de arcilla. Luis da el de torno.",
        "Ana prepara las pastas de arcilla",
        evidence="Ana imparte el curso de esmaltado y prepara las pastas de arcilla.",
    ),
    # coordination: el primer conjunto con su `cada mes`; `revisa las mosquiteras` es un conjunto entero.
    _r(
        "es",
        "coordination",
        True,
        "Comunidad de propietarios Calle Laurel 14 - Aviso\nLa empresa limpia los cristales cada mes y revisa las "
        "mosquiteras. El próximo servicio es el día 12.",
        "La empresa limpia los cristales cada mes",
        evidence="La empresa limpia los cristales cada mes y revisa las mosquiteras.",
    ),
    # parenthetical: el inciso `(el de jazz)` fuera; describe el programa sin restringir nada.
    _r(
        "es",
        "parenthetical",
        True,
        "Programación de otoño - Radio Kalea\nEl programa de Iñigo (el de jazz) se emite los domingos a las 22:00.\n"
        "La tertulia vecinal pasa a los martes.",
        "El programa de Iñigo se emite los domingos a las 22:00",
        evidence="El programa de Iñigo (el de jazz) se emite los domingos a las 22:00.",
    ),
    # parenthetical: el inciso que dice quién es el patrón fuera; `esta temporada` se conserva.
    _r(
        "es",
        "parenthetical",
        True,
        "Club de Remo Orio - circular\nEl patrón del club (Joseba, el de la barba) lleva la trainera de veteranos "
        "esta temporada.",
        "El patrón del club lleva la trainera de veteranos esta temporada",
        evidence="El patrón del club (Joseba, el de la barba) lleva la trainera de veteranos esta temporada.",
    ),
    # list_item: un elemento de la lista con su cabeza (`En la Biblioteca ... se prestan`).
    _r(
        "es",
        "list_item",
        True,
        "En la Biblioteca de Herramientas de Lavapiés se prestan taladros, escaleras, lijadoras y desbrozadoras. "
        "El carné es gratuito.",
        "En la Biblioteca de Herramientas de Lavapiés se prestan lijadoras",
        evidence=(
            "En la Biblioteca de Herramientas de Lavapiés se prestan taladros, escaleras, lijadoras y desbrozadoras."
        ),
    ),
    # list_item: un elemento de la lista de lo que incluye el curso; la lista no continúa.
    _r(
        "es",
        "list_item",
        True,
        "Taller Barro Vivo: ¡Hola! El curso incluye barro, esmaltes, cocciones y el uso del torno. Son 95 € al mes.",
        "El curso incluye esmaltes",
        evidence="El curso incluye barro, esmaltes, cocciones y el uso del torno.",
    ),
    # --- negative ---
    # restriction_drop: `de invitados` modifica la contraseña que la clave no distingue.
    _r(
        "es",
        "restriction_drop",
        False,
        "La Nave Coworking · Info práctica\nLa contraseña del wifi de invitados es NaveGuest_25\nImpresora: 2.º piso",
        "NaveGuest_25",
        evidence="La contraseña del wifi de invitados es NaveGuest_25",
        key="la_nave_coworking/contraseña_wifi",
    ),
    # restriction_drop: `del trabajo` restringe el número; `pilar/telefono` no lo lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        "Pilar: mi número del trabajo es el 913 442 178, por si el técnico no me localiza",
        "913 442 178",
        evidence="mi número del trabajo es el 913 442 178",
        speaker="Pilar",
        key="pilar/telefono",
    ),
    # restriction_drop: `en la piscina cubierta` acota la obligación (en la de verano no lo es).
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de la piscina municipal\nEl gorro es obligatorio en la piscina cubierta. En la de verano, no.",
        "El gorro es obligatorio",
        evidence="El gorro es obligatorio en la piscina cubierta.",
    ),
    # wrong_speaker: la primera persona es de Bea (otro turno, con su marca de tiempo), atada a Jorge.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[12/03/25, 19:02] Bea: Yo doy clases de inglés en una academia de Chamberí\n"
        "[12/03/25, 19:04] Jorge: Genial, yo busco a alguien para practicar los jueves",
        "Jorge da clases de inglés en una academia de Chamberí",
        evidence="Yo doy clases de inglés en una academia de Chamberí",
        speaker="Jorge",
    ),
    # wrong_speaker: `Vivo` está dentro de la cita del entrenador, no es de Unai.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Unai: Te paso lo que me escribió el entrenador: «Vivo al lado del pabellón, así que abro yo a las seis»",
        "Unai vive al lado del pabellón",
        evidence="Vivo al lado del pabellón",
        speaker="Unai",
    ),
    # number: el aproximador `unos` fuera; la cifra deja de ser aproximada.
    _r(
        "es",
        "number",
        False,
        "Memoria anual de Radio Kalea: cada programa tiene unos 300 oyentes en directo y el pódcast suma otros tantos.",
        "Cada programa tiene 300 oyentes en directo",
        evidence="cada programa tiene unos 300 oyentes en directo",
    ),
    # number: el precio del bono `de diez sesiones` archivado como el del bono; el número que lo define se pierde.
    _r(
        "es",
        "number",
        False,
        "Piscina Municipal Moratalaz - Tarifas\nEl bono de diez sesiones cuesta 65 €.\nLa sesión suelta, 8 €.",
        "65 €",
        evidence="El bono de diez sesiones cuesta 65 €.",
        key="piscina_moratalaz/bono/precio",
    ),
    # attribution: el móvil es del cuñado, archivado como el de Paco.
    _r(
        "es",
        "attribution",
        False,
        "Paco: el móvil de mi cuñado es 655 903 214, él te arregla la caldera por poco",
        "655 903 214",
        evidence="el móvil de mi cuñado es 655 903 214",
        speaker="Paco",
        key="paco/movil",
    ),
    # attribution: el correo es del perito (va tras su nombre), no de la aseguradora.
    _r(
        "es",
        "attribution",
        False,
        "Estimada Sra. Ortiz:\n\nSu perito asignado es D. Ramón Gil (ramon.gil@peritosnorte.es), que le llamará "
        "esta semana.\n\nSeguros Alcora - Siniestros Hogar",
        "ramon.gil@peritosnorte.es",
        evidence="Su perito asignado es D. Ramón Gil (ramon.gil@peritosnorte.es)",
        key="seguros_alcora/email",
    ),
    # negation: `no cubre` reescrito como `cubre`.
    _r(
        "es",
        "negation",
        False,
        "Condiciones particulares - Hogar Plus\nLa póliza no cubre los daños por humedad de filtración ni los "
        "debidos a falta de mantenimiento.",
        "La póliza cubre los daños por humedad de filtración",
        evidence="La póliza no cubre los daños por humedad de filtración",
    ),
    # negation: `No tengo horno` reescrito como `tiene horno`.
    _r(
        "es",
        "negation",
        False,
        "Nerea: No tengo horno en casa, así que cuezo todo en el taller.",
        "Nerea tiene horno en casa",
        evidence="No tengo horno en casa",
        speaker="Nerea",
    ),
    # condition: la condición `Si devuelves la herramienta sucia` fuera; la tasa parece general.
    _r(
        "es",
        "condition",
        False,
        "Biblioteca de Herramientas - Preguntas frecuentes\nSi devuelves la herramienta sucia, se cobra una tasa de "
        "limpieza de 5 €.",
        "Se cobra una tasa de limpieza de 5 €",
        evidence="Si devuelves la herramienta sucia, se cobra una tasa de limpieza de 5 €.",
    ),
    # condition: `siempre que te inscribas ese mismo día` fuera; la gratuidad depende de ello.
    _r(
        "es",
        "condition",
        False,
        "Escuela de natación infantil Los Peces: la clase de prueba es gratuita siempre que te inscribas "
        "ese mismo día.",
        "La clase de prueba es gratuita",
        evidence="la clase de prueba es gratuita siempre que te inscribas ese mismo día.",
    ),
    # scope: `únicamente` fuera; el valor ya no excluye los demás bonos.
    _r(
        "es",
        "scope",
        False,
        "Tarifas La Nave 2025: la impresora es gratis únicamente para los bonos mensuales.",
        "La impresora es gratis para los bonos mensuales",
        evidence="la impresora es gratis únicamente para los bonos mensuales.",
    ),
    # stitch: el intercambio de francés de una frase unido al día (`los jueves`) del de alemán en la siguiente.
    _r(
        "es",
        "stitch",
        False,
        "Intercambios de idiomas - Centro Cívico Delicias\nLucía organiza el intercambio de francés. "
        "El de alemán es los jueves.",
        "El intercambio de francés es los jueves",
        evidence="Lucía organiza el intercambio de francés. El de alemán es los jueves.",
    ),
    # tense: `Antes tenía` (ahora tiene aerotermia) reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        "Maribel: Antes tenía una caldera de gasoil, ahora tengo aerotermia.",
        "Maribel tiene una caldera de gasoil",
        evidence="Antes tenía una caldera de gasoil",
        speaker="Maribel",
    ),
    # identifier: la URL cortada antes de `/reservas`; una URL se toma entera o no se toma.
    _r(
        "es",
        "identifier",
        False,
        "La Nave Coworking: reserva tu puesto en https://lanave.es/reservas y recibirás el código de acceso.",
        "https://lanave.es",
        evidence="reserva tu puesto en https://lanave.es/reservas",
        key="la_nave_coworking/web_reservas",
    ),
    # parenthetical_restrictive: `(IVA aparte)` dice que al importe se suma el IVA; no es un inciso seguro.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "PRESUPUESTO TermoServi nº 1182\nRevisión anual: 85 € (IVA aparte)\nDesplazamiento: incluido",
        "85 €",
        evidence="Revisión anual: 85 € (IVA aparte)",
        key="termoservi/revision_anual/precio",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 报案号单独取出；标签`报案号`就是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【安家保险】尊敬的客户，您的家财险理赔已受理，报案号：AJ20250318004417，请妥善保存。",
        "AJ20250318004417",
        evidence="报案号：AJ20250318004417",
        key="安家保险/理赔/报案号",
    ),
    # subspan: 师傅的电话紧跟在键所指的人名之后，`电话`是键的槽位。
    _r(
        "zh",
        "subspan",
        True,
        "【暖家服务】您预约的燃气热水器保养已派单。上门师傅：王建国，电话13917420685，预计3月20日14:00-16:00到达。",
        "13917420685",
        evidence="王建国，电话13917420685",
        key="暖家服务/王建国/电话",
    ),
    # subspan: JSON工具输出里的金额，字段名`金额`即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        '{"订单号": "CC-884120", "服务": "全屋擦窗（三室两厅）", "金额": "¥260", "状态": "已支付"}',
        "¥260",
        evidence='"金额": "¥260"',
        key="亮洁擦窗/订单/金额",
    ),
    # subspan: 说话人自己的微信号（`加我微信`），键是关于他的`微信`。
    _r(
        "zh",
        "subspan",
        True,
        "[语言交换群] 小林：大家好～日语母语，想练中文，加我微信吧：lin_xiao_jp",
        "lin_xiao_jp",
        evidence="加我微信吧：lin_xiao_jp",
        speaker="小林",
        key="小林/微信",
    ),
    # subspan: 电台节目单上的热线号码，标签与键同字。
    _r(
        "zh",
        "subspan",
        True,
        "梧桐社区电台 FM 99.1\n《邻里早班车》每天7:00-9:00直播\n节目热线：021-6488 3011\n欢迎来电点歌",
        "021-6488 3011",
        evidence="节目热线：021-6488 3011",
        key="梧桐社区电台/节目热线",
    ),
    # subspan: 报名表上的上课时间，`每周`留在值里。
    _r(
        "zh",
        "subspan",
        True,
        "蓝鲸少儿游泳报名表\n学员姓名：陈果果\n班级：海豚二班\n上课时间：每周六上午10:00\n家长电话：138****2201",
        "每周六上午10:00",
        evidence="上课时间：每周六上午10:00",
        key="陈果果/游泳课/上课时间",
    ),
    # subspan: 邮件签名里的邮箱，英文键（拼音人名、`email`）对中文标签`邮箱`。
    _r(
        "zh",
        "subspan",
        True,
        "各位会员好：\n本季度会费请于月底前缴纳。\n\n周敏\n锦江赛艇俱乐部 会籍部\n邮箱：zhoumin@jinjiangrowing.cn",
        "zhoumin@jinjiangrowing.cn",
        evidence="邮箱：zhoumin@jinjiangrowing.cn",
        key="jinjiang_rowing/zhou_min/email",
    ),
    # subspan: 租借凭条上的归还日期，英文键`return_date`对标签`归还日期`。
    _r(
        "zh",
        "subspan",
        True,
        "邻里工具馆 租借凭条\n租借单号：TL-2025-0612\n物品：电锤（博世GBH 2-26）\n押金：¥300\n归还日期：6月19日",
        "6月19日",
        evidence="归还日期：6月19日",
        key="linli_tool_library/rental/return_date",
    ),
    # filler: `嗯……那个`和`就是`去掉，其余照原序保留。
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】嗯……那个，热水器保养的师傅，就是，周四下午来。你记得在家哈。",
        "热水器保养的师傅周四下午来",
        evidence="嗯……那个，热水器保养的师傅，就是，周四下午来。",
    ),
    # filler: `哈哈其实吧`和句末`啦`去掉。
    _r(
        "zh",
        "filler",
        True,
        "阿May：哈哈其实吧，陶艺课是每周三晚上七点开始啦",
        "陶艺课是每周三晚上七点开始",
        evidence="哈哈其实吧，陶艺课是每周三晚上七点开始啦",
        speaker="阿May",
    ),
    # filler: `对对对，然后`和句末`哈`去掉。
    _r(
        "zh",
        "filler",
        True,
        "王阿姨：对对对，然后擦窗的师傅是月底过来哈\n王阿姨：提前一天会打电话",
        "擦窗的师傅是月底过来",
        evidence="对对对，然后擦窗的师傅是月底过来哈",
        speaker="王阿姨",
    ),
    # speaker: `我`换成说话人的名字（`刘洋在俱乐部…`），其余不变。
    _r(
        "zh",
        "speaker",
        True,
        "刘洋：我在俱乐部划四人单桨。\n教练：她是我们队里最稳的桨手。",
        "刘洋在俱乐部划四人单桨",
        evidence="我在俱乐部划四人单桨",
        speaker="刘洋",
    ),
    # speaker: mem0的`用户`代替用户的`我`，`一个`保留。
    _r(
        "zh",
        "speaker",
        True,
        "用户：我在跟一个首尔来的交换伙伴学韩语。有什么好用的背单词App？",
        "用户在跟一个首尔来的交换伙伴学韩语",
        evidence="我在跟一个首尔来的交换伙伴学韩语",
        speaker="user",
        key="用户/在学语言",
    ),
    # speaker: `我女儿`写成`周晴的女儿`，后一分句整句略去。
    _r(
        "zh",
        "speaker",
        True,
        "周晴：我女儿在蓝鲸游泳馆上蛙泳班，下个月考深水证。",
        "周晴的女儿在蓝鲸游泳馆上蛙泳班",
        evidence="我女儿在蓝鲸游泳馆上蛙泳班",
        speaker="周晴",
    ),
    # verbatim: 须知的一条整句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "邻里工具馆借用须知\n一、电动工具借出前需出示身份证。\n二、每人每次最多借三件。",
        "电动工具借出前需出示身份证。",
        evidence="电动工具借出前需出示身份证。",
    ),
    # verbatim: 通知的前一分句照抄，否定和时间都在。
    _r(
        "zh",
        "verbatim",
        True,
        "【梧桐社区电台通知】直播间晚上十点后不对外开放，夜间节目请提前预约。",
        "直播间晚上十点后不对外开放",
        evidence="直播间晚上十点后不对外开放",
    ),
    # coordination: 取第一个并列项，主语`王老师`共享，`也负责烧窑`整项略去。
    _r(
        "zh",
        "coordination",
        True,
        "陶然工坊老师介绍：王老师教拉坯，也负责烧窑。",
        "王老师教拉坯",
        evidence="王老师教拉坯，也负责烧窑。",
    ),
    # coordination: 取第一个并列项，第二项（会议室额度）整项略去。
    _r(
        "zh",
        "coordination",
        True,
        "优座共享办公·会员须知：会员可以24小时进出，每月还有8小时会议室额度。",
        "会员可以24小时进出",
        evidence="会员可以24小时进出，每月还有8小时会议室额度。",
    ),
    # parenthetical: 括号里说明定损员是谁，去掉不改变什么。
    _r(
        "zh",
        "parenthetical",
        True,
        "安家保险客服：定损员（公司派的小刘）明天上午上门看现场，请家里留人。",
        "定损员明天上午上门看现场",
        evidence="定损员（公司派的小刘）明天上午上门看现场",
    ),
    # parenthetical: 括号里的产地说明去掉，时间`下周`保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "锦江赛艇俱乐部公告：俱乐部的新船（意大利产的）下周下水，欢迎会员来看。",
        "俱乐部的新船下周下水",
        evidence="俱乐部的新船（意大利产的）下周下水",
    ),
    # list_item: 列表中的一项，连同列表的头（`邻里工具馆可以借`）。
    _r(
        "zh",
        "list_item",
        True,
        "邻里工具馆可以借电钻、梯子、高压水枪和瓷砖切割机。押金按件收取。",
        "邻里工具馆可以借高压水枪",
        evidence="邻里工具馆可以借电钻、梯子、高压水枪和瓷砖切割机。",
    ),
    # list_item: 会员权益列表中的一项。
    _r(
        "zh",
        "list_item",
        True,
        "优座共享办公 月卡 ¥899\n会员权益包括打印、储物柜和免费咖啡。",
        "会员权益包括储物柜",
        evidence="会员权益包括打印、储物柜和免费咖啡。",
    ),
    # --- negative ---
    # restriction_drop: `访客`修饰密码，键`wifi密码`不带它。
    _r(
        "zh",
        "restriction_drop",
        False,
        "优座共享办公 前台提示：访客wifi密码是Uzuo2025guest，会员请用工位上的账号。",
        "Uzuo2025guest",
        evidence="访客wifi密码是Uzuo2025guest",
        key="优座共享办公/wifi密码",
    ),
    # restriction_drop: `单位`修饰电话，键`陈建华/电话`不带它。
    _r(
        "zh",
        "restriction_drop",
        False,
        "陈建华：我单位电话是021-5438 8870，白天打这个。",
        "021-5438 8870",
        evidence="我单位电话是021-5438 8870",
        speaker="陈建华",
        key="陈建华/电话",
    ),
    # restriction_drop: `周末班`限定哪些家长可以进池边，去掉后变成所有家长。
    _r(
        "zh",
        "restriction_drop",
        False,
        "蓝鲸游泳馆家长须知：周末班家长可以进池边陪同，平日班请在看台等候。",
        "家长可以进池边陪同",
        evidence="周末班家长可以进池边陪同",
    ),
    # wrong_speaker: `我`是阿凯那一行的（带时间戳的另一轮），被绑到Mia身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "2025-03-02 20:14 阿凯：我在区图书馆的语言角教中文\n2025-03-02 20:15 Mia：我每周去那儿练口语",
        "Mia在区图书馆的语言角教中文",
        evidence="我在区图书馆的语言角教中文",
        speaker="Mia",
    ),
    # wrong_speaker: 引号里的`我`是教练的原话，不是小蒋。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小蒋：教练原话：“我住在船库旁边，早上六点我来开门。”",
        "小蒋住在船库旁边",
        evidence="我住在船库旁边",
        speaker="小蒋",
    ),
    # number: 约数词`大概`去掉，估计变成了确数。
    _r(
        "zh",
        "number",
        False,
        "梧桐社区电台年度小结：电台每周大概有两千人收听，老年听众占一半。",
        "电台每周有两千人收听",
        evidence="电台每周大概有两千人收听",
    ),
    # number: `两次`去掉，值不再说每周上几次。
    _r(
        "zh",
        "number",
        False,
        "用户：我儿子每周上两次游泳课，教练姓孙。",
        "用户的儿子每周上游泳课",
        evidence="我儿子每周上两次游泳课",
        speaker="user",
        key="用户/孩子/游泳课",
    ),
    # attribution: 擦窗阿姨是妹妹家的，值被记成林姐自己的。
    _r(
        "zh",
        "attribution",
        False,
        "林姐：我妹妹家的擦窗阿姨电话是138 0211 5566，干活挺细的",
        "138 0211 5566",
        evidence="我妹妹家的擦窗阿姨电话是138 0211 5566",
        speaker="林姐",
        key="林姐/擦窗阿姨/电话",
    ),
    # attribution: 微信号是同事的，被记成小林自己的微信。
    _r(
        "zh",
        "attribution",
        False,
        "小林：我同事的微信是kimjiwoo_0421，她也想参加周五的语言交换",
        "kimjiwoo_0421",
        evidence="我同事的微信是kimjiwoo_0421",
        speaker="小林",
        key="小林/微信",
    ),
    # negation: `不承保`写成`承保`。
    _r(
        "zh",
        "negation",
        False,
        "安家保险 家财险条款摘录：本保单不承保地下室的水浸损失。",
        "本保单承保地下室的水浸损失",
        evidence="本保单不承保地下室的水浸损失",
    ),
    # negation: `还不会`写成`会`。
    _r(
        "zh",
        "negation",
        False,
        "阿May：我还不会拉坯，只做过手捏。",
        "阿May会拉坯",
        evidence="我还不会拉坯",
        speaker="阿May",
    ),
    # condition: `如果提前一天在线续借`去掉，不收费变成无条件。
    _r(
        "zh",
        "condition",
        False,
        "邻里工具馆：如果提前一天在线续借，逾期不收费。",
        "逾期不收费",
        evidence="如果提前一天在线续借，逾期不收费。",
    ),
    # condition: `如果是年卡会员`去掉，免费变成无条件。
    _r(
        "zh",
        "condition",
        False,
        "暖家服务：如果是年卡会员，上门保养免费。普通用户收上门费50元。",
        "上门保养免费",
        evidence="如果是年卡会员，上门保养免费。",
    ),
    # scope: `只有…才`和它限定的`通过翻船测试的`去掉，变成所有会员。
    _r(
        "zh",
        "scope",
        False,
        "锦江赛艇俱乐部安全规定：只有通过翻船测试的会员才能单独出艇。",
        "会员能单独出艇",
        evidence="只有通过翻船测试的会员才能单独出艇",
    ),
    # stitch: 前一句的`老周`接上后一句`小吴主持的读书会`。
    _r(
        "zh",
        "stitch",
        False,
        "梧桐社区电台周日节目单：早上是老周的评弹节目。晚上八点是小吴主持的读书会。",
        "老周主持的读书会",
        evidence="早上是老周的评弹节目。晚上八点是小吴主持的读书会。",
    ),
    # tense: `以前`去掉，过去的班级写成现在的。
    _r(
        "zh",
        "tense",
        False,
        "周晴：我女儿以前在海豚班，现在升到了鲨鱼班。",
        "周晴的女儿在海豚班",
        evidence="我女儿以前在海豚班",
        speaker="周晴",
    ),
    # identifier: 单号只取了一截（`TL-2025`），单号必须整体取。
    _r(
        "zh",
        "identifier",
        False,
        "邻里工具馆 租借凭条\n租借单号：TL-2025-0612\n物品：电锤（博世GBH 2-26）\n押金：¥300\n归还日期：6月19日",
        "TL-2025",
        evidence="租借单号：TL-2025-0612",
        key="邻里工具馆/租借单号",
    ),
    # parenthetical_restrictive: `（不含阳台外侧）`限定价格的范围，不是可删的插入语。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "亮洁擦窗 价目表\n全屋擦窗：¥260（不含阳台外侧）\n单面玻璃：¥15/平方米",
        "¥260",
        evidence="全屋擦窗：¥260（不含阳台外侧）",
        key="亮洁擦窗/全屋擦窗/价格",
    ),
)

BATCH_68: tuple[Realistic, ...] = _EN + _ES + _ZH
