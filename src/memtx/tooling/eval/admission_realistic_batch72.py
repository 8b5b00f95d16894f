"""The realistic set's seventy-second batch: a blind measurement of the merged admission rules (issue 31, brief B72).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b72, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments (through round 41 and the quarantine lane), issue 31 (as
`issues show 31` prints it), the record type and `_r` (`admission_realistic_record.py`), and the first 60 lines of
batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records; the only code run on them checked that every evidence is a substring of its
source, that the module imports with the counts below, and `ruff`. Every source is invented here, in domains the
earlier batches used little: allotment seed swaps, sign-language interpreters' bookings, ferry ticket offices, choir
librarians, escape rooms, piano tuners, vintage clothing resellers, ski rental shops, blood donation centres, chess
clubs, wedding photographers and locksmiths (intercambio de semillas, intérpretes de lengua de signos, taquillas de
ferry, archiveras de coro, salas de escape, afinadores de piano, ropa vintage, alquiler de esquís, donación de
sangre, clubes de ajedrez, fotógrafos de bodas, cerrajeros; 种子交换会, 手语翻译预约, 轮渡售票处, 合唱团乐谱管理,
密室逃脱, 钢琴调音师, 古着店, 滑雪租赁, 献血站, 象棋俱乐部, 婚礼摄影, 开锁师傅), in several registers: chat exports
(WhatsApp stamps, assistant chats with `User:`/`Usuario:`/`用户：` turns or the chat's own `You:`/`Tú:`/`我：` side,
direct messages), e-mails with signatures and forwarded messages, call transcripts with `Name:` turns, voice-note
transcripts with fillers, tickets and job sheets, SMS notifications, JSON tool output, forms, notices and reviews.

The values are written as memory extractors write them. Some restate a first-person clause with the speaker's name
(as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), the verb
agreeing and a possessive agreeing (`Rosa sells her vintage denim`); some drop the speaker as subject (`Works the
rental counter at Alpenglow Ski Hire`); some keep one item of a list with its head, one conjunct of a shared subject,
or a clause without its aside or its fillers; and the subspan records keep one atomic value alone (an e-mail address,
a phone number, a booking code, a date, an amount with its currency or a person's name), filed under a LangGraph-style
key (`pritchard_piano_tuning/owen_pritchard/phone`, `pirineo_ski/nerea/telefono`, `蓬莱轮渡/订单号`). Several
negatives share their source with a faithful record and differ from it only in what DESIGN §4 says matters: the
signature's phone beside the body's `workshop landline`, `Teléfono:` beside `Mi móvil del trabajo`, `电话：` beside
`工作室座机：`, a booking code or order number taken whole beside one cut short, a speaker's clause beside the same
speaker's past (`I used to be`, `Antes era`, `以前是`) or counted clause with another number, an if-clause or a negator
beside a clause without one.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 6, speaker 5, list_item 3, coordination 3, parenthetical 3, filler 2. Negative (18): wrong_speaker 3,
restriction_drop 3, attribution 2, negation 2, tense 2, number 2, condition 2, scope 1, identifier 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the phone on the signature's Phone line; the key names the slot and the person.
    _r(
        "en",
        "subspan",
        True,
        (
            "Hi Claire,\n"
            "\n"
            "Thanks for having me over on Thursday. The Bechstein should hold its pitch well now. If the "
            "hall's heating is on, I can tune the piano on Monday. My workshop landline is 01225 448900 "
            "too.\n"
            "\n"
            "Best,\n"
            "Owen Pritchard\n"
            "Pritchard Piano Tuning & Repair\n"
            "Phone: 07700 900418\n"
            "owen@pritchardpianos.co.uk"
        ),
        "07700 900418",
        evidence="Phone: 07700 900418",
        key="pritchard_piano_tuning/owen_pritchard/phone",
    ),
    # subspan: the booking reference alone; its label's words are the key's.
    _r(
        "en",
        "subspan",
        True,
        (
            "IslandLink Ferries: your booking is confirmed. Booking reference: KX7Q2M. Oban > Craignure, "
            "Sat 14 Mar 2026, departs 09:55, 1 car + 2 adults. Vehicle bookings can be changed free of "
            "charge until the day before sailing. Show this SMS at the ticket office."
        ),
        "KX7Q2M",
        evidence="Booking reference: KX7Q2M.",
        key="islandlink/booking/reference",
    ),
    # subspan: a JSON field's date; the field name is the key's relation, nothing frames it.
    _r(
        "en",
        "subspan",
        True,
        (
            '{"tool": "donor_lookup", "result": {"donor_id": "D-448120", "name": "Kieran '
            'Walsh", "last_donation": "2026-01-05", "next_eligible": "2026-03-02", "centre": '
            '"Leeds Donor Centre"}}'
        ),
        "2026-03-02",
        evidence='"next_eligible": "2026-03-02"',
        key="donor_d448120/next_eligible",
    ),
    # subspan: the form's contact email; the label's words are the key's relation.
    _r(
        "en",
        "subspan",
        True,
        (
            "Booking form - Lockhart Escape Rooms\n"
            "Lead booker: Priya Raman\n"
            "Room: The Alchemist's Vault\n"
            "Party size: 5\n"
            "Date: Friday 20 March, 19:30\n"
            "Booking code: LKH-4471-B\n"
            "Contact email: priya.raman@fastmail.com\n"
            "Phone: 07700 900233"
        ),
        "priya.raman@fastmail.com",
        evidence="Contact email: priya.raman@fastmail.com",
        key="lockhart_escape_rooms/booking/contact_email",
    ),
    # subspan: an amount whose left-out words (entry fee, club championship, is) the key names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Hi all,\n"
            "\n"
            "The entry fee for the club championship is £12. Round one is next Tuesday at 7.30pm in the "
            "church hall.\n"
            "\n"
            "Derek (the club secretary) keeps the club's clocks, so ask him if you need one for home "
            "practice.\n"
            "\n"
            "Cheers,\n"
            "Anita Shah\n"
            "Fixtures, Hallam Chess Club"
        ),
        "£12",
        evidence="The entry fee for the club championship is £12.",
        key="hallam_chess_club/championship/entry_fee",
    ),
    # subspan: a name after a label the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Job ticket #LS-20931\n"
            "Customer: Mrs J. Okafor\n"
            "Address: 14 Albion Terrace, Bath\n"
            "Issue: locked out, key snapped in front door cylinder\n"
            "Technician: Gary Munt\n"
            "Status: completed"
        ),
        "Gary Munt",
        evidence="Technician: Gary Munt",
        key="job_ls20931/technician",
    ),
    # speaker: I'm -> Maggie is, the rest of the clause kept as said.
    _r(
        "en",
        "speaker",
        True,
        (
            "[voice note, 0:41] Hiya, it's Maggie from plot 12. Erm, I'm bringing the purple podded peas "
            "to Saturday's swap. And I've got three packets of runner bean seeds to swap as well, so save "
            "me a spot on the table."
        ),
        "Maggie is bringing the purple podded peas to Saturday's swap",
        evidence="I'm bringing the purple podded peas to Saturday's swap",
        speaker="Maggie",
    ),
    # speaker: mem0's User for the User turn's I, verb agreeing; nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        (
            "User: I'm a freelance BSL interpreter based in Bristol.\n"
            "Assistant: Got it! What kind of bookings do you usually take?\n"
            "User: Mostly GP and hospital appointments, plus the odd court hearing."
        ),
        "User is a freelance BSL interpreter based in Bristol",
        evidence="I'm a freelance BSL interpreter based in Bristol.",
        speaker="user",
    ),
    # speaker: the speaker dropped as subject, work -> works; the so-clause after it is another clause.
    _r(
        "en",
        "speaker",
        True,
        (
            "Hey, Tomasz here. I work the rental counter at Alpenglow Ski Hire, so I can sort your boots "
            "when you land. Helmet hire is free for season-pass holders, by the way."
        ),
        "Works the rental counter at Alpenglow Ski Hire",
        evidence="I work the rental counter at Alpenglow Ski Hire",
        speaker="Tomasz",
    ),
    # speaker: the signer's I bound to Helen, look -> looks; the so-clause is another clause.
    _r(
        "en",
        "speaker",
        True,
        (
            "Hello everyone,\n"
            "\n"
            "I look after the choir's sheet music library, so please return your Messiah copies to me at "
            "Thursday's rehearsal. I used to be the librarian for the Bath Choral Society, so I know how "
            "quickly scores vanish!\n"
            "\n"
            "Thanks,\n"
            "Helen"
        ),
        "Helen looks after the choir's sheet music library",
        evidence="I look after the choir's sheet music library",
        speaker="Helen",
    ),
    # speaker: Rosa for I, sells agreeing, her for my (the possessive agreeing with the speaker).
    _r(
        "en",
        "speaker",
        True,
        (
            "Instagram DM with @rosasrails\n"
            "Rosa: hi lovely! yes I sell my vintage denim on Depop, same username. We don't ship outside "
            "the UK though, sorry x"
        ),
        "Rosa sells her vintage denim on Depop",
        evidence="I sell my vintage denim on Depop",
        speaker="Rosa",
    ),
    # list_item: one item with the list's head; the list ends the sentence, no scope word.
    _r(
        "en",
        "list_item",
        True,
        (
            "Greenfield Allotments - seed swap this Saturday 10am-12pm in the hut. The swap table has "
            "borlotti beans, red kale and Tigerella tomatoes. Bring envelopes and a pen for labels!"
        ),
        "The swap table has red kale",
        evidence="The swap table has borlotti beans, red kale and Tigerella tomatoes.",
    ),
    # list_item: the third item of an and-list with its head; nothing runs on after the list.
    _r(
        "en",
        "list_item",
        True,
        (
            "Alpenglow Ski Hire - packages 2026\n"
            "The Advanced package includes skis, boots, poles and a helmet.\n"
            "Add-ons: goggles, back protector.\n"
            "Collect from the Main Street shop."
        ),
        "The Advanced package includes poles",
        evidence="The Advanced package includes skis, boots, poles and a helmet.",
    ),
    # list_item: one item of an and-list that closes its sentence.
    _r(
        "en",
        "list_item",
        True,
        (
            "Leeds Donor Centre\n"
            "The Leeds centre collects whole blood, platelets and plasma.\n"
            "Walk-in donors are welcome on Thursday evenings. Everyone else, please book via the app."
        ),
        "The Leeds centre collects platelets",
        evidence="The Leeds centre collects whole blood, platelets and plasma.",
    ),
    # coordination: the first conjunct whole; the dropped one shares its subject Owen.
    _r(
        "en",
        "coordination",
        True,
        "Owen tuned the upright and replaced two broken hammer shanks. Highly recommend.",
        "Owen tuned the upright",
        evidence="Owen tuned the upright and replaced two broken hammer shanks.",
    ),
    # coordination: the first conjunct whole; the second (with its number) shares Gary.
    _r(
        "en",
        "coordination",
        True,
        (
            "★★★★★ Brilliant service. Gary changed the lock on the back door and cut three spare keys. "
            "Quick, tidy and fairly priced. - Joy O."
        ),
        "Gary changed the lock on the back door",
        evidence="Gary changed the lock on the back door and cut three spare keys.",
    ),
    # coordination: the second conjunct with the shared subject Ines; the first dropped whole.
    _r(
        "en",
        "coordination",
        True,
        (
            "Lumen Wedding Photography - how we work\n"
            "Ines shoots the ceremony and edits the portraits. Our second shooter covers the guests and "
            "the venue. We only shoot weddings in Yorkshire."
        ),
        "Ines edits the portraits",
        evidence="Ines shoots the ceremony and edits the portraits.",
    ),
    # parenthetical: a role aside on the opening name, no marker, number or owner in it.
    _r(
        "en",
        "parenthetical",
        True,
        (
            "Hi all,\n"
            "\n"
            "The entry fee for the club championship is £12. Round one is next Tuesday at 7.30pm in the "
            "church hall.\n"
            "\n"
            "Derek (the club secretary) keeps the club's clocks, so ask him if you need one for home "
            "practice.\n"
            "\n"
            "Cheers,\n"
            "Anita Shah\n"
            "Fixtures, Hallam Chess Club"
        ),
        "Derek keeps the club's clocks",
        evidence="Derek (the club secretary) keeps the club's clocks",
    ),
    # parenthetical: an evaluative aside mid-sentence dropped; the clause kept whole.
    _r(
        "en",
        "parenthetical",
        True,
        (
            "New in at Rails & Rewind! Our Levi's jacket (gorgeous fade, by the way) has sold, but the "
            "suede one is still up for grabs."
        ),
        "Our Levi's jacket has sold",
        evidence="Our Levi's jacket (gorgeous fade, by the way) has sold",
    ),
    # parenthetical: a descriptive aside on the opening noun phrase, no guard marker in it.
    _r(
        "en",
        "parenthetical",
        True,
        (
            "Lockhart Escape Rooms - which room?\n"
            "The Alchemist's Vault (the one with the clockwork door) suits experienced teams. The "
            "Alchemist's Vault is not wheelchair accessible, but our Lighthouse room is."
        ),
        "The Alchemist's Vault suits experienced teams",
        evidence="The Alchemist's Vault (the one with the clockwork door) suits experienced teams.",
    ),
    # filler: um and uh dropped; the clause otherwise verbatim.
    _r(
        "en",
        "filler",
        True,
        "[voice note]\nUm, the piano is, uh, a Broadwood upright. It's in the back room.",
        "the piano is a Broadwood upright",
        evidence="Um, the piano is, uh, a Broadwood upright.",
    ),
    # filler: the discourse marker so and the fillers uh, um dropped; the time frame kept.
    _r(
        "en",
        "filler",
        True,
        (
            "[voice note from Dad]\n"
            "So, uh, the ticket office opens at, um, 7:15 on weekdays. The 09:55 sailing has 12 car spaces "
            "left, so book online tonight."
        ),
        "the ticket office opens at 7:15 on weekdays",
        evidence="So, uh, the ticket office opens at, um, 7:15 on weekdays.",
    ),
    # --- negative ---
    # wrong_speaker: the I is the Agent's turn, not Daniel's.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "[Call transcript - Signpost Interpreting, 10:12]\n"
            "Agent: Hi, Signpost Interpreting, how can I help?\n"
            "Daniel: I need a BSL interpreter for a hospital appointment on the 3rd.\n"
            "Agent: I'm fully booked that day, but my colleague Aisha can do it."
        ),
        "Daniel is fully booked that day",
        evidence="I'm fully booked that day",
        speaker="Daniel",
    ),
    # wrong_speaker: the I is Tom's, inside a forwarded message; Helen only forwards it.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "Hi Marion, see below - any ideas?\n"
            "Helen\n"
            "\n"
            "---------- Forwarded message ---------\n"
            "From: Tom Reyes\n"
            "Subject: Rutter\n"
            "\n"
            "I've lost the folder of Rutter scores. I think I left it on the bus."
        ),
        "Helen has lost the folder of Rutter scores",
        evidence="I've lost the folder of Rutter scores.",
        speaker="Helen",
    ),
    # wrong_speaker: the I is Coach Ben's labelled turn; the user is the You side.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "[12/01/26, 20:14] Coach Ben: I ski off-piste every weekend, happy to show you the couloirs\n"
            "[12/01/26, 20:15] You: wow, maybe once I've had a few lessons 😅"
        ),
        "User skis off-piste every weekend",
        evidence="I ski off-piste every weekend",
        speaker="user",
    ),
    # restriction_drop: workshop landline modifies the keyed noun; the key says phone.
    _r(
        "en",
        "restriction_drop",
        False,
        (
            "Hi Claire,\n"
            "\n"
            "Thanks for having me over on Thursday. The Bechstein should hold its pitch well now. If the "
            "hall's heating is on, I can tune the piano on Monday. My workshop landline is 01225 448900 "
            "too.\n"
            "\n"
            "Best,\n"
            "Owen Pritchard\n"
            "Pritchard Piano Tuning & Repair\n"
            "Phone: 07700 900418\n"
            "owen@pritchardpianos.co.uk"
        ),
        "01225 448900",
        evidence="My workshop landline is 01225 448900 too.",
        key="pritchard_piano_tuning/owen_pritchard/phone",
    ),
    # restriction_drop: 'for season-pass holders' says who it is free for; dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        (
            "Hey, Tomasz here. I work the rental counter at Alpenglow Ski Hire, so I can sort your boots "
            "when you land. Helmet hire is free for season-pass holders, by the way."
        ),
        "Helmet hire is free",
        evidence="Helmet hire is free for season-pass holders",
    ),
    # restriction_drop: the time frame 'on Thursday evenings' is left out.
    _r(
        "en",
        "restriction_drop",
        False,
        (
            "Leeds Donor Centre\n"
            "The Leeds centre collects whole blood, platelets and plasma.\n"
            "Walk-in donors are welcome on Thursday evenings. Everyone else, please book via the app."
        ),
        "Walk-in donors are welcome",
        evidence="Walk-in donors are welcome on Thursday evenings.",
    ),
    # attribution: the mobile is Liam's (his name owns it), filed as Gary's.
    _r(
        "en",
        "attribution",
        False,
        (
            "Hi it's Gary the locksmith. I'm on a job in Keynsham till 6. Liam's mobile is 07700 900771, "
            "he can pop round this afternoon instead."
        ),
        "07700 900771",
        evidence="Liam's mobile is 07700 900771",
        speaker="Gary",
        key="gary_munt/mobile",
    ),
    # attribution: the address is the assistant's, filed as Ines's own email.
    _r(
        "en",
        "attribution",
        False,
        (
            "Hi Sophie and Mark,\n"
            "\n"
            "Lovely to hear from you! For contracts, you can email my assistant at "
            "bookings@lumenweddings.co.uk, she's quicker than me.\n"
            "\n"
            "Warmly,\n"
            "Ines Duarte\n"
            "Lumen Wedding Photography"
        ),
        "bookings@lumenweddings.co.uk",
        evidence="you can email my assistant at bookings@lumenweddings.co.uk",
        speaker="Ines Duarte",
        key="ines_duarte/email",
    ),
    # negation: don't dropped; the value says the opposite of the source.
    _r(
        "en",
        "negation",
        False,
        (
            "Instagram DM with @rosasrails\n"
            "Rosa: hi lovely! yes I sell my vintage denim on Depop, same username. We don't ship outside "
            "the UK though, sorry x"
        ),
        "We ship outside the UK",
        evidence="We don't ship outside the UK",
    ),
    # negation: not dropped from the accessibility clause.
    _r(
        "en",
        "negation",
        False,
        (
            "Lockhart Escape Rooms - which room?\n"
            "The Alchemist's Vault (the one with the clockwork door) suits experienced teams. The "
            "Alchemist's Vault is not wheelchair accessible, but our Lighthouse room is."
        ),
        "The Alchemist's Vault is wheelchair accessible",
        evidence="The Alchemist's Vault is not wheelchair accessible",
    ),
    # tense: used to be (the past) restated as the present is.
    _r(
        "en",
        "tense",
        False,
        (
            "Hello everyone,\n"
            "\n"
            "I look after the choir's sheet music library, so please return your Messiah copies to me at "
            "Thursday's rehearsal. I used to be the librarian for the Bath Choral Society, so I know how "
            "quickly scores vanish!\n"
            "\n"
            "Thanks,\n"
            "Helen"
        ),
        "Helen is the librarian for the Bath Choral Society",
        evidence="I used to be the librarian for the Bath Choral Society",
        speaker="Helen",
    ),
    # tense: played (past) restated as plays.
    _r(
        "en",
        "tense",
        False,
        (
            "Membership application - Leeds Chess Club\n"
            "Name: Kwabena Asante\n"
            "Previous clubs: I played for Hallam Chess Club.\n"
            "Rating: 1650"
        ),
        "Plays for Hallam Chess Club",
        evidence="I played for Hallam Chess Club.",
        speaker="Kwabena Asante",
    ),
    # number: the count 12 of car spaces is dropped.
    _r(
        "en",
        "number",
        False,
        (
            "[voice note from Dad]\n"
            "So, uh, the ticket office opens at, um, 7:15 on weekdays. The 09:55 sailing has 12 car spaces "
            "left, so book online tonight."
        ),
        "The 09:55 sailing has car spaces left",
        evidence="The 09:55 sailing has 12 car spaces left",
    ),
    # number: three packets restated as two.
    _r(
        "en",
        "number",
        False,
        (
            "[voice note, 0:41] Hiya, it's Maggie from plot 12. Erm, I'm bringing the purple podded peas "
            "to Saturday's swap. And I've got three packets of runner bean seeds to swap as well, so save "
            "me a spot on the table."
        ),
        "Maggie has got two packets of runner bean seeds to swap",
        evidence="I've got three packets of runner bean seeds to swap",
        speaker="Maggie",
    ),
    # condition: the if-clause on the heating is dropped.
    _r(
        "en",
        "condition",
        False,
        (
            "Hi Claire,\n"
            "\n"
            "Thanks for having me over on Thursday. The Bechstein should hold its pitch well now. If the "
            "hall's heating is on, I can tune the piano on Monday. My workshop landline is 01225 448900 "
            "too.\n"
            "\n"
            "Best,\n"
            "Owen Pritchard\n"
            "Pritchard Piano Tuning & Repair\n"
            "Phone: 07700 900418\n"
            "owen@pritchardpianos.co.uk"
        ),
        "Owen can tune the piano on Monday",
        evidence="If the hall's heating is on, I can tune the piano on Monday.",
        speaker="Owen",
    ),
    # condition: 'until the day before sailing' bounds the free change; dropped.
    _r(
        "en",
        "condition",
        False,
        (
            "IslandLink Ferries: your booking is confirmed. Booking reference: KX7Q2M. Oban > Craignure, "
            "Sat 14 Mar 2026, departs 09:55, 1 car + 2 adults. Vehicle bookings can be changed free of "
            "charge until the day before sailing. Show this SMS at the ticket office."
        ),
        "Vehicle bookings can be changed free of charge",
        evidence="Vehicle bookings can be changed free of charge until the day before sailing.",
    ),
    # scope: only dropped.
    _r(
        "en",
        "scope",
        False,
        (
            "Lumen Wedding Photography - how we work\n"
            "Ines shoots the ceremony and edits the portraits. Our second shooter covers the guests and "
            "the venue. We only shoot weddings in Yorkshire."
        ),
        "We shoot weddings in Yorkshire",
        evidence="We only shoot weddings in Yorkshire.",
    ),
    # identifier: the booking code cut short (LKH-4471 of LKH-4471-B).
    _r(
        "en",
        "identifier",
        False,
        (
            "Booking form - Lockhart Escape Rooms\n"
            "Lead booker: Priya Raman\n"
            "Room: The Alchemist's Vault\n"
            "Party size: 5\n"
            "Date: Friday 20 March, 19:30\n"
            "Booking code: LKH-4471-B\n"
            "Contact email: priya.raman@fastmail.com\n"
            "Phone: 07700 900233"
        ),
        "LKH-4471",
        evidence="Booking code: LKH-4471-B",
        key="lockhart_escape_rooms/booking/code",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the booking locator after its label; the label's word is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        (
            "Naviera Atlántica: su reserva está confirmada. Localizador: B7KQ9P. Huelva - Arrecife, "
            "12/04/2026 23:00, 1 coche + 2 adultos. Quedan 8 plazas para coche en el barco de las 23:00. "
            "Presente este SMS en la taquilla del puerto."
        ),
        "B7KQ9P",
        evidence="Localizador: B7KQ9P.",
        key="naviera_atlantica/reserva/localizador",
    ),
    # subspan: the phone on the signature's Teléfono line; the key names slot and person.
    _r(
        "es",
        "subspan",
        True,
        (
            "Hola, Íñigo:\n"
            "\n"
            "Te confirmo el alquiler de los tres packs para el puente. Mi móvil del trabajo es 618 220 "
            "431, escríbeme por WhatsApp si os retrasáis. El casco es gratis si alquilas el pack "
            "completo.\n"
            "\n"
            "Un saludo,\n"
            "Nerea Goikoetxea\n"
            "Alquiler Pirineo Ski - Formigal\n"
            "Teléfono: 974 490 213\n"
            "nerea@pirineoski.es"
        ),
        "974 490 213",
        evidence="Teléfono: 974 490 213",
        key="pirineo_ski/nerea/telefono",
    ),
    # subspan: a JSON field's date under the key that is the field's name.
    _r(
        "es",
        "subspan",
        True,
        (
            '{"herramienta": "consulta_donante", "resultado": {"donante": "Lucía Ferrer", '
            '"grupo_sanguineo": "A+", "ultima_donacion": "2026-03-20", "proxima_cita": '
            '"2026-05-18", "centro": "Sant Antoni"}}'
        ),
        "2026-05-18",
        evidence='"proxima_cita": "2026-05-18"',
        key="lucia_ferrer/proxima_cita",
    ),
    # subspan: an amount whose left-out words (cuota anual, club, es de) the key names.
    _r(
        "es",
        "subspan",
        True,
        (
            "CLUB DE AJEDREZ ALFIL - Avisos\n"
            "La cuota anual del club es de 45 euros. Tomás (el tesorero) guarda los relojes del club. Solo "
            "los socios pueden llevarse los juegos de ajedrez a casa."
        ),
        "45 euros",
        evidence="La cuota anual del club es de 45 euros.",
        key="club_ajedrez_alfil/cuota_anual",
    ),
    # subspan: the wedding date after the label Fecha de la boda, which the key spells.
    _r(
        "es",
        "subspan",
        True,
        (
            "Formulario de contacto - Estudio Luz de Boda\n"
            "Nombre: Carmen Villalba\n"
            "Correo: carmen.villalba@gmail.com\n"
            "Fecha de la boda: 26/09/2026\n"
            "Lugar: Finca El Olivar, Toledo\n"
            "Mensaje: Buscamos reportaje completo."
        ),
        "26/09/2026",
        evidence="Fecha de la boda: 26/09/2026",
        key="carmen_villalba/fecha_boda",
    ),
    # subspan: the name after a label (Cerrajero asignado) that the key's relation names.
    _r(
        "es",
        "subspan",
        True,
        (
            "Parte de trabajo nº 3318\n"
            "Cliente: Andrés Soler\n"
            "Dirección: C/ Pez 14, 2º B, Madrid\n"
            "Servicio: apertura de puerta sin rotura\n"
            "Cerrajero asignado: Raúl Medina\n"
            "Estado: cerrado"
        ),
        "Raúl Medina",
        evidence="Cerrajero asignado: Raúl Medina",
        key="parte_3318/cerrajero_asignado",
    ),
    # speaker: Pilar for the dropped yo, cultivo -> cultiva; the rest verbatim.
    _r(
        "es",
        "speaker",
        True,
        (
            "[nota de voz, 0:38] Hola, soy Pilar, la de la parcela 7. Cultivo tomate rosa de Barbastro en "
            "el huerto del barrio. Tengo tres sobres de semillas de calabacín para cambiar, así que "
            "guardadme sitio."
        ),
        "Pilar cultiva tomate rosa de Barbastro en el huerto del barrio",
        evidence="Cultivo tomate rosa de Barbastro en el huerto del barrio.",
        speaker="Pilar",
    ),
    # speaker: mem0's Usuario for the Usuario turn's first person, trabajo -> trabaja.
    _r(
        "es",
        "speaker",
        True,
        (
            "Usuario: Trabajo como intérprete de lengua de signos en Valencia.\n"
            "Asistente: ¡Genial! ¿Qué tipo de servicios sueles cubrir?\n"
            "Usuario: Sobre todo citas médicas y algún juicio."
        ),
        "Usuario trabaja como intérprete de lengua de signos en Valencia",
        evidence="Trabajo como intérprete de lengua de signos en Valencia.",
        speaker="user",
    ),
    # speaker: the speaker left out as subject, llevo -> lleva; the así que clause is another.
    _r(
        "es",
        "speaker",
        True,
        (
            "Hola a todos:\n"
            "\n"
            "Llevo el archivo de partituras del Coro Cantabile, así que devolvedme las copias del Mesías "
            "en el ensayo del jueves. Antes era la archivera del Orfeón Donostiarra y sé lo rápido que "
            "desaparecen.\n"
            "\n"
            "Gracias,\n"
            "Marta"
        ),
        "Lleva el archivo de partituras del Coro Cantabile",
        evidence="Llevo el archivo de partituras del Coro Cantabile",
        speaker="Marta",
    ),
    # speaker: Iker for the first person of his own labelled message, vendo -> vende.
    _r(
        "es",
        "speaker",
        True,
        (
            "Mensajes de Instagram con @iker.retro\n"
            "Iker: ¡buenas! Vendo chaquetas vaqueras de los años ochenta en Wallapop, mismo usuario. Los "
            "vestidos de seda se lavan en seco, ojo."
        ),
        "Iker vende chaquetas vaqueras de los años ochenta en Wallapop",
        evidence="Vendo chaquetas vaqueras de los años ochenta en Wallapop",
        speaker="Iker",
    ),
    # speaker: the Tú side is mem0's user, reservé -> reservó; the evidence stops before the y-conjunct.
    _r(
        "es",
        "speaker",
        True,
        (
            "Sala Enigma: ¡Hola! ¿En qué podemos ayudarte?\n"
            "Tú: Reservé la sala El Laboratorio para el sábado y quiero cambiar la hora."
        ),
        "Usuario reservó la sala El Laboratorio para el sábado",
        evidence="Reservé la sala El Laboratorio para el sábado",
        speaker="user",
    ),
    # list_item: the middle item with the list's head; the list ends its sentence.
    _r(
        "es",
        "list_item",
        True,
        (
            "Huertos del Parque - intercambio de semillas el sábado a las 10:00. En la mesa del "
            "intercambio habrá semillas de calabaza, judía del ganxet y pimiento de Padrón. Traed sobres y "
            "rotulador."
        ),
        "En la mesa del intercambio habrá semillas de judía del ganxet",
        evidence="En la mesa del intercambio habrá semillas de calabaza, judía del ganxet y pimiento de Padrón.",
    ),
    # list_item: the last item of a y-list with its head; nothing runs on after it.
    _r(
        "es",
        "list_item",
        True,
        "PIRINEO SKI - TARIFAS 2026\nEl pack incluye esquís, botas, bastones y casco.\nSuplemento de gafas: 5 €/día.",
        "El pack incluye casco",
        evidence="El pack incluye esquís, botas, bastones y casco.",
    ),
    # list_item: one item of an and-list closing the sentence.
    _r(
        "es",
        "list_item",
        True,
        (
            "Banc de Sang - preguntas frecuentes\n"
            "El centro de Sant Antoni recoge sangre, plaquetas y plasma.\n"
            "Los donantes no necesitan cita previa. Trae tu DNI y ven sin prisa."
        ),
        "El centro de Sant Antoni recoge plasma",
        evidence="El centro de Sant Antoni recoge sangre, plaquetas y plasma.",
    ),
    # coordination: the first conjunct whole; the second shares the subject Jordi.
    _r(
        "es",
        "coordination",
        True,
        "Jordi afinó el piano de cola y cambió dos cuerdas del registro grave. Un profesional.",
        "Jordi afinó el piano de cola",
        evidence="Jordi afinó el piano de cola y cambió dos cuerdas del registro grave.",
    ),
    # coordination: the second conjunct with the shared subject Raúl; the first dropped whole.
    _r(
        "es",
        "coordination",
        True,
        "Raúl abrió la puerta del portal y cambió el bombín. Rápido y muy limpio. Recomendable 100%.",
        "Raúl cambió el bombín",
        evidence="Raúl abrió la puerta del portal y cambió el bombín.",
    ),
    # coordination: the first conjunct whole; the dropped one shares Sergio.
    _r(
        "es",
        "coordination",
        True,
        (
            "Estudio Luz de Boda - cómo trabajamos\n"
            "Sergio fotografía la ceremonia y edita las fotos en su estudio. Laura se ocupa del vídeo."
        ),
        "Sergio fotografía la ceremonia",
        evidence="Sergio fotografía la ceremonia y edita las fotos en su estudio.",
    ),
    # parenthetical: a role aside on the opening name dropped.
    _r(
        "es",
        "parenthetical",
        True,
        (
            "CLUB DE AJEDREZ ALFIL - Avisos\n"
            "La cuota anual del club es de 45 euros. Tomás (el tesorero) guarda los relojes del club. Solo "
            "los socios pueden llevarse los juegos de ajedrez a casa."
        ),
        "Tomás guarda los relojes del club",
        evidence="Tomás (el tesorero) guarda los relojes del club.",
    ),
    # parenthetical: an evaluative aside between dashes dropped, no marker in it.
    _r(
        "es",
        "parenthetical",
        True,
        (
            "Archivo del coro\n"
            "El Réquiem de Fauré —precioso, por cierto— está en el armario azul. Las copias del Mesías, en "
            "la caja de cartón."
        ),
        "El Réquiem de Fauré está en el armario azul",
        evidence="El Réquiem de Fauré —precioso, por cierto— está en el armario azul.",
    ),
    # parenthetical: a descriptive aside on the opening noun phrase, no guard marker in it.
    _r(
        "es",
        "parenthetical",
        True,
        (
            "Sala Enigma - nuestras salas\n"
            "La sala El Laboratorio (ambientada en un hospital abandonado) dura una hora. La sala no es "
            "apta para menores de 14 años."
        ),
        "La sala El Laboratorio dura una hora",
        evidence="La sala El Laboratorio (ambientada en un hospital abandonado) dura una hora.",
    ),
    # filler: the discourse marker pues and eh dropped.
    _r(
        "es",
        "filler",
        True,
        (
            "[nota de voz de mamá]\n"
            "Pues, eh, la taquilla del puerto abre a las siete y media. Llévate el DNI, que el año pasado "
            "nos lo pidieron."
        ),
        "la taquilla del puerto abre a las siete y media",
        evidence="Pues, eh, la taquilla del puerto abre a las siete y media.",
    ),
    # filler: o sea and eh dropped; the day and hour kept.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz]\nO sea, la intérprete viene, eh, el martes a las diez. Vale, pues nada, un beso.",
        "la intérprete viene el martes a las diez",
        evidence="O sea, la intérprete viene, eh, el martes a las diez.",
    ),
    # --- negative ---
    # wrong_speaker: the yo is the shop assistant's turn, not Javier's.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "[Transcripción de llamada - Pirineo Ski]\n"
            "Dependienta: Buenas, Pirineo Ski, ¿dígame?\n"
            "Javier: Hola, quería alquilar unos esquís para el puente.\n"
            "Dependienta: Perfecto. Yo soy de Jaca, conozco bien las pistas, le recomiendo la zona de "
            "Sextas."
        ),
        "Javier es de Jaca",
        evidence="Yo soy de Jaca",
        speaker="Javier",
    ),
    # wrong_speaker: the first person is Álvaro's, inside a forwarded message.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Mira esto, Elena.\n"
            "Marta\n"
            "\n"
            "---------- Mensaje reenviado ---------\n"
            "De: Álvaro Ruiz\n"
            "Asunto: Mesías\n"
            "\n"
            "He perdido la carpeta del Mesías. Creo que me la dejé en el autobús."
        ),
        "Marta ha perdido la carpeta del Mesías",
        evidence="He perdido la carpeta del Mesías.",
        speaker="Marta",
    ),
    # wrong_speaker: the first person is Sonia's labelled turn; the user is the Tú side.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "[3/2/26 21:10] Tú: ¿Qué tal el curso de LSE?\n"
            "[3/2/26 21:12] Sonia Intérprete: Trabajo en el hospital La Fe los lunes, te cuento luego"
        ),
        "Usuario trabaja en el hospital La Fe los lunes",
        evidence="Trabajo en el hospital La Fe los lunes",
        speaker="user",
    ),
    # restriction_drop: 'del trabajo' modifies the keyed noun; the key says telefono.
    _r(
        "es",
        "restriction_drop",
        False,
        (
            "Hola, Íñigo:\n"
            "\n"
            "Te confirmo el alquiler de los tres packs para el puente. Mi móvil del trabajo es 618 220 "
            "431, escríbeme por WhatsApp si os retrasáis. El casco es gratis si alquilas el pack "
            "completo.\n"
            "\n"
            "Un saludo,\n"
            "Nerea Goikoetxea\n"
            "Alquiler Pirineo Ski - Formigal\n"
            "Teléfono: 974 490 213\n"
            "nerea@pirineoski.es"
        ),
        "618 220 431",
        evidence="Mi móvil del trabajo es 618 220 431",
        key="pirineo_ski/nerea/telefono",
    ),
    # restriction_drop: the time frame 'los sábados por la mañana' is left out.
    _r(
        "es",
        "restriction_drop",
        False,
        (
            "[nota de voz]\n"
            "Hola, soy Jordi, el afinador. Afino pianos verticales los sábados por la mañana; los de cola, "
            "entre semana. Si el salón está caldeado, puedo ir el lunes."
        ),
        "Jordi afina pianos verticales",
        evidence="Afino pianos verticales los sábados por la mañana",
        speaker="Jordi",
    ),
    # restriction_drop: 'de seda' narrows which dresses; dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        (
            "Mensajes de Instagram con @iker.retro\n"
            "Iker: ¡buenas! Vendo chaquetas vaqueras de los años ochenta en Wallapop, mismo usuario. Los "
            "vestidos de seda se lavan en seco, ojo."
        ),
        "Los vestidos se lavan en seco",
        evidence="Los vestidos de seda se lavan en seco",
    ),
    # attribution: the mobile is his colleague Dani's, filed as Raúl's.
    _r(
        "es",
        "attribution",
        False,
        (
            "Soy Raúl, el cerrajero. Estoy en un aviso en Getafe. El móvil de mi compañero Dani es 622 418 "
            "907, él se pasa esta tarde."
        ),
        "622 418 907",
        evidence="El móvil de mi compañero Dani es 622 418 907",
        speaker="Raúl",
        key="raul_medina/movil",
    ),
    # attribution: the address is his partner Laura's, filed as Sergio's correo.
    _r(
        "es",
        "attribution",
        False,
        (
            "Hola, Carmen:\n"
            "\n"
            "Gracias por escribirnos. Puedes escribir a mi socia en laura@luzdeboda.es para el contrato, "
            "ella lleva la parte administrativa.\n"
            "\n"
            "Un abrazo,\n"
            "Sergio Pastor\n"
            "Estudio Luz de Boda"
        ),
        "laura@luzdeboda.es",
        evidence="Puedes escribir a mi socia en laura@luzdeboda.es",
        speaker="Sergio Pastor",
        key="sergio_pastor/correo",
    ),
    # negation: no dropped; the value says the room suits under-14s.
    _r(
        "es",
        "negation",
        False,
        (
            "Sala Enigma - nuestras salas\n"
            "La sala El Laboratorio (ambientada en un hospital abandonado) dura una hora. La sala no es "
            "apta para menores de 14 años."
        ),
        "La sala es apta para menores de 14 años",
        evidence="La sala no es apta para menores de 14 años.",
    ),
    # negation: no dropped; the value says the opposite.
    _r(
        "es",
        "negation",
        False,
        (
            "Banc de Sang - preguntas frecuentes\n"
            "El centro de Sant Antoni recoge sangre, plaquetas y plasma.\n"
            "Los donantes no necesitan cita previa. Trae tu DNI y ven sin prisa."
        ),
        "Los donantes necesitan cita previa",
        evidence="Los donantes no necesitan cita previa.",
    ),
    # tense: antes era (the past) restated as es.
    _r(
        "es",
        "tense",
        False,
        (
            "Hola a todos:\n"
            "\n"
            "Llevo el archivo de partituras del Coro Cantabile, así que devolvedme las copias del Mesías "
            "en el ensayo del jueves. Antes era la archivera del Orfeón Donostiarra y sé lo rápido que "
            "desaparecen.\n"
            "\n"
            "Gracias,\n"
            "Marta"
        ),
        "Marta es la archivera del Orfeón Donostiarra",
        evidence="Antes era la archivera del Orfeón Donostiarra",
        speaker="Marta",
    ),
    # tense: fui (past) restated as es.
    _r(
        "es",
        "tense",
        False,
        (
            "Ignacio: Fui presidente del Club Alfil, ahora solo juego las ligas de los jueves.\n"
            "Bea: ¡Qué bien! ¿Te apuntas al torneo?"
        ),
        "Ignacio es presidente del Club Alfil",
        evidence="Fui presidente del Club Alfil",
        speaker="Ignacio",
    ),
    # number: the count 8 of car places is dropped.
    _r(
        "es",
        "number",
        False,
        (
            "Naviera Atlántica: su reserva está confirmada. Localizador: B7KQ9P. Huelva - Arrecife, "
            "12/04/2026 23:00, 1 coche + 2 adultos. Quedan 8 plazas para coche en el barco de las 23:00. "
            "Presente este SMS en la taquilla del puerto."
        ),
        "Quedan plazas para coche en el barco de las 23:00",
        evidence="Quedan 8 plazas para coche en el barco de las 23:00.",
    ),
    # number: tres sobres restated as dos.
    _r(
        "es",
        "number",
        False,
        (
            "[nota de voz, 0:38] Hola, soy Pilar, la de la parcela 7. Cultivo tomate rosa de Barbastro en "
            "el huerto del barrio. Tengo tres sobres de semillas de calabacín para cambiar, así que "
            "guardadme sitio."
        ),
        "Pilar tiene dos sobres de semillas de calabacín para cambiar",
        evidence="Tengo tres sobres de semillas de calabacín para cambiar",
        speaker="Pilar",
    ),
    # condition: the si-clause on the heating is dropped.
    _r(
        "es",
        "condition",
        False,
        (
            "[nota de voz]\n"
            "Hola, soy Jordi, el afinador. Afino pianos verticales los sábados por la mañana; los de cola, "
            "entre semana. Si el salón está caldeado, puedo ir el lunes."
        ),
        "Jordi puede ir el lunes",
        evidence="Si el salón está caldeado, puedo ir el lunes.",
        speaker="Jordi",
    ),
    # condition: 'si alquilas el pack completo' is dropped.
    _r(
        "es",
        "condition",
        False,
        (
            "Hola, Íñigo:\n"
            "\n"
            "Te confirmo el alquiler de los tres packs para el puente. Mi móvil del trabajo es 618 220 "
            "431, escríbeme por WhatsApp si os retrasáis. El casco es gratis si alquilas el pack "
            "completo.\n"
            "\n"
            "Un saludo,\n"
            "Nerea Goikoetxea\n"
            "Alquiler Pirineo Ski - Formigal\n"
            "Teléfono: 974 490 213\n"
            "nerea@pirineoski.es"
        ),
        "El casco es gratis",
        evidence="El casco es gratis si alquilas el pack completo.",
    ),
    # scope: solo dropped.
    _r(
        "es",
        "scope",
        False,
        (
            "CLUB DE AJEDREZ ALFIL - Avisos\n"
            "La cuota anual del club es de 45 euros. Tomás (el tesorero) guarda los relojes del club. Solo "
            "los socios pueden llevarse los juegos de ajedrez a casa."
        ),
        "Los socios pueden llevarse los juegos de ajedrez a casa",
        evidence="Solo los socios pueden llevarse los juegos de ajedrez a casa.",
    ),
    # identifier: the e-mail address cut before its .com.
    _r(
        "es",
        "identifier",
        False,
        (
            "Formulario de contacto - Estudio Luz de Boda\n"
            "Nombre: Carmen Villalba\n"
            "Correo: carmen.villalba@gmail.com\n"
            "Fecha de la boda: 26/09/2026\n"
            "Lugar: Finca El Olivar, Toledo\n"
            "Mensaje: Buscamos reportaje completo."
        ),
        "carmen.villalba@gmail",
        evidence="Correo: carmen.villalba@gmail.com",
        key="carmen_villalba/correo",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the order number after its label, which the key's relation spells.
    _r(
        "zh",
        "subspan",
        True,
        (
            "【蓬莱轮渡】您已成功购票。订单号：PL20260315088。航线：蓬莱—长岛，3月15日08:30开航，车辆1台，"
            "乘客2人。请提前30分钟到售票处取票。"
        ),
        "PL20260315088",
        evidence="订单号：PL20260315088",
        key="蓬莱轮渡/订单号",
    ),
    # subspan: the phone on the card's phone line; the key names the person and the slot.
    _r(
        "zh",
        "subspan",
        True,
        "钢琴调音 · 周师傅\n电话：13805712233\n工作室座机：0571-88123456\n地址：杭州市西湖区文三路88号",
        "13805712233",
        evidence="电话：13805712233",
        key="周师傅/电话",
    ),
    # subspan: a JSON field's date under the key that is the field's name.
    _r(
        "zh",
        "subspan",
        True,
        (
            '{"工具": "献血者查询", "结果": {"献血者": "王磊", "血型": "B型", "上次献血": '
            '"2026-02-20", "下次可献血日期": "2026-04-20", "献血站": "朝阳区献血屋"}}'
        ),
        "2026-04-20",
        evidence='"下次可献血日期": "2026-04-20"',
        key="王磊/下次可献血日期",
    ),
    # subspan: an amount whose left-out words (club, season match, fee, copula) the key names.
    _r(
        "zh",
        "subspan",
        True,
        (
            "【象棋俱乐部群公告】\n"
            "象棋俱乐部季度赛的报名费是50元。老刘（俱乐部会长）保管俱乐部的棋钟。只有会员才能把棋具借回家。"
        ),
        "50元",
        evidence="象棋俱乐部季度赛的报名费是50元。",
        key="象棋俱乐部/季度赛/报名费",
    ),
    # subspan: the contact e-mail after its label, whose words the key's relation spells.
    _r(
        "zh",
        "subspan",
        True,
        (
            "婚礼摄影预约表\n"
            "新人姓名：陈思远、林晓\n"
            "婚礼日期：2026年10月2日\n"
            "场地：苏州金鸡湖畔酒店\n"
            "联系邮箱：chensy@163.com"
        ),
        "chensy@163.com",
        evidence="联系邮箱：chensy@163.com",
        key="婚礼预约/联系邮箱",
    ),
    # subspan: the name after the label the key's relation spells.
    _r(
        "zh",
        "subspan",
        True,
        "工单号：KS-0412\n客户：刘女士\n服务：防盗门开锁\n上门师傅：赵建国\n状态：已完成",
        "赵建国",
        evidence="上门师傅：赵建国",
        key="ks_0412/上门师傅",
    ),
    # speaker: the speaker's name for wo, the rest verbatim.
    _r(
        "zh",
        "speaker",
        True,
        (
            "【语音转文字】\n"
            "大家好，我是三号地的老陈。我种的是本地的老品种黄瓜。我有三包丝瓜种子可以换，周六给我留个位置。"
        ),
        "老陈种的是本地的老品种黄瓜",
        evidence="我种的是本地的老品种黄瓜。",
        speaker="老陈",
    ),
    # speaker: mem0's yonghu for the user turn's first person.
    _r(
        "zh",
        "speaker",
        True,
        "用户：我在医院做手语翻译。\n助手：好的！您一般接哪些预约？\n用户：主要是门诊，偶尔也去法院。",
        "用户在医院做手语翻译",
        evidence="我在医院做手语翻译。",
        speaker="user",
    ),
    # speaker: the speaker left out as subject; the request clause after the comma is another.
    _r(
        "zh",
        "speaker",
        True,
        (
            "各位好：\n"
            "我负责合唱团的乐谱管理，请大家周四排练时把《弥赛亚》的谱子还给我。\n"
            "我以前是学校合唱团的乐谱管理员，知道谱子丢得有多快。\n"
            "小敏"
        ),
        "负责合唱团的乐谱管理",
        evidence="我负责合唱团的乐谱管理",
        speaker="小敏",
    ),
    # speaker: the name for the first person of A Jie's own labelled message.
    _r(
        "zh",
        "speaker",
        True,
        "闲鱼私信 · 古着小铺\n阿杰：哈喽！我在闲鱼上卖日本古着，同名。真丝连衣裙要干洗哦。",
        "阿杰在闲鱼上卖日本古着",
        evidence="我在闲鱼上卖日本古着",
        speaker="阿杰",
    ),
    # speaker: the chat's own side (wo:) is mem0's user; the time word kept.
    _r(
        "zh",
        "speaker",
        True,
        "密室小助手：您好，请问有什么可以帮您？\n我：我周六订了“古宅”主题，想改到晚上。",
        "用户周六订了“古宅”主题",
        evidence="我周六订了“古宅”主题",
        speaker="user",
    ),
    # list_item: the last item with the list's head; nothing runs on after the list.
    _r(
        "zh",
        "list_item",
        True,
        "【雪友滑雪租赁】价目表\n套餐包括雪板、雪鞋、雪杖和头盔。\n雪镜另租。",
        "套餐包括头盔",
        evidence="套餐包括雪板、雪鞋、雪杖和头盔。",
    ),
    # list_item: one item of a he-list closing its sentence, with its head.
    _r(
        "zh",
        "list_item",
        True,
        "朝阳献血屋常见问题\n朝阳献血屋采集全血、血小板和血浆。\n流动献血车周末停在西单，工作日停在国贸。",
        "朝阳献血屋采集血小板",
        evidence="朝阳献血屋采集全血、血小板和血浆。",
    ),
    # list_item: a middle item keeping the rest of the clause after the last item (de zhongzi).
    _r(
        "zh",
        "list_item",
        True,
        "【菜园种子交换会】本周六上午十点在工具房。这次交换会有南瓜、豇豆和紫苏的种子。请自带信封。",
        "这次交换会有豇豆的种子",
        evidence="这次交换会有南瓜、豇豆和紫苏的种子。",
    ),
    # coordination: the first conjunct whole; the hai-conjunct shares the subject.
    _r(
        "zh",
        "coordination",
        True,
        "周师傅调好了钢琴，还换了两根琴弦。很专业，推荐！",
        "周师傅调好了钢琴",
        evidence="周师傅调好了钢琴，还换了两根琴弦。",
    ),
    # coordination: the first conjunct whole; the hai-conjunct shares the subject.
    _r(
        "zh",
        "coordination",
        True,
        "赵师傅打开了防盗门，还换了锁芯。速度快，收费合理。",
        "赵师傅打开了防盗门",
        evidence="赵师傅打开了防盗门，还换了锁芯。",
    ),
    # coordination: the first conjunct whole; the ye-conjunct shares the subject.
    _r(
        "zh",
        "coordination",
        True,
        "【光影婚礼摄影】服务说明\n林摄影师负责拍仪式，也负责后期修图。二机位负责拍宾客和场地。",
        "林摄影师负责拍仪式",
        evidence="林摄影师负责拍仪式，也负责后期修图。",
    ),
    # parenthetical: a role aside on the opening name dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        (
            "【象棋俱乐部群公告】\n"
            "象棋俱乐部季度赛的报名费是50元。老刘（俱乐部会长）保管俱乐部的棋钟。只有会员才能把棋具借回家。"
        ),
        "老刘保管俱乐部的棋钟",
        evidence="老刘（俱乐部会长）保管俱乐部的棋钟。",
    ),
    # parenthetical: a role aside on the opening name dropped; no marker in it.
    _r(
        "zh",
        "parenthetical",
        True,
        "乐谱室通知\n张老师（合唱团的指挥）把谱子放在蓝色柜子里了。借阅请登记。",
        "张老师把谱子放在蓝色柜子里了",
        evidence="张老师（合唱团的指挥）把谱子放在蓝色柜子里了。",
    ),
    # parenthetical: a descriptive aside on the opening noun phrase, no guard marker in it.
    _r(
        "zh",
        "parenthetical",
        True,
        "【迷城密室】\n“古宅”主题（以民国老宅为背景）适合有经验的玩家。该主题不适合十二岁以下的孩子。",
        "“古宅”主题适合有经验的玩家",
        evidence="“古宅”主题（以民国老宅为背景）适合有经验的玩家。",
    ),
    # filler: en and nage dropped; the time and jiu kept.
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】\n嗯，那个，售票处早上七点就开门了。08:30那班船还剩6个车位，你今晚赶紧在网上买。",
        "售票处早上七点就开门了",
        evidence="嗯，那个，售票处早上七点就开门了。",
    ),
    # filler: jiushishuo and e dropped; the subject and the day kept.
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】\n就是说，我们，呃，下周二去取雪板。租全套装备的话，头盔免费。",
        "我们下周二去取雪板",
        evidence="就是说，我们，呃，下周二去取雪板。",
    ),
    # --- negative ---
    # wrong_speaker: the wo is the agent's turn, not Zhang Wei's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        (
            "【通话记录 手语翻译预约中心】\n"
            "客服：您好，手语翻译预约中心。\n"
            "张伟：我想约一位手语翻译，下周三去医院。\n"
            "客服：我下周三已经排满了，我帮您问问同事。"
        ),
        "张伟下周三已经排满了",
        evidence="我下周三已经排满了",
        speaker="张伟",
    ),
    # wrong_speaker: the first person is Xiao Liu's, quoted after a reporting frame.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "以下是小刘发给我的：\n“我把《黄河》的谱子弄丢了。可能落在地铁上了。”\n大家帮忙留意一下。——小敏",
        "小敏把《黄河》的谱子弄丢了",
        evidence="我把《黄河》的谱子弄丢了。",
        speaker="小敏",
    ),
    # wrong_speaker: the wo is the coach's labelled turn; the user is the wo: side.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "2026/02/10 20:14 滑雪教练老孙：我每周末都去崇礼滑野雪\n2026/02/10 20:15 我：厉害，等我学会了再说",
        "用户每周末都去崇礼滑野雪",
        evidence="我每周末都去崇礼滑野雪",
        speaker="user",
    ),
    # restriction_drop: the label's studio landline modifies the slot; the key says phone.
    _r(
        "zh",
        "restriction_drop",
        False,
        "钢琴调音 · 周师傅\n电话：13805712233\n工作室座机：0571-88123456\n地址：杭州市西湖区文三路88号",
        "0571-88123456",
        evidence="工作室座机：0571-88123456",
        key="周师傅/电话",
    ),
    # restriction_drop: the time frame zhoumo (weekends) is left out.
    _r(
        "zh",
        "restriction_drop",
        False,
        "朝阳献血屋常见问题\n朝阳献血屋采集全血、血小板和血浆。\n流动献血车周末停在西单，工作日停在国贸。",
        "流动献血车停在西单",
        evidence="流动献血车周末停在西单",
    ),
    # restriction_drop: the modifier zhensi (silk) narrows the dresses; dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "闲鱼私信 · 古着小铺\n阿杰：哈喽！我在闲鱼上卖日本古着，同名。真丝连衣裙要干洗哦。",
        "连衣裙要干洗",
        evidence="真丝连衣裙要干洗",
    ),
    # attribution: the mobile is the apprentice Xiao Li's, filed as Zhao's.
    _r(
        "zh",
        "attribution",
        False,
        "我是开锁的赵师傅，今天在城南有活。我徒弟小李的手机是13698765432，下午可以找他。",
        "13698765432",
        evidence="我徒弟小李的手机是13698765432",
        speaker="赵建国",
        key="赵建国/手机",
    ),
    # attribution: the WeChat is the assistant's, filed as the photographer's.
    _r(
        "zh",
        "attribution",
        False,
        "林摄影师：您好，合同的事我助理会跟进。我助理的微信是lin_studio_88，您加她就行。",
        "lin_studio_88",
        evidence="我助理的微信是lin_studio_88",
        speaker="林摄影师",
        key="林摄影师/微信",
    ),
    # negation: bu dropped; the value says the opposite.
    _r(
        "zh",
        "negation",
        False,
        "【迷城密室】\n“古宅”主题（以民国老宅为背景）适合有经验的玩家。该主题不适合十二岁以下的孩子。",
        "该主题适合十二岁以下的孩子",
        evidence="该主题不适合十二岁以下的孩子。",
    ),
    # negation: bu dropped from the visiting day.
    _r(
        "zh",
        "negation",
        False,
        (
            "周师傅：张姐您好，钢琴上周调过一次了，音准应该稳了。如果客厅有暖气，我周一可以过去调音。另外跟"
            "您说一声，我周日不上门。"
        ),
        "周师傅周日上门",
        evidence="我周日不上门。",
        speaker="周师傅",
    ),
    # tense: yiqian (formerly) dropped; the past role restated as current.
    _r(
        "zh",
        "tense",
        False,
        (
            "各位好：\n"
            "我负责合唱团的乐谱管理，请大家周四排练时把《弥赛亚》的谱子还给我。\n"
            "我以前是学校合唱团的乐谱管理员，知道谱子丢得有多快。\n"
            "小敏"
        ),
        "小敏是学校合唱团的乐谱管理员",
        evidence="我以前是学校合唱团的乐谱管理员",
        speaker="小敏",
    ),
    # tense: dangguo (was once) restated as shi (is).
    _r(
        "zh",
        "tense",
        False,
        "老王：我当过象棋俱乐部的会长，现在就是个普通会员。\n小周：那您肯定下得很好！",
        "老王是象棋俱乐部的会长",
        evidence="我当过象棋俱乐部的会长",
        speaker="老王",
    ),
    # number: the count of six car places is dropped.
    _r(
        "zh",
        "number",
        False,
        "【语音转文字】\n嗯，那个，售票处早上七点就开门了。08:30那班船还剩6个车位，你今晚赶紧在网上买。",
        "08:30那班船还剩车位",
        evidence="08:30那班船还剩6个车位",
    ),
    # number: three packets restated as two.
    _r(
        "zh",
        "number",
        False,
        (
            "【语音转文字】\n"
            "大家好，我是三号地的老陈。我种的是本地的老品种黄瓜。我有三包丝瓜种子可以换，周六给我留个位置。"
        ),
        "老陈有两包丝瓜种子可以换",
        evidence="我有三包丝瓜种子可以换",
        speaker="老陈",
    ),
    # condition: the ruguo-clause on the heating is dropped.
    _r(
        "zh",
        "condition",
        False,
        (
            "周师傅：张姐您好，钢琴上周调过一次了，音准应该稳了。如果客厅有暖气，我周一可以过去调音。另外跟"
            "您说一声，我周日不上门。"
        ),
        "周师傅周一可以过去调音",
        evidence="如果客厅有暖气，我周一可以过去调音。",
        speaker="周师傅",
    ),
    # condition: the dehua condition (renting the full set) is dropped.
    _r(
        "zh",
        "condition",
        False,
        "【语音转文字】\n就是说，我们，呃，下周二去取雪板。租全套装备的话，头盔免费。",
        "头盔免费",
        evidence="租全套装备的话，头盔免费。",
    ),
    # scope: zhiyou ... cai dropped.
    _r(
        "zh",
        "scope",
        False,
        (
            "【象棋俱乐部群公告】\n"
            "象棋俱乐部季度赛的报名费是50元。老刘（俱乐部会长）保管俱乐部的棋钟。只有会员才能把棋具借回家。"
        ),
        "会员能把棋具借回家",
        evidence="只有会员才能把棋具借回家。",
    ),
    # identifier: the order number cut short.
    _r(
        "zh",
        "identifier",
        False,
        (
            "【蓬莱轮渡】您已成功购票。订单号：PL20260315088。航线：蓬莱—长岛，3月15日08:30开航，车辆1台，"
            "乘客2人。请提前30分钟到售票处取票。"
        ),
        "PL20260315",
        evidence="订单号：PL20260315088",
        key="蓬莱轮渡/订单号",
    ),
)

BATCH_72: tuple[Realistic, ...] = _EN + _ES + _ZH
