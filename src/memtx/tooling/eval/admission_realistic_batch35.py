"""The realistic set's thirty-fifth batch: a blind measurement of the merged admission rules (issue 31, brief B35).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not: call
the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 (ninth session) by helper b35, without reading the admission rule's code (`memtx.core`: admission,
lexicon or anything else), docs/admission.md, docs/eval-admission.md, the tests or any other batch's records: only
DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines of batch 34 (its docstring and
first two records, for the format, the family names and the docstring's style). No scorer, `check_support` or
`memtx eval` was run on these records; the only checks run were the structural one the brief gives (counts, evidence
inside its source), ruff, mypy and `duplicates --change`. Every source is invented here, in domains the earlier batches
used little: veterinary clinics, car rentals, dental offices, solar installers, coworking spaces, moving companies,
wedding planners, language schools, pharmacies, game studios' player support, photography studios, public libraries,
marinas, sports clubs and recruiting agencies, in several registers (voicemail and voice-note transcripts with fillers,
chats with typos and emoji, tickets, tool outputs in JSON, e-mail signatures, forms, receipts, invoices and SMS).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Runs a book club for teenagers at her school`), a single item of a list, a clause without its aside
or without its shared-subject first conjunct, or a bare atomic value (an e-mail, URL, phone number, tracking or booking
code, amount with its currency, date or time phrase, a person's or place's name, a version number) under a key such as
`carlton_pharmacy/receipt_00412/total`. Keys vary in style: snake_case paths, Spanish and English words over Spanish
text, Chinese or mixed keys over Chinese text (`sharehub/三楼电话亭`), organization-and-person keys
(`talento_norte/marina_castells/email`) and mem0's `user/...`.

The batch holds 120 records, 40 per language (en, es, zh), and every language has the same mix. Faithful, 22: eight bare
atomic values (subspan), three filler drops, three speaker restatements, and two apiece of verbatim clauses,
shared-subject conjuncts (coordination), asides dropped (parenthetical) and single list items (list_item). Unfaithful,
18: three dropped restrictions (restriction_drop); two apiece of wrong_speaker, number, attribution, negation and
condition; and one apiece of scope, stitch, tense, evidence and parenthetical_restrictive. Evidence is copied character
for character from its source except in the three `evidence` records, whose quoted sentence the source does not contain.
The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the vet's discharge sentence copied whole; nothing is left out, so the evidence states the value.
    _r(
        "en",
        "verbatim",
        True,
        "Discharge summary - Maple Street Veterinary Clinic\nPatient: Biscuit (beagle, 6 y)\nBiscuit had two teeth "
        "extracted this morning and is recovering well. Soft food only for the next 5 days. Recheck booked for 14 "
        "March.",
        "Biscuit had two teeth extracted this morning and is recovering well",
        evidence="Biscuit had two teeth extracted this morning and is recovering well.",
        key="maple_street_vet/biscuit/treatment",
    ),
    # verbatim: the coworking house note's sentence copied whole, its date and reason kept.
    _r(
        "en",
        "verbatim",
        True,
        "Hi all, a quick house note from Foundry Desk. The roof terrace reopens on Monday 3 June after the repairs. "
        "Please keep the fire doors closed after 7pm.",
        "The roof terrace reopens on Monday 3 June after the repairs",
        evidence="The roof terrace reopens on Monday 3 June after the repairs.",
        key="foundry_desk/roof_terrace",
    ),
    # filler: the solar customer's voicemail loses "So, uh" and "like"; every content word of the fault stays.
    _r(
        "en",
        "filler",
        True,
        "Voicemail transcript (Brightfield Solar), 09:12: Hi, um, this is Gareth Lowe from 14 Orchard Close. So, uh, "
        "the inverter has been, like, showing a red light since yesterday. And the app says zero output. Call me "
        "back on 07700 900417, thanks.",
        "the inverter has been showing a red light since yesterday",
        evidence="So, uh, the inverter has been, like, showing a red light since yesterday.",
        speaker="Gareth Lowe",
        key="brightfield_solar/gareth_lowe/fault",
    ),
    # filler: a moving-company chat drops "so basically" and "lol"; the piano and "as well" are kept.
    _r(
        "en",
        "filler",
        True,
        "[Kingsway Movers live chat] Customer: hey!! so basically we need the piano moved as well lol 🎹 is that ok? "
        "its an upright, not a grand",
        "we need the piano moved as well",
        evidence="so basically we need the piano moved as well lol",
        key="kingsway_movers/job_4471/items",
    ),
    # filler: a dental caller's "so" and "um" go; the cracked filling and its side of the mouth are kept.
    _r(
        "en",
        "filler",
        True,
        "Call log, Smile Bright Dental. Receptionist: Smile Bright, how can I help?\nCaller (Nadia Kerr): Yeah hi, "
        "er, so I've got, um, a cracked filling on the lower left side. It's not painful yet.",
        "I've got a cracked filling on the lower left side",
        evidence="so I've got, um, a cracked filling on the lower left side.",
        speaker="Nadia Kerr",
        key="nadia_kerr/dental_issue",
    ),
    # speaker: the berth holder's "I keep my" restated with his name and agreeing verb and possessive.
    _r(
        "en",
        "speaker",
        True,
        "Kestrel Bay Marina – berth holders' WhatsApp\nHenrik Dahl: I keep my sailboat on pontoon D, berth 41, all "
        "year round. Anyone else wintering afloat?",
        "Henrik Dahl keeps his sailboat on pontoon D, berth 41, all year round",
        evidence="I keep my sailboat on pontoon D, berth 41, all year round.",
        speaker="Henrik Dahl",
        key="henrik_dahl/berth",
    ),
    # speaker: mem0's `User is` for the pharmacy customer's "I'm"; the drug and the allergy are unchanged.
    _r(
        "en",
        "speaker",
        True,
        "Carlton Pharmacy online consultation. Customer: I'm allergic to codeine, it makes me throw up. Is there "
        "something else for a bad tooth?",
        "User is allergic to codeine",
        evidence="I'm allergic to codeine",
        speaker="user",
        key="user/allergies",
    ),
    # speaker: the volunteer's clause with its subject left out and "my" agreeing as "her"; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        "Volunteer sign-up (Westbrook Public Library)\nName: Priya Raman\nWhy do you want to volunteer? I run a book "
        "club for teenagers at my school and would love to help with the summer reading challenge.",
        "Runs a book club for teenagers at her school",
        evidence="I run a book club for teenagers at my school",
        speaker="Priya Raman",
        key="priya_raman/activities",
    ),
    # coordination: the branch's second conjunct kept with the shared subject; the car count is a separate claim.
    _r(
        "en",
        "coordination",
        True,
        "Swiftline Car Rental – Gatwick North. The branch has 60 cars on site and opens at 5:30 for early flights. "
        "Shuttle from the North Terminal every 10 minutes.",
        "The branch opens at 5:30 for early flights",
        evidence="The branch has 60 cars on site and opens at 5:30 for early flights.",
        key="swiftline/gatwick_north/opening_time",
    ),
    # coordination: the player's "I … can't launch" conjunct kept whole with its negation and its patch number.
    _r(
        "en",
        "coordination",
        True,
        "Ticket #55031 (Pinecone Games Support) – Subject: crash on start\nI bought the Deluxe Edition on Steam and "
        "can't launch the game since patch 1.4.2. Verified files twice already.",
        "I can't launch the game since patch 1.4.2",
        evidence="I bought the Deluxe Edition on Steam and can't launch the game since patch 1.4.2.",
        key="ticket_55031/problem",
    ),
    # parenthetical: the aside only says where the studio is; the parking claim holds without it.
    _r(
        "en",
        "parenthetical",
        True,
        "Lumen Photography Studio – booking info. Our studio (the red brick building behind the station) has free "
        "parking for clients. Please arrive 10 minutes early for family shoots.",
        "Our studio has free parking for clients",
        evidence="Our studio (the red brick building behind the station) has free parking for clients.",
        key="lumen_studio/parking",
    ),
    # parenthetical: the dashed aside about the panel is a separate remark; the interview's slot is unchanged.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Jonas,\nGood news: your interview with Halvorsen Logistics – the panel will include their CFO, Maria "
        "Lund – is confirmed for Tuesday 11 February at 10:00. Bring photo ID.\nBest, Talentbridge Recruitment",
        "your interview with Halvorsen Logistics is confirmed for Tuesday 11 February at 10:00",
        evidence="your interview with Halvorsen Logistics – the panel will include their CFO, Maria Lund – is "
        "confirmed for Tuesday 11 February at 10:00.",
        key="jonas/halvorsen_interview",
    ),
    # list_item: one item of an `and` list with its head; membership still includes that court access.
    _r(
        "en",
        "list_item",
        True,
        "Riverside Sports Club – Adult membership (£42/month). Membership includes access to the gym, the indoor "
        "pool and the squash courts. Classes are booked separately.",
        "Membership includes access to the squash courts",
        evidence="Membership includes access to the gym, the indoor pool and the squash courts.",
        key="riverside_sports_club/adult_membership",
    ),
    # list_item: the couple booked all three; keeping one item of the list states something they said.
    _r(
        "en",
        "list_item",
        True,
        "From: Ellie Novak\nTo: Bloom & Vow Weddings\nHi Clara, update from us: for the reception we've booked a "
        "string quartet, a photo booth and a taco truck. Still looking for a florist!",
        "for the reception we've booked a taco truck",
        evidence="for the reception we've booked a string quartet, a photo booth and a taco truck.",
        speaker="Ellie Novak",
        key="ellie_novak_wedding/reception_bookings",
    ),
    # subspan: the vet's e-mail address taken whole from her signature line; the key names her and the slot.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nDr. Helen Marsh BVSc\nMaple Street Veterinary Clinic\nhelen.marsh@maplestreetvets.co.uk | "
        "01632 960 114",
        "helen.marsh@maplestreetvets.co.uk",
        evidence="helen.marsh@maplestreetvets.co.uk | 01632 960 114",
        key="maple_street_vet/helen_marsh/email",
    ),
    # subspan: the ticket's status URL taken whole; "at any time" is free choice and restricts nothing.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for contacting Pinecone Games Support! You can track your ticket status at "
        "https://support.pineconegames.com/tickets/55031 at any time. Average reply time: 2 days.",
        "https://support.pineconegames.com/tickets/55031",
        evidence="You can track your ticket status at https://support.pineconegames.com/tickets/55031 at any time.",
        key="pinecone_games/ticket_55031/status_url",
    ),
    # subspan: the roadside line's number from the rental SMS; the key names the line, and 24/7 limits nothing.
    _r(
        "en",
        "subspan",
        True,
        "SWIFTLINE: Your car is ready at Bay 12. Roadside assistance 24/7: +44 20 7946 0321. Reply STOP to opt out.",
        "+44 20 7946 0321",
        evidence="Roadside assistance 24/7: +44 20 7946 0321.",
        key="swiftline/roadside_assistance_phone",
    ),
    # subspan: the moving job's id from a tool's JSON line; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        'kingsway-dispatch> get_job --customer "O. Brennan"\n{"job_id": "MV-20931", "customer": "O. Brennan", '
        '"status": "in_transit", "truck": "Luton 3", "eta": "16:40"}',
        "MV-20931",
        evidence='"job_id": "MV-20931"',
        key="o_brennan/move/job_id",
    ),
    # subspan: the receipt's total with its currency; the TOTAL label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "CARLTON PHARMACY\nReceipt 00412\nAmoxicillin 500mg x21  £9.90\nIbuprofen 200mg x16  £2.15\nTOTAL  £12.05\n"
        "Paid by card",
        "£12.05",
        evidence="TOTAL  £12.05",
        key="carlton_pharmacy/receipt_00412/total",
    ),
    # subspan: the appointment's date and time from the reminder SMS addressed to Nadia; the key names the slot.
    _r(
        "en",
        "subspan",
        True,
        "Smile Bright Dental: reminder - Nadia, your hygienist appointment is on Thursday 20 March at 08:45. Reply C "
        "to confirm or call 01632 960 331.",
        "Thursday 20 March at 08:45",
        evidence="Nadia, your hygienist appointment is on Thursday 20 March at 08:45.",
        key="nadia_kerr/hygienist_appointment",
    ),
    # subspan: the consultant's name; "your consultant at Talentbridge is" is what the key says, for Jonas.
    _r(
        "en",
        "subspan",
        True,
        "Hi Jonas, welcome aboard. Your consultant at Talentbridge is Fiona McAllister; she'll send the shortlist by "
        "Friday.",
        "Fiona McAllister",
        evidence="Your consultant at Talentbridge is Fiona McAllister",
        key="jonas/talentbridge_consultant",
    ),
    # subspan: the launcher's version from the support bot's device dump; the field is the key's slot.
    _r(
        "en",
        "subspan",
        True,
        'support-bot> device_info ticket=55031\n{"app": "Pinecone Launcher", "app_version": "4.12.0", "os": '
        '"Windows 11", "gpu": "RTX 3060"}',
        "4.12.0",
        evidence='"app_version": "4.12.0"',
        key="ticket_55031/launcher_version",
    ),
    # --- negatives ---
    # restriction_drop: unlimited mileage holds only on weekly rentals; the value makes it hold for every rental.
    _r(
        "en",
        "restriction_drop",
        False,
        "Swiftline FAQ – Mileage. Unlimited mileage is included on weekly rentals. Daily rentals include 200 miles "
        "per day, then 25p per mile.",
        "Unlimited mileage is included",
        evidence="Unlimited mileage is included on weekly rentals.",
        key="swiftline/mileage_policy",
    ),
    # restriction_drop: guests are allowed on weekday evenings only; dropping the time frame widens the rule.
    _r(
        "en",
        "restriction_drop",
        False,
        "Foundry Desk house rules (v3). Members can bring guests to the roof terrace on weekday evenings. No glass "
        "outside, please.",
        "Members can bring guests to the roof terrace",
        evidence="Members can bring guests to the roof terrace on weekday evenings.",
        key="foundry_desk/guest_policy",
    ),
    # restriction_drop: the number is the out-of-hours line, not the pharmacy's phone; the modifier is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Carlton Pharmacy – open Mon–Sat 8:30–18:00. Our out-of-hours line is 01632 960 778. During opening hours "
        "just pop in.",
        "01632 960 778",
        evidence="Our out-of-hours line is 01632 960 778.",
        key="carlton_pharmacy/phone",
    ),
    # wrong_speaker: the retriever is the receptionist's (her turn says "I have"); Lucy said she has a collie.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Maple Street Vets chat\nReceptionist (Dana): I have a golden retriever at home too, she's 9.\nLucy Tran: aw! "
        "Mine's a collie, Pepper, she's 4.",
        "Lucy Tran has a golden retriever at home too",
        evidence="I have a golden retriever at home too",
        speaker="Lucy Tran",
        key="lucy_tran/pets",
    ),
    # wrong_speaker: the gluten intolerance is Ellie's husband's, not Ellie's own.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Ellie Novak: Hi! Quick one for the menu – my husband is gluten intolerant, and my mum doesn't eat pork. "
        "Everyone else eats anything 😊",
        "Ellie Novak is gluten intolerant",
        evidence="my husband is gluten intolerant",
        speaker="Ellie Novak",
        key="ellie_novak/dietary_needs",
    ),
    # number: two of the four vans are booked; the value drops "Two of" and books all four.
    _r(
        "en",
        "number",
        False,
        "Kingsway Movers dispatch note: Two of our four vans are booked on Saturday. Sunday is wide open.",
        "our four vans are booked on Saturday",
        evidence="Two of our four vans are booked on Saturday.",
        key="kingsway_movers/saturday_availability",
    ),
    # number: "around £52,000" is an estimate; the bare amount states an exact salary the source never gave.
    _r(
        "en",
        "number",
        False,
        "Hi Jonas, on the Halvorsen analyst role: the role pays around £52,000, and they review salaries every April.",
        "£52,000",
        evidence="the role pays around £52,000",
        key="halvorsen_logistics/analyst_role/salary",
    ),
    # attribution: the estimator's opinion ("thinks") is restated as a fact about the move.
    _r(
        "en",
        "attribution",
        False,
        "Survey notes, Brennan move (MV-20931): 2-bed flat, 3rd floor, no lift. The estimator thinks everything will "
        "fit in one Luton van.",
        "everything will fit in one Luton van",
        evidence="The estimator thinks everything will fit in one Luton van.",
        key="o_brennan/move/van_count",
    ),
    # attribution: the breeder's claim is restated as the clinic's finding about Pepper.
    _r(
        "en",
        "attribution",
        False,
        "New patient form – Pepper (collie, 4 y), owner Lucy Tran. Vaccination history: according to the breeder, "
        "Pepper is fully vaccinated. No certificate provided.",
        "Pepper is fully vaccinated",
        evidence="according to the breeder, Pepper is fully vaccinated.",
        key="lucy_tran/pepper/vaccination_status",
    ),
    # negation: the branch is not accepting new NHS patients; the value drops "not" and says it is.
    _r(
        "en",
        "negation",
        False,
        "Smile Bright Dental – Elm Road. Please note the Elm Road branch is not accepting new NHS patients. Private "
        "check-ups start at £55.",
        "the Elm Road branch is accepting new NHS patients",
        evidence="the Elm Road branch is not accepting new NHS patients.",
        key="smile_bright/elm_road/nhs_patients",
    ),
    # negation: cross-save is "no longer" supported; the value says it is supported.
    _r(
        "en",
        "negation",
        False,
        "Patch 2.3 notes: Cross-save is no longer supported between PS4 and PC. Existing saves stay on the platform "
        "they were made on.",
        "Cross-save is supported between PS4 and PC",
        evidence="Cross-save is no longer supported between PS4 and PC.",
        key="pinecone_games/cross_save",
    ),
    # condition: the kiosk pickup applies only to arrivals after 20:00; the value drops the "If" clause.
    _r(
        "en",
        "condition",
        False,
        "Kestrel Bay Marina – visitor info. If you arrive after 20:00, collect your gate fob from the fuel-dock "
        "kiosk. Otherwise the harbour office has it.",
        "collect your gate fob from the fuel-dock kiosk",
        evidence="If you arrive after 20:00, collect your gate fob from the fuel-dock kiosk.",
        key="kestrel_bay/gate_fob_pickup",
    ),
    # condition: "unless it's a one-way hire booked at a discount" is dropped, making the return rule unconditional.
    _r(
        "en",
        "condition",
        False,
        "Swiftline T&Cs 4.2: You can return the car to any branch, unless it's a one-way hire booked at a discount.",
        "You can return the car to any branch",
        evidence="You can return the car to any branch, unless it's a one-way hire booked at a discount.",
        key="swiftline/return_policy",
    ),
    # scope: "Most of our ebooks" becomes all of them; the loan period is not the rule for every ebook.
    _r(
        "en",
        "scope",
        False,
        "Westbrook Public Library – eLending. Most of our ebooks can be borrowed for 21 days. Audiobooks are 14 days.",
        "our ebooks can be borrowed for 21 days",
        evidence="Most of our ebooks can be borrowed for 21 days.",
        key="westbrook_library/ebook_loan_period",
    ),
    # stitch: desk 14's subject with another sentence's predicate; desk 14 is reserved, the window desks are free.
    _r(
        "en",
        "stitch",
        False,
        "Foundry Desk bookings: Desk 14 is reserved for Marcus until Friday. The window desks are free from Monday.",
        "Desk 14 is free from Monday",
        evidence="Desk 14 is reserved for Marcus until Friday. The window desks are free from Monday.",
        key="foundry_desk/desk_14/availability",
    ),
    # tense: "I used to coach" is past; the value says Owen coaches the team now.
    _r(
        "en",
        "tense",
        False,
        "Riverside Sports Club – member profile. Owen Pryce: I used to coach the under-14 hockey team, but these days "
        "I just play on Sundays.",
        "I coach the under-14 hockey team",
        evidence="I used to coach the under-14 hockey team",
        speaker="Owen Pryce",
        key="owen_pryce/club_role",
    ),
    # evidence: the quoted sentence about a Salamanca trip is nowhere in the language school's timetable.
    _r(
        "en",
        "evidence",
        False,
        "Lingua House – Spring term. Intermediate Spanish runs Tuesdays 18:30–20:00 in Room 4. Course books are sold "
        "at reception.",
        "Intermediate Spanish includes a free trip to Salamanca",
        evidence="Intermediate Spanish includes a free trip to Salamanca.",
        key="lingua_house/intermediate_spanish",
    ),
    # parenthetical_restrictive: the aside limits the delivery promise to orders paid in full; dropping it widens it.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Lumen Photography Studio – FAQ. Digital files are delivered within 10 days (for orders paid in full). Prints "
        "take longer.",
        "Digital files are delivered within 10 days",
        evidence="Digital files are delivered within 10 days (for orders paid in full).",
        key="lumen_studio/delivery_time",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the clinic's WhatsApp sentence about Luna copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Clínica Veterinaria Los Olivos: Hola Marta, Luna ya está despierta tras la esterilización. Puede pasar a "
        "recogerla a partir de las 18:00.",
        "Luna ya está despierta tras la esterilización",
        evidence="Luna ya está despierta tras la esterilización.",
        key="marta_gil/luna/estado",
    ),
    # verbatim: the academy's sentence with the course start date copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Estimada Sra. Ortega: Le confirmamos que su hijo Daniel ha superado la prueba de nivel B2. Las clases "
        "empiezan el lunes 7 de octubre. Atentamente, Academia Babel",
        "Las clases empiezan el lunes 7 de octubre",
        evidence="Las clases empiezan el lunes 7 de octubre.",
        key="academia_babel/daniel_ortega/inicio_clases",
    ),
    # filler: "Pues nada, o sea" and "¿vale?" go from the voice note; the sofa bed and Málaga stay.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (Mudanzas Rápidas Sur): Hola, eh, soy Javier Molina. Pues nada, o sea, que al final el sofá "
        "cama también se viene a Málaga, ¿vale? Gracias.",
        "al final el sofá cama también se viene a Málaga",
        evidence="Pues nada, o sea, que al final el sofá cama también se viene a Málaga, ¿vale?",
        speaker="Javier Molina",
        key="javier_molina/mudanza/muebles",
    ),
    # filler: the chat's "pues mira, es que" and "jaja" go; the bleeding gums and when they bleed are kept.
    _r(
        "es",
        "filler",
        True,
        "Chat Clínica Dental Sonrisa\nIrene Soler: hola buenas 😊 pues mira, es que me sangran las encías cuando me "
        "cepillo jaja, es normal??",
        "me sangran las encías cuando me cepillo",
        evidence="pues mira, es que me sangran las encías cuando me cepillo jaja",
        speaker="Irene Soler",
        key="irene_soler/sintomas",
    ),
    # filler: the caller's "mire, bueno" and "eh" go; the south roof and the two years stay.
    _r(
        "es",
        "filler",
        True,
        "Transcripción llamada – Solaria Instalaciones, cliente 3381: Sí, mire, bueno, los paneles los pusieron en "
        "el tejado orientado al sur, eh, hace dos años. Desde entonces ningún problema.",
        "los paneles los pusieron en el tejado orientado al sur hace dos años",
        evidence="mire, bueno, los paneles los pusieron en el tejado orientado al sur, eh, hace dos años.",
        key="solaria/cliente_3381/instalacion",
    ),
    # speaker: "Tengo un velero" restated with the speaker's name and a third-person verb.
    _r(
        "es",
        "speaker",
        True,
        "Formulario de amarre – Puerto Deportivo de Altea. Observaciones del titular (Álvaro Ruiz): Tengo un velero "
        "de 9 metros amarrado en el pantalán B.",
        "Álvaro Ruiz tiene un velero de 9 metros amarrado en el pantalán B",
        evidence="Tengo un velero de 9 metros amarrado en el pantalán B.",
        speaker="Álvaro Ruiz",
        key="alvaro_ruiz/embarcacion",
    ),
    # speaker: mem0's `Usuario toma` for the customer's "Tomo"; drug and time of day unchanged.
    _r(
        "es",
        "speaker",
        True,
        "Farmacia del Carmen – consulta online. Hola. Soy diabética tipo 2. Tomo metformina por las mañanas y me "
        "gustaría saber si puedo tomar ibuprofeno.",
        "Usuario toma metformina por las mañanas",
        evidence="Tomo metformina por las mañanas",
        speaker="user",
        key="user/medicacion",
    ),
    # speaker: the padel player's clause with its subject left out, "mi" agreeing as "su".
    _r(
        "es",
        "speaker",
        True,
        "Alta de socia – Club de Pádel Las Dunas\nNombre: Nuria Campos\nNivel y hábitos: Juego al pádel tres veces "
        "por semana con mi hermana.",
        "Juega al pádel tres veces por semana con su hermana",
        evidence="Juego al pádel tres veces por semana con mi hermana.",
        speaker="Nuria Campos",
        key="nuria_campos/deporte",
    ),
    # coordination: the space's second conjunct kept with the shared subject; the desk count is a separate claim.
    _r(
        "es",
        "coordination",
        True,
        "Coworking La Nave (Valencia). El espacio tiene 80 puestos y abre los sábados hasta las 14:00. El café es "
        "libre para residentes.",
        "El espacio abre los sábados hasta las 14:00",
        evidence="El espacio tiene 80 puestos y abre los sábados hasta las 14:00.",
        key="coworking_la_nave/horario_sabado",
    ),
    # coordination: the candidate's second conjunct (what she looks for now) kept whole, the past job left out.
    _r(
        "es",
        "coordination",
        True,
        "Talento Norte – entrevista inicial. Candidata Lucía Ferrer: Trabajé cinco años en Inditex y ahora busco un "
        "puesto de jefa de producto en Barcelona.",
        "ahora busco un puesto de jefa de producto en Barcelona",
        evidence="Trabajé cinco años en Inditex y ahora busco un puesto de jefa de producto en Barcelona.",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/busqueda_empleo",
    ),
    # parenthetical: the aside only says where the estate is; its capacity holds without it.
    _r(
        "es",
        "parenthetical",
        True,
        "Hola Ana y Pablo: os paso la info que pedisteis. La finca (a unos 20 minutos de Segovia) tiene capacidad "
        "para 150 invitados. Un abrazo, Bodas Lavanda",
        "La finca tiene capacidad para 150 invitados",
        evidence="La finca (a unos 20 minutos de Segovia) tiene capacidad para 150 invitados.",
        key="boda_ana_pablo/finca/capacidad",
    ),
    # parenthetical: the appositive names the photographer; dropping it leaves the same claim about her job.
    _r(
        "es",
        "parenthetical",
        True,
        "Estudio Lumière – sesiones. Nuestra fotógrafa, Carla Méndez, se encarga de las sesiones de recién nacidos. "
        "Reserva con dos semanas de antelación.",
        "Nuestra fotógrafa se encarga de las sesiones de recién nacidos",
        evidence="Nuestra fotógrafa, Carla Méndez, se encarga de las sesiones de recién nacidos.",
        key="estudio_lumiere/sesiones_recien_nacidos",
    ),
    # list_item: one item of a `y` list with its verb; the pharmacy does accept Bizum.
    _r(
        "es",
        "list_item",
        True,
        "Farmacia del Carmen · C/ Mayor 12 · Aceptamos efectivo, tarjeta y Bizum. Encargos por WhatsApp.",
        "Aceptamos Bizum",
        evidence="Aceptamos efectivo, tarjeta y Bizum.",
        key="farmacia_del_carmen/formas_de_pago",
    ),
    # list_item: one of the children's room activities, with the place and `hay` kept.
    _r(
        "es",
        "list_item",
        True,
        "Biblioteca Municipal de Gijón – agenda de octubre. En la sala infantil hay cuentacuentos, talleres de cómic "
        "y club de lectura juvenil.",
        "En la sala infantil hay talleres de cómic",
        evidence="En la sala infantil hay cuentacuentos, talleres de cómic y club de lectura juvenil.",
        key="biblioteca_gijon/sala_infantil/actividades",
    ),
    # subspan: the consultant's e-mail from her signature block; the key names her firm, her and the slot.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nMarina Castells\nConsultora de Selección | Talento Norte\nmarina.castells@talentonorte.es\nTel. "
        "944 123 456",
        "marina.castells@talentonorte.es",
        evidence="Marina Castells\nConsultora de Selección | Talento Norte\nmarina.castells@talentonorte.es",
        key="talento_norte/marina_castells/email",
    ),
    # subspan: the timetable URL taken whole; "cuando quieras" is free choice and restricts nothing.
    _r(
        "es",
        "subspan",
        True,
        "¡Bienvenido a Academia Babel! Puedes consultar tu horario en https://campus.academiababel.es/horarios "
        "cuando quieras.",
        "https://campus.academiababel.es/horarios",
        evidence="Puedes consultar tu horario en https://campus.academiababel.es/horarios cuando quieras.",
        key="academia_babel/horarios_url",
    ),
    # subspan: the roadside assistance number from the rental SMS; the key names that line.
    _r(
        "es",
        "subspan",
        True,
        "AUTOSOL: Su vehículo le espera en la planta -1 del parking P2. Asistencia en carretera: 900 102 030. Buen "
        "viaje.",
        "900 102 030",
        evidence="Asistencia en carretera: 900 102 030.",
        key="autosol/asistencia_carretera/telefono",
    ),
    # subspan: the booking locator after its label; the key's `localizador` is the label.
    _r(
        "es",
        "subspan",
        True,
        "Su reserva de coche está confirmada. Localizador: AS-7Q4K92. Recogida: aeropuerto de Alicante, 12/07 a las "
        "10:30.",
        "AS-7Q4K92",
        evidence="Localizador: AS-7Q4K92.",
        key="reserva_autosol/localizador",
    ),
    # subspan: the invoice total with its currency; "(IVA incluido)" only glosses what it includes.
    _r(
        "es",
        "subspan",
        True,
        "Estudio Lumière – Factura F-2025-118\nSesión de familia (1 h): 180,00 €\nÁlbum 20x20: 95,00 €\nTotal (IVA "
        "incluido): 275,00 €",
        "275,00 €",
        evidence="Total (IVA incluido): 275,00 €",
        key="estudio_lumiere/factura_f_2025_118/total",
    ),
    # subspan: the date of Luna's next vaccine; the key carries "próxima vacuna" and Luna.
    _r(
        "es",
        "subspan",
        True,
        "Clínica Veterinaria Los Olivos: Marta, te recordamos que la próxima vacuna de Luna es el 15 de noviembre. "
        "Pide cita en el 961 555 000.",
        "15 de noviembre",
        evidence="la próxima vacuna de Luna es el 15 de noviembre.",
        key="marta_gil/luna/proxima_vacuna",
    ),
    # subspan: the harbour master's name after "se llama"; the key names the role.
    _r(
        "es",
        "subspan",
        True,
        "Puerto Deportivo de Altea – información para visitantes. El capitán del puerto se llama Rafael Ortiz y "
        "atiende en la torre de control.",
        "Rafael Ortiz",
        evidence="El capitán del puerto se llama Rafael Ortiz",
        key="puerto_altea/capitan_puerto",
    ),
    # subspan: the destination address from the mover's JSON; the field `destino` is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        '{"servicio": "mudanza", "cliente": "Javier Molina", "origen": "Calle Alcalá 210, Madrid", "destino": '
        '"Avenida de Andalucía 45, Málaga", "fecha": "2025-03-14"}',
        "Avenida de Andalucía 45, Málaga",
        evidence='"destino": "Avenida de Andalucía 45, Málaga"',
        key="javier_molina/mudanza/destino",
    ),
    # --- negatives ---
    # restriction_drop: the surcharge is for drivers under 25; the value charges every driver.
    _r(
        "es",
        "restriction_drop",
        False,
        "AUTOSOL – condiciones. Los conductores menores de 25 años pagan un suplemento diario de 12 €. El segundo "
        "conductor es gratis.",
        "Los conductores pagan un suplemento diario de 12 €",
        evidence="Los conductores menores de 25 años pagan un suplemento diario de 12 €.",
        key="autosol/suplemento_conductor",
    ),
    # restriction_drop: only the large meeting room is included; dropping "grande" includes any meeting room.
    _r(
        "es",
        "restriction_drop",
        False,
        "Coworking La Nave – tarifas. La sala de reuniones grande está incluida en la tarifa de residentes. La pequeña "
        "se paga aparte.",
        "La sala de reuniones está incluida en la tarifa de residentes",
        evidence="La sala de reuniones grande está incluida en la tarifa de residentes.",
        key="coworking_la_nave/sala_reuniones",
    ),
    # restriction_drop: the number is the night emergency line, not the clinic's phone; the modifier is dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Clínica Veterinaria Los Olivos. El teléfono de urgencias nocturnas es el 961 555 010. Horario de consulta: "
        "9:00–20:00.",
        "961 555 010",
        evidence="El teléfono de urgencias nocturnas es el 961 555 010.",
        key="clinica_los_olivos/telefono",
    ),
    # wrong_speaker: the Persian cat is the receptionist's ("Yo también tengo"); Marta's Luna is a mixed breed.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Chat Los Olivos\nRecepción (Sara): Yo también tengo un gato persa, se llama Miso.\nMarta Gil: ¡Qué bonito! "
        "Luna es mestiza.",
        "Marta Gil también tiene un gato persa",
        evidence="Yo también tengo un gato persa",
        speaker="Marta Gil",
        key="marta_gil/mascotas",
    ),
    # wrong_speaker: the shellfish allergy is Ana's husband's, not Ana's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Ana Vidal: Hola Clara, para el menú: mi marido es alérgico al marisco y mi madre es vegetariana. ¡Gracias!",
        "Ana Vidal es alérgica al marisco",
        evidence="mi marido es alérgico al marisco",
        speaker="Ana Vidal",
        key="ana_vidal/alergias",
    ),
    # number: two of the three movers arrive at 8:00; the value drops "Dos de" and has all three arrive.
    _r(
        "es",
        "number",
        False,
        "Mudanzas Rápidas Sur – aviso: Dos de los tres operarios llegarán a las 8:00. El tercero viene con el camión "
        "a las 9:30.",
        "los tres operarios llegarán a las 8:00",
        evidence="Dos de los tres operarios llegarán a las 8:00.",
        key="javier_molina/mudanza/llegada_operarios",
    ),
    # number: "unos 240 €" is an approximation; the bare amount states an exact fee.
    _r(
        "es",
        "number",
        False,
        "Club Náutico Dénia – socios. La cuota anual cuesta unos 240 €. Se paga en enero.",
        "240 €",
        evidence="La cuota anual cuesta unos 240 €",
        key="club_nautico_denia/cuota_anual",
    ),
    # attribution: the seller's claim is restated as a fact about the boat's engine.
    _r(
        "es",
        "attribution",
        False,
        "Álvaro Ruiz: Según el vendedor, el motor del barco se revisó en marzo. No tengo la factura todavía.",
        "el motor del barco se revisó en marzo",
        evidence="Según el vendedor, el motor del barco se revisó en marzo.",
        speaker="Álvaro Ruiz",
        key="alvaro_ruiz/barco/revision_motor",
    ),
    # attribution: the technician only believes ("cree que") the inverter is broken; the value asserts it.
    _r(
        "es",
        "attribution",
        False,
        "Solaria – parte de visita 3381: El técnico cree que el inversor está averiado; pendiente de diagnóstico del "
        "fabricante.",
        "el inversor está averiado",
        evidence="El técnico cree que el inversor está averiado",
        key="solaria/cliente_3381/inversor_estado",
    ),
    # negation: the pharmacy does not open on Sunday afternoons; the value drops "no".
    _r(
        "es",
        "negation",
        False,
        "Farmacia del Carmen – horario: lunes a sábado de 9:00 a 21:00. La farmacia no abre los domingos por la tarde.",
        "La farmacia abre los domingos por la tarde",
        evidence="La farmacia no abre los domingos por la tarde.",
        key="farmacia_del_carmen/horario_domingo",
    ),
    # negation: "Todavía no he recibido" becomes "He recibido"; the player says the code never arrived.
    _r(
        "es",
        "negation",
        False,
        "Ticket #8823 – Soporte Estudio Garnacha Games. Todavía no he recibido el código de la edición coleccionista "
        "y pagué hace una semana.",
        "He recibido el código de la edición coleccionista",
        evidence="Todavía no he recibido el código de la edición coleccionista",
        speaker="user",
        key="ticket_8823/codigo_coleccionista",
    ),
    # condition: the move to the indoor studio happens only if it rains; the value drops the "Si".
    _r(
        "es",
        "condition",
        False,
        "Estudio Lumière: Hola Ana, sobre la preboda del sábado: si llueve, la sesión de fotos se traslada al estudio "
        "de la calle Mayor.",
        "la sesión de fotos se traslada al estudio de la calle Mayor",
        evidence="si llueve, la sesión de fotos se traslada al estudio de la calle Mayor.",
        key="boda_ana_pablo/preboda/lugar",
    ),
    # condition: phone renewal holds "siempre que no haya reservas"; the value drops the proviso.
    _r(
        "es",
        "condition",
        False,
        "Biblioteca Municipal de Gijón. Puede renovar el préstamo por teléfono siempre que no haya reservas del "
        "ejemplar.",
        "Puede renovar el préstamo por teléfono",
        evidence="Puede renovar el préstamo por teléfono siempre que no haya reservas del ejemplar.",
        key="biblioteca_gijon/renovacion",
    ),
    # scope: "La mayoría de las pistas" becomes every court; some courts have no lights.
    _r(
        "es",
        "scope",
        False,
        "Club de Pádel Las Dunas – instalaciones. La mayoría de las pistas tienen iluminación para jugar de noche.",
        "las pistas tienen iluminación para jugar de noche",
        evidence="La mayoría de las pistas tienen iluminación para jugar de noche.",
        key="padel_las_dunas/iluminacion",
    ),
    # stitch: Dr. Paredes's subject with the next sentence's predicate; the extractions are Dr. Gómez's.
    _r(
        "es",
        "stitch",
        False,
        "Clínica Dental Sonrisa – equipo. La Dra. Paredes atiende los lunes. El Dr. Gómez hace las extracciones.",
        "La Dra. Paredes hace las extracciones",
        evidence="La Dra. Paredes atiende los lunes. El Dr. Gómez hace las extracciones.",
        key="clinica_sonrisa/extracciones",
    ),
    # tense: the address is Irene's old e-mail ("antiguo", "era"), not her current one.
    _r(
        "es",
        "tense",
        False,
        "Irene Soler: Perdona, mi correo antiguo era irene.soler82@hotmail.com, ya no lo miro. Escribidme por aquí.",
        "irene.soler82@hotmail.com",
        evidence="mi correo antiguo era irene.soler82@hotmail.com",
        speaker="Irene Soler",
        key="irene_soler/email",
    ),
    # evidence: home delivery is quoted, but the pharmacy's notice says nothing of it.
    _r(
        "es",
        "evidence",
        False,
        "Farmacia del Carmen · C/ Mayor 12 · Aceptamos efectivo, tarjeta y Bizum. Encargos por WhatsApp.",
        "Hacemos entregas a domicilio gratuitas",
        evidence="Hacemos entregas a domicilio gratuitas.",
        key="farmacia_del_carmen/entregas",
    ),
    # parenthetical_restrictive: the aside limits free parking to patients with an appointment.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Clínica Dental Sonrisa – cómo llegar. El parking es gratuito (solo para pacientes con cita). Metro: línea 3.",
        "El parking es gratuito",
        evidence="El parking es gratuito (solo para pacientes con cita).",
        key="clinica_sonrisa/parking",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the clinic's SMS clause about the surgery copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "【安心宠物医院】豆豆的绝育手术已顺利完成，麻醉已经苏醒。请于今天18:00后来院接回。",
        "豆豆的绝育手术已顺利完成",
        evidence="豆豆的绝育手术已顺利完成",
        key="安心宠物医院/豆豆/手术",
    ),
    # verbatim: the coworking notice's clause about the third-floor booth copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "各位会员好：三楼的电话亭已经修好了，可以正常使用。如有问题请找前台。——ShareHub联合办公",
        "三楼的电话亭已经修好了",
        evidence="三楼的电话亭已经修好了",
        key="sharehub/三楼电话亭",
    ),
    # filler: "那个" and "嗯" go from the call transcript; the fridge and "也要一起搬" stay.
    _r(
        "zh",
        "filler",
        True,
        "通话转写（蚂蚁搬家，订单0923）：喂，你好，那个，我们家的冰箱嗯也要一起搬，就是双开门的那台。",
        "我们家的冰箱也要一起搬",
        evidence="那个，我们家的冰箱嗯也要一起搬",
        key="蚂蚁搬家/订单0923/搬运物品",
    ),
    # filler: "就是说", "吧" and the laugh go from the chat; the tooth and when it hurts stay.
    _r(
        "zh",
        "filler",
        True,
        "微笑口腔在线咨询\n李静：哈哈就是说我右边的后牙吧，一喝冷水就疼😂 要紧吗",
        "我右边的后牙一喝冷水就疼",
        evidence="就是说我右边的后牙吧，一喝冷水就疼",
        speaker="李静",
        key="李静/牙齿症状",
    ),
    # filler: "嗯，这个" and "啊" go from the voice note; the inverter screen and since when stay.
    _r(
        "zh",
        "filler",
        True,
        "语音留言转写（阳光光伏售后）：嗯，这个，逆变器的屏幕啊，从昨天开始就一直黑着。麻烦你们派人来看看。王建国",
        "逆变器的屏幕从昨天开始就一直黑着",
        evidence="嗯，这个，逆变器的屏幕啊，从昨天开始就一直黑着。",
        speaker="王建国",
        key="阳光光伏/王建国/故障",
    ),
    # speaker: "我的游艇" restated with the speaker's name; berth and zone unchanged.
    _r(
        "zh",
        "speaker",
        True,
        "蓝湾游艇码头业主群\n陈海：我的游艇停在C区12号泊位，这周末要出海的可以一起。",
        "陈海的游艇停在C区12号泊位",
        evidence="我的游艇停在C区12号泊位",
        speaker="陈海",
        key="陈海/泊位",
    ),
    # speaker: mem0's `用户` for the customer's "我"; the allergy unchanged.
    _r(
        "zh",
        "speaker",
        True,
        "康宁大药房在线问诊：您好，我对青霉素过敏。嗓子发炎能吃什么药？",
        "用户对青霉素过敏",
        evidence="我对青霉素过敏",
        speaker="user",
        key="user/过敏",
    ),
    # speaker: the learner's clause with "我" left out; days and "在学" kept.
    _r(
        "zh",
        "speaker",
        True,
        "樱花日语学校 学员档案\n姓名：周雨\n学习情况：我每周二和周四晚上在学日语，目标是明年考N2。",
        "每周二和周四晚上在学日语",
        evidence="我每周二和周四晚上在学日语",
        speaker="周雨",
        key="周雨/课程安排",
    ),
    # coordination: the store's second conjunct kept with the shared subject; the fleet size is a separate claim.
    _r(
        "zh",
        "coordination",
        True,
        "一嗨租车浦东机场店：这家门店有三十多辆车，早上六点就开门。机场到门店有免费接驳车。",
        "这家门店早上六点就开门",
        evidence="这家门店有三十多辆车，早上六点就开门",
        key="一嗨租车/浦东机场店/营业时间",
    ),
    # coordination: the candidate's "我…现在想找" conjunct kept; the key names a job wish, so the want frame fits.
    _r(
        "zh",
        "coordination",
        True,
        "猎头初面记录\n候选人赵敏：我在华为做了六年硬件测试，现在想找上海的测试经理岗位。",
        "我现在想找上海的测试经理岗位",
        evidence="我在华为做了六年硬件测试，现在想找上海的测试经理岗位",
        speaker="赵敏",
        key="赵敏/求职意向",
    ),
    # parenthetical: the bracketed aside only says where the venue is; its capacity holds without it.
    _r(
        "zh",
        "parenthetical",
        True,
        "林晓、陈浩你们好：婚礼场地（就在西湖边上，离酒店很近）可以容纳两百位宾客。——花语婚礼策划",
        "婚礼场地可以容纳两百位宾客",
        evidence="婚礼场地（就在西湖边上，离酒店很近）可以容纳两百位宾客",
        key="林晓陈浩婚礼/场地/容量",
    ),
    # parenthetical: the dashed aside describes the photographer; the claim about who shoots stays.
    _r(
        "zh",
        "parenthetical",
        True,
        "光影摄影工作室：我们的摄影师——小秦，拍了八年儿童照——负责这次的全家福。拍摄当天请提前半小时到。",
        "我们的摄影师负责这次的全家福",
        evidence="我们的摄影师——小秦，拍了八年儿童照——负责这次的全家福",
        key="光影摄影工作室/全家福拍摄",
    ),
    # list_item: one item of the `、…和` payment list with its verb; the pharmacy does take Alipay.
    _r(
        "zh",
        "list_item",
        True,
        "康宁大药房温馨提示：本店支持微信、支付宝和银联刷卡。医保卡仅限处方药。",
        "本店支持支付宝",
        evidence="本店支持微信、支付宝和银联刷卡",
        key="康宁大药房/支付方式",
    ),
    # list_item: one of the facilities members may use, with its subject and verb kept.
    _r(
        "zh",
        "list_item",
        True,
        "飞羽体育俱乐部年卡说明：会员可以使用羽毛球馆、游泳池和健身房。私教课另行收费。",
        "会员可以使用游泳池",
        evidence="会员可以使用羽毛球馆、游泳池和健身房",
        key="飞羽俱乐部/年卡会员权益",
    ),
    # subspan: the consultant's e-mail after its 邮箱 label in her signature.
    _r(
        "zh",
        "subspan",
        True,
        "祝好！\n钱薇 | 高级顾问\n智联猎头（上海）\n邮箱：qian.wei@zhilian-hr.cn\n电话：021-6288 3310",
        "qian.wei@zhilian-hr.cn",
        evidence="邮箱：qian.wei@zhilian-hr.cn",
        key="智联猎头/钱薇/邮箱",
    ),
    # subspan: the renewal URL taken whole; the key names what the site is for.
    _r(
        "zh",
        "subspan",
        True,
        "【杭州图书馆】您借阅的《三体》将于5天后到期。您可以在 https://lib.hzpl.cn/renew 在线续借图书。",
        "https://lib.hzpl.cn/renew",
        evidence="您可以在 https://lib.hzpl.cn/renew 在线续借图书",
        key="杭州图书馆/续借网址",
    ),
    # subspan: the front-desk phone number after its label; the key carries 前台电话, the line the label names.
    _r(
        "zh",
        "subspan",
        True,
        "【安心宠物医院】豆豆主人您好，术后如有异常请及时联系我们。医院前台电话：0571-8765 4321。",
        "0571-8765 4321",
        evidence="医院前台电话：0571-8765 4321",
        key="安心宠物医院/前台电话",
    ),
    # subspan: the courier tracking number after its 单号 label.
    _r(
        "zh",
        "subspan",
        True,
        "【蚂蚁搬家】您寄送的两箱书籍已发出，顺丰单号：SF1402873365521，预计明天送达。",
        "SF1402873365521",
        evidence="顺丰单号：SF1402873365521",
        key="蚂蚁搬家/订单0923/快递单号",
    ),
    # subspan: the rental bill's total after 合计; the key names the total.
    _r(
        "zh",
        "subspan",
        True,
        "租车费用明细（订单ZC2025031）\n车辆租金（3天）：¥480.00\n基本保险：¥150.00\n合计：¥630.00",
        "¥630.00",
        evidence="合计：¥630.00",
        key="一嗨租车/ZC2025031/合计",
    ),
    # subspan: the cleaning appointment's date and time; the key names the appointment, the SMS addresses 李静.
    _r(
        "zh",
        "subspan",
        True,
        "【微笑口腔】李静您好，您的洗牙预约时间为3月20日下午2:30，请提前10分钟到达。",
        "3月20日下午2:30",
        evidence="李静您好，您的洗牙预约时间为3月20日下午2:30",
        key="李静/洗牙预约时间",
    ),
    # subspan: the host's name; the key names the wedding and the role, 老师 is only a courtesy title.
    _r(
        "zh",
        "subspan",
        True,
        "花语婚礼策划：林晓，跟你确认一下，你们这场婚礼的主持人是刘洋老师，彩排定在前一天下午。",
        "刘洋",
        evidence="你们这场婚礼的主持人是刘洋老师",
        key="林晓陈浩婚礼/主持人",
    ),
    # subspan: the client's latest version number from the support reply; the key names that slot.
    _r(
        "zh",
        "subspan",
        True,
        "星海游戏客服：玩家您好，当前客户端最新版本为 3.6.2，请更新后再试。",
        "3.6.2",
        evidence="当前客户端最新版本为 3.6.2",
        key="星海游戏/客户端最新版本",
    ),
    # --- negatives ---
    # restriction_drop: the fee applies to returning at another city (异地); the value charges every return.
    _r(
        "zh",
        "restriction_drop",
        False,
        "一嗨租车用车须知：异地还车需要额外支付200元手续费。原店还车免费。",
        "还车需要额外支付200元手续费",
        evidence="异地还车需要额外支付200元手续费",
        key="一嗨租车/还车费用",
    ),
    # restriction_drop: visitors only on weekday evenings; dropping the time frame lets them in any time.
    _r(
        "zh",
        "restriction_drop",
        False,
        "ShareHub会员守则：工作日晚上会员可以带访客进入。周末仅限会员本人。",
        "会员可以带访客进入",
        evidence="工作日晚上会员可以带访客进入",
        key="sharehub/访客规定",
    ),
    # restriction_drop: it is Zhao Min's work e-mail (工作邮箱); the key asks for her e-mail without that modifier.
    _r(
        "zh",
        "restriction_drop",
        False,
        "赵敏：我的工作邮箱是 zhaomin@hw-test.com，私人的就不留了哈。",
        "zhaomin@hw-test.com",
        evidence="我的工作邮箱是 zhaomin@hw-test.com",
        speaker="赵敏",
        key="赵敏/邮箱",
    ),
    # wrong_speaker: the corgi is the receptionist's; Ms Zhang's dog is a poodle.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "安心宠物医院前台对话\n前台小王：我家也养了一只柯基，三岁了。\n张女士：真巧！我家的是泰迪。",
        "张女士家也养了一只柯基",
        evidence="我家也养了一只柯基",
        speaker="张女士",
        key="张女士/宠物",
    ),
    # wrong_speaker: the peanut allergy is Lin Xiao's husband's, not hers.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "林晓：菜单那边麻烦注意一下，我老公对花生过敏，我妈不吃辣。",
        "林晓对花生过敏",
        evidence="我老公对花生过敏",
        speaker="林晓",
        key="林晓/过敏",
    ),
    # number: two of the three floating docks are under repair; the value puts all three under repair.
    _r(
        "zh",
        "number",
        False,
        "蓝湾游艇码头通知：三个浮码头中有两个正在维修，请访客船只停靠A区。",
        "三个浮码头正在维修",
        evidence="三个浮码头中有两个正在维修",
        key="蓝湾码头/浮码头状态",
    ),
    # number: "大约四个小时" is an estimate; the bare duration states it as exact.
    _r(
        "zh",
        "number",
        False,
        "蚂蚁搬家报价单（订单0923）：两室一厅，六楼有电梯，搬运大约需要四个小时。",
        "四个小时",
        evidence="搬运大约需要四个小时",
        key="蚂蚁搬家/订单0923/预计时长",
    ),
    # attribution: the installer's say-so (据…说) is restated as a fact about the roof.
    _r(
        "zh",
        "attribution",
        False,
        "王建国：据安装师傅说，这块屋顶能装二十块板，具体还要等设计图。",
        "这块屋顶能装二十块板",
        evidence="据安装师傅说，这块屋顶能装二十块板",
        speaker="王建国",
        key="王建国/屋顶容量",
    ),
    # attribution: players' reports (有玩家反映) are restated as the studio's confirmed bug.
    _r(
        "zh",
        "attribution",
        False,
        "星海游戏客服：有玩家反映，新版本在安卓上会闪退，我们正在核实。",
        "新版本在安卓上会闪退",
        evidence="有玩家反映，新版本在安卓上会闪退",
        key="星海游戏/安卓闪退",
    ),
    # negation: the library is closed (不开放) on Mondays; the value says it opens.
    _r(
        "zh",
        "negation",
        False,
        "杭州图书馆开放时间：周二至周日9:00-20:30。本馆周一不开放。",
        "本馆周一开放",
        evidence="本馆周一不开放",
        key="杭州图书馆/周一开放",
    ),
    # negation: prescription drugs cannot (不能) be bought online; the value drops 不.
    _r(
        "zh",
        "negation",
        False,
        "康宁大药房：根据规定，处方药不能在网上购买，请携带处方到店。",
        "处方药能在网上购买",
        evidence="处方药不能在网上购买",
        key="康宁大药房/网购处方药",
    ),
    # condition: the immediate recheck is only if the temperature passes 39.5; the value drops the 如果 clause.
    _r(
        "zh",
        "condition",
        False,
        "【安心宠物医院】术后护理：如果体温超过39.5度，请立即带豆豆回院复诊。",
        "请立即带豆豆回院复诊",
        evidence="如果体温超过39.5度，请立即带豆豆回院复诊",
        key="安心宠物医院/豆豆/复诊",
    ),
    # condition: the class runs "除非人数不足"; the value drops the exception.
    _r(
        "zh",
        "condition",
        False,
        "樱花日语学校：除非人数不足，周六的日语口语班照常开课。",
        "周六的日语口语班照常开课",
        evidence="除非人数不足，周六的日语口语班照常开课",
        key="樱花日语/周六口语班",
    ),
    # scope: "部分底片" (some negatives) becomes all of them.
    _r(
        "zh",
        "scope",
        False,
        "光影摄影工作室套餐说明：部分底片可以免费精修，其余每张20元。",
        "底片可以免费精修",
        evidence="部分底片可以免费精修",
        key="光影摄影工作室/精修",
    ),
    # stitch: the small van's subject with the next sentence's predicate; the small van is fully booked Tuesday.
    _r(
        "zh",
        "stitch",
        False,
        "蚂蚁搬家排班：小货车周二已经约满。大货车周五还有空。",
        "小货车周五还有空",
        evidence="小货车周二已经约满。大货车周五还有空。",
        key="蚂蚁搬家/小货车档期",
    ),
    # tense: 以前 marks Hangzhou as a past home; she has moved to Suzhou.
    _r(
        "zh",
        "tense",
        False,
        "周雨：我以前住在杭州，现在搬到苏州了，所以想转到苏州校区。",
        "我住在杭州",
        evidence="我以前住在杭州",
        speaker="周雨",
        key="周雨/居住地",
    ),
    # evidence: Sunday opening is quoted, but the clinic's SMS says nothing of it.
    _r(
        "zh",
        "evidence",
        False,
        "【微笑口腔】李静您好，您的洗牙预约时间为3月20日下午2:30，请提前10分钟到达。",
        "本诊所周日也营业",
        evidence="本诊所周日也营业。",
        key="微笑口腔/营业时间",
    ),
    # parenthetical_restrictive: the aside limits the same-day refund to credit-card holds; others wait 7 days.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "一嗨租车押金说明：押金可在还车当天退还（限信用卡预授权）。其他支付方式需7个工作日。",
        "押金可在还车当天退还",
        evidence="押金可在还车当天退还（限信用卡预授权）",
        key="一嗨租车/押金退还",
    ),
)

BATCH_35: tuple[Realistic, ...] = _EN + _ES + _ZH
