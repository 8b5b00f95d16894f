"""The realistic set's thirty-seventh batch: a blind measurement of the merged admission rules (issue 31, brief B37).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 (ninth session, after red-team round 10) by helper b37, without reading the admission rule's
code (`memtx.core.admission`, `memtx.core.lexicon`, nothing under `memtx.core`), docs/admission.md,
docs/eval-admission.md, any test or any other batch's records (batches 35 and 36 included): only DESIGN §4 with its
amendments, issue 31, the record type and `_r`, and the first 60 lines of batch 34 (its docstring and first records,
for the format and the family names). Seen in passing: the eval package's file names, the lines of
`admission_realistic.py` that import and join the batches, and the subjects of main's latest commits. No scorer,
`check_support` or `memtx eval` was run on these records; only their structure was checked (counts, and that each
evidence is a span of its source). Every source is invented here, in domains the earlier batches used little:
hospital outpatient desks, boarding kennels, tailors, driving schools, ferry lines, hostels, bookshops, museums,
cinemas, IT recruiters and headhunters, school canteens, piano tuners, locksmiths, domestic cleaners, dry cleaners,
nail salons, electricians, pet insurers, an olive growers' and a fruit co-op, farm shops, a takeaway's order note
and event ticketing; in several registers (voicemail and voice-note transcripts with fillers, chats with typos and
emoji, labelled dialogues and forwarded `>` lines, tickets, tool and app outputs, e-mail signatures, forms, receipts
and SMS notifications).

The values are shaped as memory extractors write them: a clause copied whole; a restatement that names the speaker
(as Zep/Graphiti write it); mem0's `User`/`Usuario`/`用户`, the record's speaker then being `user`; the speaker's own
clause without its subject (`Works as a backend developer at a fintech in Leeds`); one item of a list; or a bare
atomic value — an e-mail, URL, phone number, tracking code, amount with its currency, date or time phrase, a
person's name or a version — under a key like `quill_lantern/order_5520/tracking_number`. Key styles are mixed:
snake_case paths, English keys over Spanish and Chinese text, Chinese keys (`永安开锁/师傅/电话`), keys naming an
organization and a person (`brightpath_talent/siobhan_carey/email`) and mem0's `user/...`.

Counts: 40 records in each of en, es and zh, 120 in all. In each language 22 are faithful (valid) — 8 subspan, 3
filler, 3 speaker, and 2 apiece of verbatim, coordination, parenthetical and list_item — and 18 are negatives — 3
restriction_drop; 2 apiece of wrong_speaker, number, attribution, negation and condition; one apiece of scope,
stitch, tense, evidence and parenthetical_restrictive. The three `evidence` negatives quote a sentence missing from
their source; every other record's evidence is a verbatim span of its source. Nobody has scored the batch yet: the
lead joins it to the realistic set and scores it.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the bookshop's dispatch e-mail labels the code; the key names the tracking number, so the code is it.
    _r(
        "en",
        "subspan",
        True,
        "Hi Noor, good news! Your order #5520 from Quill & Lantern Books has shipped.\n"
        "Tracking number: QL7730558214\nExpected delivery: Thursday. Happy reading! 📚",
        "QL7730558214",
        evidence="Tracking number: QL7730558214",
        key="quill_lantern/order_5520/tracking_number",
    ),
    # subspan: the recruiter's signature gives her e-mail under an `Email:` label the key names; nothing else applies.
    _r(
        "en",
        "subspan",
        True,
        "Thanks again for your time today, I'll be in touch once the client has reviewed your CV.\n"
        "\nBest regards,\nSiobhan Carey\nSenior Tech Recruiter | Brightpath Talent\n"
        "Email: siobhan.carey@brightpath-talent.co.uk\nMobile: 07700 900374",
        "siobhan.carey@brightpath-talent.co.uk",
        evidence="Email: siobhan.carey@brightpath-talent.co.uk",
        key="brightpath_talent/siobhan_carey/email",
    ),
    # subspan: the hospital letter names the fracture clinic desk's direct line; the key is that desk's phone, no frame.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mr Adeyemi, your appointment at the Fracture Clinic has been moved. The direct line for the "
        "Fracture Clinic desk is 0161 496 0733. Please bring your discharge letter with you.",
        "0161 496 0733",
        evidence="The direct line for the Fracture Clinic desk is 0161 496 0733.",
        key="st_aldhelms_hospital/fracture_clinic_desk/phone",
    ),
    # subspan: the kennel receipt's TOTAL PAID line under a key naming the total paid; the amount keeps its currency.
    _r(
        "en",
        "subspan",
        True,
        "PAWS INN BOARDING KENNELS\nInvoice 3318 - Biscuit (cocker spaniel)\n"
        "Boarding 5 nights x GBP 28.00 ... GBP 140.00\nBath & brush ... GBP 23.50\n"
        "TOTAL PAID: GBP 163.50\nCard ending 4471",
        "GBP 163.50",
        evidence="TOTAL PAID: GBP 163.50",
        key="paws_inn/invoice_3318/total_paid",
    ),
    # subspan: the driving school's SMS gives the test slot; the date and time phrase is what the key asks for.
    _r(
        "en",
        "subspan",
        True,
        "Kerb Appeal Driving School: Hi Leah, your practical test is booked for Tuesday 14 March at 10:42. Your "
        "lesson beforehand starts at 9:30. Reply STOP to opt out.",
        "Tuesday 14 March at 10:42",
        evidence="your practical test is booked for Tuesday 14 March at 10:42.",
        key="leah/driving_test/datetime",
    ),
    # subspan: the tailor names the head cutter in apposition; the key is the head cutter, so the bare name is it.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mr Hollis, thank you for choosing Hartley & Vane. Your first fitting will be with our head cutter, "
        "Marguerite Osei, who will take your measurements in person.",
        "Marguerite Osei",
        evidence=(
            "Your first fitting will be with our head cutter, Marguerite Osei, who will take your measurements in "
            "person."
        ),
        key="hartley_vane/head_cutter",
    ),
    # subspan: the museum newsletter says where tickets are sold; the key names the exhibition's ticket URL.
    _r(
        "en",
        "subspan",
        True,
        "Northmoor Museum newsletter - March\nTickets for the Viking Gold exhibition are on sale at "
        "www.northmoormuseum.org/vikinggold and members get in free on Tuesdays.",
        "www.northmoormuseum.org/vikinggold",
        evidence="Tickets for the Viking Gold exhibition are on sale at www.northmoormuseum.org/vikinggold",
        key="northmoor_museum/viking_gold/tickets_url",
    ),
    # subspan: a ticket scanner's status output; the version field belongs to the scanner app the key names.
    _r(
        "en",
        "subspan",
        True,
        'scanner.status -> {"device": "door-b-01", "app": "TixNest Scanner", "version": "4.12.3", '
        '"battery": 81, "last_sync": "2026-11-30T18:02:11Z"}',
        "4.12.3",
        evidence='"app": "TixNest Scanner", "version": "4.12.3"',
        key="tixnest/door_b_scanner/app_version",
    ),
    # filler: the kennel voice note loses `So, uh`; the claim about the dog's appetite is untouched.
    _r(
        "en",
        "filler",
        True,
        "Um, hi, it's Jo from Paws Inn. So, uh, Biscuit has been eating well and, you know, she's made friends "
        "with the spaniel next door. Pick-up is still Sunday at four.",
        "Biscuit has been eating well",
        evidence="So, uh, Biscuit has been eating well",
        key="paws_inn/biscuit/appetite",
    ),
    # filler: the piano tuner's voicemail loses `Um` and `like`; the hedge `about` and the figure stay.
    _r(
        "en",
        "filler",
        True,
        "Yeah, hi, Declan here, the piano tuner. I had a look at the Bechstein this morning. Um, the pitch is "
        "about, like, 15 cents flat overall. I'll bring it up to 440 next visit.",
        "the pitch is about 15 cents flat overall",
        evidence="Um, the pitch is about, like, 15 cents flat overall.",
        key="declan_tuning/bechstein/pitch",
    ),
    # filler: the locksmith's call drops `Right, so, basically` and a stammered `a, er,`; the lock type is unchanged.
    _r(
        "en",
        "filler",
        True,
        "Right, so, basically, the new lock is a, er, a British Standard five-lever mortice. I've left both keys "
        "with your neighbour at number 12.",
        "the new lock is a British Standard five-lever mortice",
        evidence="Right, so, basically, the new lock is a, er, a British Standard five-lever mortice.",
        key="customer_2291/front_door/lock_type",
    ),
    # speaker: the hostel guest's chat restated with her name; past tense, the dorm and the three nights all kept.
    _r(
        "en",
        "speaker",
        True,
        "hiii 👋 I booked a bed in the 6-bed mixed dorm for three nights. can I leave my bag at reception before "
        "check-in?? my bus gets in at 8am",
        "Mateo booked a bed in the 6-bed mixed dorm for three nights",
        evidence="I booked a bed in the 6-bed mixed dorm for three nights.",
        speaker="Mateo",
        key="mateo/hostel_booking",
    ),
    # speaker: mem0's `User` for the cinema-goer's own seat habit; `always` and the row are kept.
    _r(
        "en",
        "speaker",
        True,
        "can you book me for the 8pm Dune showing? I always sit in row F near the aisle, my knees hate the middle lol",
        "User always sits in row F near the aisle",
        evidence="I always sit in row F near the aisle",
        speaker="user",
        key="user/cinema_seat_preference",
    ),
    # speaker: the candidate's own clause with its subject left out for the speaker; the job and place kept whole.
    _r(
        "en",
        "speaker",
        True,
        "Recruiter call notes (candidate speaking): I work as a backend developer at a fintech in Leeds. Looking "
        "for hybrid roles, 2 days in the office max.",
        "Works as a backend developer at a fintech in Leeds",
        evidence="I work as a backend developer at a fintech in Leeds.",
        speaker="Priya",
        key="priya/job",
    ),
    # verbatim: the ferry line's sailing update copied whole, with its delay and reason.
    _r(
        "en",
        "verbatim",
        True,
        "HEBRIDEAN LINK - Sailing update: The 17:30 from Oban to Craignure is running 20 minutes late due to a "
        "crew change. We apologise for any inconvenience.",
        "The 17:30 from Oban to Craignure is running 20 minutes late due to a crew change",
        evidence="The 17:30 from Oban to Craignure is running 20 minutes late due to a crew change.",
        key="hebridean_link/oban_craignure_1730/status",
    ),
    # verbatim: the school canteen letter's sentence copied whole, date frame and `every day` included.
    _r(
        "en",
        "verbatim",
        True,
        "Dear parents and carers, from Monday 3 February, the canteen will serve a hot vegetarian option every "
        "day. Menus are on the school website.",
        "from Monday 3 February, the canteen will serve a hot vegetarian option every day",
        evidence="from Monday 3 February, the canteen will serve a hot vegetarian option every day.",
        key="ashgrove_primary/canteen/vegetarian_option",
    ),
    # coordination: the electrician's job report: the first conjunct is left out whole; Kieran is the subject of both.
    _r(
        "en",
        "coordination",
        True,
        "Job E-2231 completed. Kieran tested the smoke alarms and replaced the faulty light switch in the hall. "
        "Invoice to follow.",
        "Kieran replaced the faulty light switch in the hall",
        evidence="Kieran tested the smoke alarms and replaced the faulty light switch in the hall.",
        key="brightwire_electrical/job_e2231/work_done",
    ),
    # coordination: the tailor's note: the first of two full clauses taken alone; the second adds its own claim.
    _r(
        "en",
        "coordination",
        True,
        "Order 118 ready for collection. Hartley & Vane took in the waist of the trousers, and they shortened "
        "the jacket sleeves by 2 cm.",
        "Hartley & Vane took in the waist of the trousers",
        evidence="Hartley & Vane took in the waist of the trousers, and they shortened the jacket sleeves by 2 cm.",
        key="hartley_vane/order_118/alterations",
    ),
    # parenthetical: the museum's aside only says which room the gallery is; without it the reopening claim is intact.
    _r(
        "en",
        "parenthetical",
        True,
        "Good news for families: the Egyptian gallery (the one with the mummies) reopens on Saturday after "
        "refurbishment. The shop and café stay open as usual.",
        "the Egyptian gallery reopens on Saturday after refurbishment",
        evidence="the Egyptian gallery (the one with the mummies) reopens on Saturday after refurbishment.",
        key="northmoor_museum/egyptian_gallery/status",
    ),
    # parenthetical: the pet insurer's dash aside says who sent the claim; without it the approval is stated the same.
    _r(
        "en",
        "parenthetical",
        True,
        "PawSure: Your claim for Milo's dental treatment - submitted by your vet, Greenfield Veterinary - has "
        "been approved. Payment will reach your account in 3-5 working days.",
        "Your claim for Milo's dental treatment has been approved",
        evidence=(
            "Your claim for Milo's dental treatment - submitted by your vet, Greenfield Veterinary - has been approved."
        ),
        key="pawsure/claim_77104/status",
    ),
    # list_item: one item of the farm shop's veg box list, with the list's head; no scope word, nothing after the list.
    _r(
        "en",
        "list_item",
        True,
        "Hollow Farm Shop: This week's veg box has carrots, purple sprouting broccoli, leeks and new potatoes. "
        "Eggs are back too!",
        "This week's veg box has leeks",
        evidence="This week's veg box has carrots, purple sprouting broccoli, leeks and new potatoes.",
        key="hollow_farm/veg_box/contents",
    ),
    # list_item: one item of what the hostel reception sells; the other items are dropped, nothing qualifies the list.
    _r(
        "en",
        "list_item",
        True,
        "Welcome to Driftwood Hostel! Reception sells earplugs, padlocks, towels and bus tickets. Quiet hours "
        "are 11pm-7am.",
        "Reception sells padlocks",
        evidence="Reception sells earplugs, padlocks, towels and bus tickets.",
        key="driftwood_hostel/reception/sells",
    ),
    # --- negatives ---
    # restriction_drop: the £5 price holds for members on Tuesdays only; a general ticket price drops both restrictions.
    _r(
        "en",
        "restriction_drop",
        False,
        "Lantern Cinema FAQ: Members pay £5 for Tuesday screenings. Standard adult tickets are £11.",
        "£5",
        evidence="Members pay £5 for Tuesday screenings.",
        key="lantern_cinema/ticket_price",
    ),
    # restriction_drop: the hourly rate is for lessons in the automatic car; the value drops which car it applies to.
    _r(
        "en",
        "restriction_drop",
        False,
        "Prices: lessons in the automatic Corsa cost £42 an hour. Manual lessons are £38. Block of 10 gets 5% off.",
        "lessons cost £42 an hour",
        evidence="lessons in the automatic Corsa cost £42 an hour.",
        key="kerb_appeal/lesson_price",
    ),
    # restriction_drop: the number is the out-of-hours callout line; as the locksmith's phone it loses that modifier.
    _r(
        "en",
        "restriction_drop",
        False,
        "KeyRight Locksmiths - shop open 9-5 Mon-Sat. Our out-of-hours callout number is 07700 900461.",
        "07700 900461",
        evidence="Our out-of-hours callout number is 07700 900461.",
        key="keyright_locksmiths/phone",
    ),
    # wrong_speaker: the receptionist's first person bound to the patient who is the speaker: another person's claim.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Receptionist: I'm on the desk until 4, then Karen takes over.\n"
        "Patient (Ola): OK, I'll come straight after my shift.",
        "Ola is on the desk until 4",
        evidence="I'm on the desk until 4",
        speaker="Ola",
        key="ola/work_schedule",
    ),
    # wrong_speaker: the quoted line is the author's, forwarded by Ben; binding its `I` to Ben makes him the signer.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Ben: fwd from the author, see below 👇\n> I'll be signing copies at the Lewes branch on 9 May.",
        "Ben will be signing copies at the Lewes branch on 9 May",
        evidence="I'll be signing copies at the Lewes branch on 9 May.",
        speaker="Ben",
        key="ben/events",
    ),
    # number: three of the ten rooms have en-suites; dropping `3 of` claims all ten do.
    _r(
        "en",
        "number",
        False,
        "Driftwood Hostel rooms: 3 of our 10 private rooms have an en-suite bathroom. Dorms share bathrooms on "
        "each floor.",
        "our 10 private rooms have an en-suite bathroom",
        evidence="3 of our 10 private rooms have an en-suite bathroom.",
        key="driftwood_hostel/rooms/en_suite",
    ),
    # number: the plan pays 80% of each bill; dropping the share says it pays the bill in full.
    _r(
        "en",
        "number",
        False,
        "Policy 5561 summary: Your Essential plan pays 80% of each vet bill after the excess. Dental illness is "
        "covered from month 3.",
        "Your Essential plan pays each vet bill after the excess",
        evidence="Your Essential plan pays 80% of each vet bill after the excess.",
        key="pawsure/policy_5561/coverage",
    ),
    # attribution: the instructor's opinion reported by Leah becomes a fact about Leah; the thinker is left out.
    _r(
        "en",
        "attribution",
        False,
        "lol my instructor thinks I'm ready for the test, but I'm not so sure 😬 the roundabouts still scare me",
        "Leah is ready for the test",
        evidence="my instructor thinks I'm ready for the test",
        speaker="Leah",
        key="leah/test_readiness",
    ),
    # attribution: the kennel form's emergency contact is the neighbour Ruth's number, not Dev's own phone.
    _r(
        "en",
        "attribution",
        False,
        "Boarding form - Owner: Dev Malhotra\nDog: Pepper (lurcher)\n"
        "Emergency contact: my neighbour Ruth, 07700 900218\nVaccinations: up to date",
        "07700 900218",
        evidence="Emergency contact: my neighbour Ruth, 07700 900218",
        speaker="Dev",
        key="dev/phone",
    ),
    # negation: the ferry rule forbids dogs in the lounge; the value drops `not` and allows them.
    _r(
        "en",
        "negation",
        False,
        "Travelling with pets: Dogs are not allowed in the passenger lounge. They may stay in your vehicle or on "
        "the outer deck.",
        "Dogs are allowed in the passenger lounge",
        evidence="Dogs are not allowed in the passenger lounge.",
        key="hebridean_link/pets/lounge",
    ),
    # negation: the tickets are not transferable; dropping the contracted `n't` reverses the rule.
    _r(
        "en",
        "negation",
        False,
        "Order TX-88120 confirmed: 2 x Standing, The Lathums. Please note these tickets aren't transferable to "
        "another name.",
        "these tickets are transferable to another name",
        evidence="Please note these tickets aren't transferable to another name.",
        key="tixnest/order_tx88120/transferable",
    ),
    # condition: the tuner can come Friday only if the school lets him in early; the value drops that condition.
    _r(
        "en",
        "condition",
        False,
        "Hi, Declan again. I can come on Friday if the school lets me in before 8. Otherwise it's the week after.",
        "Declan can come on Friday",
        evidence="I can come on Friday if the school lets me in before 8.",
        speaker="Declan",
        key="declan/visit_day",
    ),
    # condition: the full refund depends on cancelling 48 hours ahead; without the `if` clause it is unconditional.
    _r(
        "en",
        "condition",
        False,
        "Sparkle & Shine Cleaning T&Cs: We'll refund the deep clean in full if you cancel 48 hours ahead.",
        "We'll refund the deep clean in full",
        evidence="We'll refund the deep clean in full if you cancel 48 hours ahead.",
        key="sparkle_shine/cancellation_refund",
    ),
    # scope: only some screenings are captioned; dropping `Some` says all of them are.
    _r(
        "en",
        "scope",
        False,
        "Accessibility: Some screenings of Dune have open captions - look for the CC label on the listings.",
        "screenings of Dune have open captions",
        evidence="Some screenings of Dune have open captions",
        key="lantern_cinema/dune/captions",
    ),
    # stitch: Monday's jacket potatoes joined to Friday from the next sentence: a claim neither sentence makes.
    _r(
        "en",
        "stitch",
        False,
        "Canteen news: Jacket potatoes are on the menu on Mondays. On Fridays, the canteen serves fish and chips.",
        "Jacket potatoes are on the menu on Fridays",
        evidence="Jacket potatoes are on the menu on Mondays. On Fridays, the canteen serves fish and chips.",
        key="ashgrove_primary/canteen/friday_menu",
    ),
    # tense: Tomasz was a team lead until last spring; the present restatement makes it his current role.
    _r(
        "en",
        "tense",
        False,
        "Candidate notes: I was a team lead at Orbis Systems until last spring. Since then I've been freelancing.",
        "Tomasz is a team lead at Orbis Systems",
        evidence="I was a team lead at Orbis Systems until last spring.",
        speaker="Tomasz",
        key="tomasz/current_role",
    ),
    # evidence: the quoted sentence is not in the source, which gives 4:30pm; nothing supports 5pm.
    _r(
        "en",
        "evidence",
        False,
        "Visitor info: The café is on the ground floor and closes at 4:30pm. Lockers are by the main entrance.",
        "The café closes at 5pm",
        evidence="The café closes at 5pm.",
        key="northmoor_museum/cafe/closing_time",
    ),
    # parenthetical_restrictive: the bracket limits refunds to cancelled events; without it every order is refunded.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "TixNest help: Refunds (for cancelled events only) are processed within 10 working days.",
        "Refunds are processed within 10 working days",
        evidence="Refunds (for cancelled events only) are processed within 10 working days.",
        key="tixnest/refunds",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the bookshop's dispatch notice labels the code; the key names the tracking number, so the code is it.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola, Marta! Tu pedido 4410 de Librería El Desván ya ha salido.\n"
        "Número de seguimiento: ES2094471830X\nEntrega estimada: 2-3 días laborables.",
        "ES2094471830X",
        evidence="Número de seguimiento: ES2094471830X",
        key="libreria_el_desvan/pedido_4410/tracking_number",
    ),
    # subspan: the driving school's own e-mail, said with `Nuestro correo es`; the key is the school's e-mail.
    _r(
        "es",
        "subspan",
        True,
        "Autoescuela La Ronda - Jaén. Nuestro correo es info@autoescuelalaronda.es y el teléfono de la oficina, "
        "953 22 41 07. Horario de clases teóricas: L-J de 18 a 20 h.",
        "info@autoescuelalaronda.es",
        evidence="Nuestro correo es info@autoescuelalaronda.es",
        key="autoescuela_la_ronda/email",
    ),
    # subspan: Rubén's mobile, with an aside that only says who he is; the key is Rubén's phone.
    _r(
        "es",
        "subspan",
        True,
        "Cerrajería Llave de Oro: su aviso 2207 está asignado. El móvil de Rubén, su cerrajero, es el 611 204 "
        "378. Llegará en unos 30 minutos.",
        "611 204 378",
        evidence="El móvil de Rubén, su cerrajero, es el 611 204 378.",
        key="cerrajeria_llave_de_oro/ruben/phone",
    ),
    # subspan: the dry cleaner's ticket: the TOTAL line under a key naming the ticket's total, with its euro sign.
    _r(
        "es",
        "subspan",
        True,
        "Tintorería Nieves - Ticket 0087\nLimpieza abrigo lana ..... 14,50 €\n"
        "Planchado 3 camisas ..... 6,00 €\nTOTAL: 20,50 €\nRecogida a partir del jueves.",
        "20,50 €",
        evidence="TOTAL: 20,50 €",
        key="tintoreria_nieves/ticket_0087/total",
    ),
    # subspan: the school circular gives the canteen's opening date; the date phrase is what the key asks for.
    _r(
        "es",
        "subspan",
        True,
        "Estimadas familias: el comedor escolar abrirá el lunes 8 de septiembre. Las altas se tramitan en "
        "secretaría hasta el día 5.",
        "el lunes 8 de septiembre",
        evidence="el comedor escolar abrirá el lunes 8 de septiembre.",
        key="colegio_san_roque/comedor/opening_date",
    ),
    # subspan: the museum names the guide of the 12:00 tour; the key is that tour's guide, so the bare name is it.
    _r(
        "es",
        "subspan",
        True,
        "Museo del Azulejo - Agenda del domingo. La visita guiada de las 12:00 la hace Inés Barrantes, "
        "conservadora de la sala de cerámica. Aforo limitado.",
        "Inés Barrantes",
        evidence="La visita guiada de las 12:00 la hace Inés Barrantes, conservadora de la sala de cerámica.",
        key="museo_del_azulejo/visita_12h/guia",
    ),
    # subspan: the ferry line says where tickets are changed; the key is the changes URL and nothing restricts it.
    _r(
        "es",
        "subspan",
        True,
        "Naviera Balear informa: puedes cambiar tu billete en www.navierabalear.es/cambios o en taquilla del puerto.",
        "www.navierabalear.es/cambios",
        evidence="puedes cambiar tu billete en www.navierabalear.es/cambios",
        key="naviera_balear/changes_url",
    ),
    # subspan: the ticketing app's settings line gives the installed version; the key is that Android app's version.
    _r(
        "es",
        "subspan",
        True,
        "Ajustes > Acerca de\nVersión instalada: EntradasYa 3.8.1 (Android)\nÚltima comprobación: hoy, 09:14",
        "3.8.1",
        evidence="Versión instalada: EntradasYa 3.8.1 (Android)",
        key="entradasya/android_app/version",
    ),
    # filler: the tuner's voice note loses `Pues nada, que` and `o sea`; what he says of the piano is unchanged.
    _r(
        "es",
        "filler",
        True,
        "Eh, hola, soy Ángel, el afinador. Pues nada, que el piano, o sea, tiene dos cuerdas rotas en los "
        "graves. Te paso presupuesto mañana.",
        "el piano tiene dos cuerdas rotas en los graves",
        evidence="Pues nada, que el piano, o sea, tiene dos cuerdas rotas en los graves.",
        key="angel_afinador/cliente_220/piano_estado",
    ),
    # filler: the kennel's voice note loses `Mira, eh,`; the degree word `bastante` stays with its verb.
    _r(
        "es",
        "filler",
        True,
        "Mira, eh, Toby come bastante bien y, bueno, ya duerme toda la noche 🐶. Mañana le toca baño.",
        "Toby come bastante bien",
        evidence="Mira, eh, Toby come bastante bien",
        key="residencia_can_rufo/toby/apetito",
    ),
    # filler: the electrician hesitates (`Vale, pues, eh`, `este`); `sin` is kept and the fact is the same.
    _r(
        "es",
        "filler",
        True,
        "Vale, pues, eh, la instalación del garaje está sin, este, toma de tierra. Eso hay que arreglarlo antes "
        "de poner el cargador.",
        "la instalación del garaje está sin toma de tierra",
        evidence="Vale, pues, eh, la instalación del garaje está sin, este, toma de tierra.",
        key="electro_sanz/obra_218/garaje",
    ),
    # speaker: Lucía's hostel booking restated with her name; preterite agrees, the room and nights are kept.
    _r(
        "es",
        "speaker",
        True,
        "holaa! reservé una cama en la habitación de 8 para dos noches, ¿puedo hacer el check-in tarde? llego "
        "sobre las 23h 🙏",
        "Lucía reservó una cama en la habitación de 8 para dos noches",
        evidence="reservé una cama en la habitación de 8 para dos noches",
        speaker="Lucía",
        key="lucia/reserva_albergue",
    ),
    # speaker: mem0's `Usuario` for the salon client's own allergy, with the speaker set to `user`.
    _r(
        "es",
        "speaker",
        True,
        "Hola! Quería pedir cita para manicura semipermanente. Tengo alergia al látex, ¿usáis guantes de nitrilo?",
        "Usuario tiene alergia al látex",
        evidence="Tengo alergia al látex",
        speaker="user",
        key="user/alergias",
    ),
    # speaker: Jordi's clause with its subject left out for the speaker; the night shift and the hospital are kept.
    _r(
        "es",
        "speaker",
        True,
        "Consultas externas, formulario de acompañante: Trabajo de enfermero en el turno de noche del Hospital "
        "del Mar, así que prefiero citas por la tarde.",
        "Trabaja de enfermero en el turno de noche del Hospital del Mar",
        evidence="Trabajo de enfermero en el turno de noche del Hospital del Mar",
        speaker="Jordi",
        key="jordi/trabajo",
    ),
    # verbatim: the ferry line's notice copied whole, with its time, route, `hoy` and pier.
    _r(
        "es",
        "verbatim",
        True,
        "AVISO: El ferry de las 19:00 de Dénia a Ibiza sale hoy desde el muelle 3. Embarque de vehículos 45 "
        "minutos antes.",
        "El ferry de las 19:00 de Dénia a Ibiza sale hoy desde el muelle 3",
        evidence="El ferry de las 19:00 de Dénia a Ibiza sale hoy desde el muelle 3.",
        key="naviera_balear/denia_ibiza_1900/muelle",
    ),
    # verbatim: the co-op's sentence on where members' olives are collected, copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Circular a los socios: La cooperativa recoge la aceituna de los socios en la almazara de Baeza. Traed "
        "el carné de socio.",
        "La cooperativa recoge la aceituna de los socios en la almazara de Baeza",
        evidence="La cooperativa recoge la aceituna de los socios en la almazara de Baeza.",
        key="coop_olivar_baeza/recogida",
    ),
    # coordination: the tailor did two alterations; the first conjunct is left out whole, the subject is that of both.
    _r(
        "es",
        "coordination",
        True,
        "Pedido 77 listo. La sastra ha acortado el bajo del pantalón y ha cambiado la cremallera de la chaqueta. "
        "Puede pasar a recogerlo.",
        "La sastra ha cambiado la cremallera de la chaqueta",
        evidence="La sastra ha acortado el bajo del pantalón y ha cambiado la cremallera de la chaqueta.",
        key="sastreria_molina/pedido_77/arreglos",
    ),
    # coordination: the first of two clauses about Marta's exams taken alone; the second adds the practical's date.
    _r(
        "es",
        "coordination",
        True,
        "Seguimiento de alumnos: Marta aprobó el teórico en abril, y el práctico lo tiene el 12 de junio.",
        "Marta aprobó el teórico en abril",
        evidence="Marta aprobó el teórico en abril, y el práctico lo tiene el 12 de junio.",
        key="autoescuela_la_ronda/marta/teorico",
    ),
    # parenthetical: the bracket only says which room it is; without it the closure for works is stated the same.
    _r(
        "es",
        "parenthetical",
        True,
        "Museo del Azulejo: La sala de tapices (la que está junto a la cafetería) cierra por obras hasta nuevo aviso.",
        "La sala de tapices cierra por obras hasta nuevo aviso",
        evidence="La sala de tapices (la que está junto a la cafetería) cierra por obras hasta nuevo aviso.",
        key="museo_del_azulejo/sala_tapices/estado",
    ),
    # parenthetical: the bookseller's dash aside only describes Carmen; the club she runs is stated the same without it.
    _r(
        "es",
        "parenthetical",
        True,
        "En Librería El Desván, nuestra librera, Carmen —la de las gafas rojas—, organiza el club de lectura de "
        "los jueves.",
        "nuestra librera, Carmen, organiza el club de lectura de los jueves",
        evidence="nuestra librera, Carmen —la de las gafas rojas—, organiza el club de lectura de los jueves.",
        key="libreria_el_desvan/club_de_lectura/organizadora",
    ),
    # list_item: one item of the farm shop's list, with its head and its `Esta semana` frame kept.
    _r(
        "es",
        "list_item",
        True,
        "Granja Los Almendros: Esta semana tenemos huevos camperos, queso de cabra, miel de romero y pan de "
        "centeno. ¡Pedidos por WhatsApp!",
        "Esta semana tenemos miel de romero",
        evidence="Esta semana tenemos huevos camperos, queso de cabra, miel de romero y pan de centeno.",
        key="granja_los_almendros/productos",
    ),
    # list_item: one service from the nail salon's list, with `En el salón hacemos`; nothing qualifies the list.
    _r(
        "es",
        "list_item",
        True,
        "Uñas Bonitas: En el salón hacemos manicura, pedicura, uñas de gel y depilación con cera. Pide cita 💅",
        "En el salón hacemos pedicura",
        evidence="En el salón hacemos manicura, pedicura, uñas de gel y depilación con cera.",
        key="unas_bonitas/servicios",
    ),
    # --- negatives ---
    # restriction_drop: the price is the pensioners' ticket; as the cinema's ticket price it loses that restriction.
    _r(
        "es",
        "restriction_drop",
        False,
        "Cine Capitol: La entrada para jubilados cuesta 4,50 €. La entrada general, 8 €.",
        "4,50 €",
        evidence="La entrada para jubilados cuesta 4,50 €.",
        key="cine_capitol/entrada_precio",
    ),
    # restriction_drop: breakfast is included only in private rooms; the value drops where.
    _r(
        "es",
        "restriction_drop",
        False,
        "Albergue Camino Norte: El desayuno está incluido en las habitaciones privadas. En dormitorios cuesta 5 €.",
        "El desayuno está incluido",
        evidence="El desayuno está incluido en las habitaciones privadas.",
        key="albergue_camino_norte/desayuno",
    ),
    # restriction_drop: only the infant pupils eat in the first sitting; without `de infantil` every pupil does.
    _r(
        "es",
        "restriction_drop",
        False,
        "Comedor: Los alumnos de infantil comen en el primer turno, a las 12:30. Primaria, a las 13:30.",
        "Los alumnos comen en el primer turno",
        evidence="Los alumnos de infantil comen en el primer turno",
        key="colegio_san_roque/comedor/turnos",
    ),
    # wrong_speaker: the sick leave is the nurse's, who speaks in the first person; giving it to Rosa changes who.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Enfermera: Yo estoy de baja la semana que viene, te atenderá mi compañera.\n"
        "Paciente (Rosa): Vale, entonces vuelvo el martes.",
        "Rosa está de baja la semana que viene",
        evidence="Yo estoy de baja la semana que viene",
        speaker="Rosa",
        key="rosa/situacion_laboral",
    ),
    # wrong_speaker: the `>` line is the kennel carer's words forwarded by Pablo; her `Yo` is not his.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Pablo: os reenvío lo que me dijo la cuidadora\n> Yo me encargo de darle la pastilla a las 9.",
        "Pablo se encarga de darle la pastilla a las 9",
        evidence="Yo me encargo de darle la pastilla a las 9.",
        speaker="Pablo",
        key="pablo/tareas",
    ),
    # number: the pass covers 3 of the 5 museums; without `3 de` it covers all five.
    _r(
        "es",
        "number",
        False,
        "Bono Cultural Toledo: El bono cubre 3 de los 5 museos municipales, a elegir. Válido 72 horas.",
        "El bono cubre los 5 museos municipales",
        evidence="El bono cubre 3 de los 5 museos municipales",
        key="bono_cultural_toledo/cobertura",
    ),
    # number: the pet policy refunds 70% of each bill; dropping the share says the whole bill.
    _r(
        "es",
        "number",
        False,
        "Seguro Mascota Plus - Condiciones: La póliza reembolsa el 70 % de cada factura veterinaria, con un "
        "máximo de 2.000 € al año.",
        "La póliza reembolsa cada factura veterinaria",
        evidence="La póliza reembolsa el 70 % de cada factura veterinaria",
        key="mascota_plus/poliza/reembolso",
    ),
    # attribution: Nuria's brother is the electrician; with the subject left out the job is given to her.
    _r(
        "es",
        "attribution",
        False,
        "Formulario de alta, Nuria: Mi hermano trabaja de electricista en Sabadell y me hará la instalación.",
        "Trabaja de electricista en Sabadell",
        evidence="Mi hermano trabaja de electricista en Sabadell",
        speaker="Nuria",
        key="nuria/profesion",
    ),
    # attribution: the number is Iván's landlord's, not Iván's own phone.
    _r(
        "es",
        "attribution",
        False,
        "Hola, me he quedado fuera de casa 😩 El teléfono de mi casero es el 622 318 905 por si necesitáis "
        "confirmar que vivo aquí.",
        "622 318 905",
        evidence="El teléfono de mi casero es el 622 318 905",
        speaker="Iván",
        key="ivan/phone",
    ),
    # negation: Básica tickets cannot be changed; dropping `no` reverses the rule.
    _r(
        "es",
        "negation",
        False,
        "Tarifas: Los billetes de tarifa Básica no se pueden cambiar. La tarifa Flex permite cambios gratis.",
        "Los billetes de tarifa Básica se pueden cambiar",
        evidence="Los billetes de tarifa Básica no se pueden cambiar.",
        key="naviera_balear/tarifa_basica/cambios",
    ),
    # negation: the electrician's quote excludes the certificate; the value says it includes it.
    _r(
        "es",
        "negation",
        False,
        "Presupuesto 218 - Electro Sanz. El presupuesto no incluye el boletín eléctrico (CIE), que se factura aparte.",
        "El presupuesto incluye el boletín eléctrico",
        evidence="El presupuesto no incluye el boletín eléctrico",
        key="electro_sanz/presupuesto_218/incluye",
    ),
    # condition: the full refund depends on the concert being postponed; without the `Si` clause it is unconditional.
    _r(
        "es",
        "condition",
        False,
        "EntradasYa: Si el concierto se aplaza, te devolvemos el importe íntegro. Si se cancela, también.",
        "te devolvemos el importe íntegro",
        evidence="Si el concierto se aplaza, te devolvemos el importe íntegro.",
        key="entradasya/reembolso",
    ),
    # condition: the tuner's 60 € holds `siempre que` the piano is on the ground floor; the value drops it.
    _r(
        "es",
        "condition",
        False,
        "Ángel, afinador: Le cobro 60 € siempre que el piano esté en planta baja; si hay que subir, 75 €.",
        "Le cobro 60 €",
        evidence="Le cobro 60 € siempre que el piano esté en planta baja",
        key="angel_afinador/tarifa",
    ),
    # scope: only some manicurists speak English; without `Algunas de` they all do.
    _r(
        "es",
        "scope",
        False,
        "Uñas Bonitas FAQ: Algunas de nuestras manicuristas hablan inglés, pregunta al reservar.",
        "nuestras manicuristas hablan inglés",
        evidence="Algunas de nuestras manicuristas hablan inglés",
        key="unas_bonitas/idiomas",
    ),
    # stitch: the grey suit joined to the next sentence's need for another fitting, which is the blue one's.
    _r(
        "es",
        "stitch",
        False,
        "Sastrería Molina: El traje gris estará listo el viernes. El azul necesita otra prueba.",
        "El traje gris necesita otra prueba",
        evidence="El traje gris estará listo el viernes. El azul necesita otra prueba.",
        key="sastreria_molina/traje_gris/estado",
    ),
    # tense: Manolo was a member for twenty years; the present makes him a member today.
    _r(
        "es",
        "tense",
        False,
        "Manolo, en la asamblea: Fui socio de la cooperativa durante veinte años, hasta que vendí el olivar.",
        "Manolo es socio de la cooperativa",
        evidence="Fui socio de la cooperativa durante veinte años",
        speaker="Manolo",
        key="manolo/cooperativa",
    ),
    # evidence: the quoted sentence is not in the source, which says the 22:15 show is subtitled, not dubbed.
    _r(
        "es",
        "evidence",
        False,
        "Cine Capitol: La sesión de las 22:15 es en versión original con subtítulos.",
        "La sesión de las 22:15 es doblada al castellano",
        evidence="La sesión de las 22:15 es doblada al castellano.",
        key="cine_capitol/sesion_2215/idioma",
    ),
    # parenthetical_restrictive: the bracket limits free delivery to orders over 40 €; without it it is always free.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Granja Los Almendros: Reparto a domicilio gratis (solo en pedidos de más de 40 €).",
        "Reparto a domicilio gratis",
        evidence="Reparto a domicilio gratis (solo en pedidos de más de 40 €).",
        key="granja_los_almendros/reparto",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the bookshop's shipping SMS labels the waybill number; the key names the tracking number.
    _r(
        "zh",
        "subspan",
        True,
        "【青灯书局】您的订单6621已发货，快递单号：SF1402287765031，预计后天送达，请注意查收。",
        "SF1402287765031",
        evidence="快递单号：SF1402287765031",
        key="qingdeng_books/order_6621/tracking_number",
    ),
    # subspan: the headhunter's signature gives her e-mail under `邮箱：`; the key is her e-mail.
    _r(
        "zh",
        "subspan",
        True,
        "期待您的回复！\n——\n王敏 | 高级技术猎头 | 领途人才\n邮箱：wangmin@lingtu-hr.cn\n电话：021-6480 2217",
        "wangmin@lingtu-hr.cn",
        evidence="邮箱：wangmin@lingtu-hr.cn",
        key="lingtu_hr/wang_min/email",
    ),
    # subspan: a Chinese key: the locksmith company's master's phone, stated with `的电话是`; nothing restricts it.
    _r(
        "zh",
        "subspan",
        True,
        "永安开锁已接单。开锁师傅的电话是13817260954，到了小区门口会给您打电话。",
        "13817260954",
        evidence="开锁师傅的电话是13817260954",
        key="永安开锁/师傅/电话",
    ),
    # subspan: the boarding receipt's `合计` line under a key naming the order's total; the yuan sign is kept.
    _r(
        "zh",
        "subspan",
        True,
        "宠物之家寄养单 No.318\n标准间 5晚 × ¥90 = ¥450\n洗澡 ¥60\n合计：¥510\n已用微信支付",
        "¥510",
        evidence="合计：¥510",
        key="paws_home/order_318/total",
    ),
    # subspan: the driving school's notice gives the exam slot; the date-and-time phrase is what the key asks for.
    _r(
        "zh",
        "subspan",
        True,
        "【城北驾校】您的科目二考试安排在3月18日上午9:30，地点：城北考场，请携带身份证。",
        "3月18日上午9:30",
        evidence="您的科目二考试安排在3月18日上午9:30",
        key="user/科目二考试时间",
    ),
    # subspan: the tuner is named with the honorific `师傅`; the key asks who tunes the piano, so the name is it.
    _r(
        "zh",
        "subspan",
        True,
        "您好，韵音琴行回访：负责您家钢琴调音的是刘建国师傅，他下周会电话联系您。",
        "刘建国",
        evidence="负责您家钢琴调音的是刘建国师傅",
        key="yunyin_piano/client_903/tuner",
    ),
    # subspan: the museum's booking URL for the exhibition; the key is that exhibition's booking site.
    _r(
        "zh",
        "subspan",
        True,
        "湖州博物馆：《敦煌壁画特展》门票请在官网 www.hzmuseum.cn/dunhuang 预约，现场不售票。",
        "www.hzmuseum.cn/dunhuang",
        evidence="《敦煌壁画特展》门票请在官网 www.hzmuseum.cn/dunhuang 预约",
        key="湖州博物馆/敦煌特展/预约网址",
    ),
    # subspan: the nail studio's POS prompt gives its version; the key is that system's version.
    _r(
        "zh",
        "subspan",
        True,
        "系统提示：当前收银系统版本 V5.2.14，已是最新版本。上次更新：2026-11-02",
        "V5.2.14",
        evidence="当前收银系统版本 V5.2.14",
        key="mei_jia_studio/pos_system/version",
    ),
    # filler: the outpatient desk's call loses `嗯，那个，` and the final `哈`; the rescheduled time is unchanged.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，您的复诊时间改到下周三下午了哈。记得带上次的检查报告。",
        "您的复诊时间改到下周三下午了",
        evidence="嗯，那个，您的复诊时间改到下周三下午了哈。",
        key="patient_8830/follow_up_time",
    ),
    # filler: the cleaner's voice message loses `就是，呃，`; the weekly slot and its length stay.
    _r(
        "zh",
        "filler",
        True,
        "就是，呃，阿姨每周二上午来做两个小时。钥匙放在门口的信箱里。",
        "阿姨每周二上午来做两个小时",
        evidence="就是，呃，阿姨每周二上午来做两个小时。",
        key="jiejing_cleaning/client_41/schedule",
    ),
    # filler: the electrician's voice note loses `然后呢，那个，`; `已经` and the socket are kept.
    _r(
        "zh",
        "filler",
        True,
        "然后呢，那个，厨房的插座我已经换好了，卫生间的灯明天再来弄。",
        "厨房的插座我已经换好了",
        evidence="然后呢，那个，厨房的插座我已经换好了",
        key="electrician_li/job_207/kitchen_socket",
    ),
    # speaker: 小周's sign-up restated with his name for `我`; the school and licence class are kept.
    _r(
        "zh",
        "speaker",
        True,
        "我在城北驾校报了C1手动挡，教练说下个月就能约科目二 😄",
        "小周在城北驾校报了C1手动挡",
        evidence="我在城北驾校报了C1手动挡",
        speaker="小周",
        key="小周/驾照类型",
    ),
    # speaker: mem0's `用户` for the speaker's own cat breed, with the speaker set to `user`.
    _r(
        "zh",
        "speaker",
        True,
        "想问下你们宠物保险保不保布偶？我的猫是布偶猫，今年两岁。",
        "用户的猫是布偶猫",
        evidence="我的猫是布偶猫",
        speaker="user",
        key="user/pet_breed",
    ),
    # speaker: 陈琳's clause with `我` left out for the speaker; `每个周末都` is kept.
    _r(
        "zh",
        "speaker",
        True,
        "我每个周末都去农场摘草莓，你们今年几号开园呀？🍓",
        "每个周末都去农场摘草莓",
        evidence="我每个周末都去农场摘草莓",
        speaker="陈琳",
        key="陈琳/爱好",
    ),
    # verbatim: the ferry line's suspension notice copied whole, cause and time frame included.
    _r(
        "zh",
        "verbatim",
        True,
        "【舟山轮渡】受大风影响，今天下午的舟山—上海轮渡停航。已购票旅客可全额退票。",
        "受大风影响，今天下午的舟山—上海轮渡停航",
        evidence="受大风影响，今天下午的舟山—上海轮渡停航。",
        key="zhoushan_ferry/shanghai_afternoon/status",
    ),
    # verbatim: the school canteen notice copied whole with its start date.
    _r(
        "zh",
        "verbatim",
        True,
        "家长您好：从下周一开始，食堂午餐增加一道素菜。如有过敏请告知班主任。",
        "从下周一开始，食堂午餐增加一道素菜",
        evidence="从下周一开始，食堂午餐增加一道素菜。",
        key="实验小学/食堂/午餐",
    ),
    # coordination: the tailor's two alterations; the first conjunct is left out whole, `裁缝` is the subject of both.
    _r(
        "zh",
        "coordination",
        True,
        "老马裁缝铺：裁缝把裤腿改短了三厘米，又把西装的扣子换成了牛角扣，可以来取了。",
        "裁缝把西装的扣子换成了牛角扣",
        evidence="裁缝把裤腿改短了三厘米，又把西装的扣子换成了牛角扣",
        key="laoma_tailor/order_52/alterations",
    ),
    # coordination: the first of two clauses about the boarded dog taken alone; the second adds the afternoon run.
    _r(
        "zh",
        "coordination",
        True,
        "寄养日报：豆豆今天吃完了狗粮，下午还在院子里跑了半小时。",
        "豆豆今天吃完了狗粮",
        evidence="豆豆今天吃完了狗粮，下午还在院子里跑了半小时。",
        key="paws_home/doudou/today",
    ),
    # parenthetical: the bracket renames the gallery; without it the reopening is stated the same.
    _r(
        "zh",
        "parenthetical",
        True,
        "馆务通知：青铜器馆（也就是原来的书画馆）本周六恢复开放，欢迎参观。",
        "青铜器馆本周六恢复开放",
        evidence="青铜器馆（也就是原来的书画馆）本周六恢复开放",
        key="湖州博物馆/青铜器馆/开放",
    ),
    # parenthetical: the dash aside only describes the card; the card works in every branch with or without it.
    _r(
        "zh",
        "parenthetical",
        True,
        "星光影城：我们的会员卡——就是那张蓝色的卡——在所有门店都能用。",
        "我们的会员卡在所有门店都能用",
        evidence="我们的会员卡——就是那张蓝色的卡——在所有门店都能用。",
        key="xingguang_cinema/membership_card",
    ),
    # list_item: one item of the farm shop's list with its head `店里有`; nothing follows the list.
    _r(
        "zh",
        "list_item",
        True,
        "青山农场小卖部：店里有土鸡蛋、蜂蜜、手工米酒和有机大米。周末营业。",
        "店里有蜂蜜",
        evidence="店里有土鸡蛋、蜂蜜、手工米酒和有机大米。",
        key="qingshan_farm/shop/products",
    ),
    # list_item: one item the hostel's front desk lends, with `前台可以借`; nothing qualifies the list.
    _r(
        "zh",
        "list_item",
        True,
        "海边青旅入住须知：前台可以借吹风机、雨伞和转换插头。",
        "前台可以借雨伞",
        evidence="前台可以借吹风机、雨伞和转换插头。",
        key="haibian_hostel/front_desk/loans",
    ),
    # --- negatives ---
    # restriction_drop: 150 yuan an hour is the night-practice rate; as the school's hourly rate it loses `夜间`.
    _r(
        "zh",
        "restriction_drop",
        False,
        "城北驾校收费说明：夜间练车每小时收费150元，白天120元。",
        "150元",
        evidence="夜间练车每小时收费150元",
        key="chengbei_driving/hourly_rate",
    ),
    # restriction_drop: the premium is for dogs over ten; dropping `十岁以上的` gives it to every dog.
    _r(
        "zh",
        "restriction_drop",
        False,
        "宠物保险报价：十岁以上的狗狗保费每年1280元，十岁以下每年680元。",
        "狗狗保费每年1280元",
        evidence="十岁以上的狗狗保费每年1280元",
        key="chongbao/dog_premium",
    ),
    # restriction_drop: the 20% discount is for students showing a card; the value drops who gets it.
    _r(
        "zh",
        "restriction_drop",
        False,
        "美甲工作室活动：学生凭学生证美甲打八折，活动到月底。",
        "美甲打八折",
        evidence="学生凭学生证美甲打八折",
        key="mei_jia_studio/discount",
    ),
    # wrong_speaker: the doctor's `我` bound to the patient 老赵, who is the speaker: the trip is the doctor's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "医生：我下周去外地开会，门诊停一周。\n患者（老赵）：好的，那我下下周再来。",
        "老赵下周去外地开会",
        evidence="我下周去外地开会",
        speaker="老赵",
        key="老赵/行程",
    ),
    # wrong_speaker: the `>` line is a candidate's message 阿杰 forwards; its `我` is not 阿杰.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "阿杰转发：\n> 我已经拿到星河科技的offer了，下个月入职。",
        "阿杰已经拿到星河科技的offer了",
        evidence="我已经拿到星河科技的offer了",
        speaker="阿杰",
        key="阿杰/求职状态",
    ),
    # number: 3 of the 10 rooms have a private bathroom; dropping `里有3间` says all ten do.
    _r(
        "zh",
        "number",
        False,
        "海边青旅房型：我们10间客房里有3间带独立卫生间，其余为公共卫浴。",
        "我们10间客房带独立卫生间",
        evidence="我们10间客房里有3间带独立卫生间",
        key="haibian_hostel/rooms/private_bathroom",
    ),
    # number: the policy pays 80% of each visit; dropping `的80%` says it pays the whole.
    _r(
        "zh",
        "number",
        False,
        "宠保条款摘要：保险报销每次就诊费用的80%，年度上限2万元。",
        "保险报销每次就诊费用",
        evidence="保险报销每次就诊费用的80%",
        key="chongbao/policy/reimbursement",
    ),
    # attribution: the seafood allergy is 林晓's husband's; with the subject left out it becomes hers.
    _r(
        "zh",
        "attribution",
        False,
        "订餐备注：我老公对海鲜过敏，麻烦那份不要放虾。",
        "对海鲜过敏",
        evidence="我老公对海鲜过敏",
        speaker="林晓",
        key="林晓/过敏",
    ),
    # attribution: the WeChat ID is Amy's roommate's, not Amy's own.
    _r(
        "zh",
        "attribution",
        False,
        "保洁预约：我周末不在家，我室友的微信是lily_0823，到时候联系她开门。",
        "lily_0823",
        evidence="我室友的微信是lily_0823",
        speaker="Amy",
        key="amy/wechat",
    ),
    # negation: cars may not be parked overnight at the pier; dropping `不` allows it.
    _r(
        "zh",
        "negation",
        False,
        "码头须知：车辆不能在码头过夜停放，请停至P2停车场。",
        "车辆能在码头过夜停放",
        evidence="车辆不能在码头过夜停放",
        key="zhoushan_ferry/pier/overnight_parking",
    ),
    # negation: the shop does not yet take back sale books; dropping `暂不` reverses it.
    _r(
        "zh",
        "negation",
        False,
        "青灯书局售后说明：本店暂不支持退换特价书，其他图书7天内可退换。",
        "本店支持退换特价书",
        evidence="本店暂不支持退换特价书",
        key="qingdeng_books/returns/sale_books",
    ),
    # condition: the refund follows only if the show is cancelled; without `如果` it is unconditional.
    _r(
        "zh",
        "condition",
        False,
        "票多多购票须知：如果演出取消，票款将原路退回。",
        "票款将原路退回",
        evidence="如果演出取消，票款将原路退回。",
        key="piaoduoduo/refund",
    ),
    # condition: weekend visits need a day's notice (`只要…`); the value drops that condition.
    _r(
        "zh",
        "condition",
        False,
        "韵音琴行：只要提前一天预约，周末也可以上门调音。",
        "周末也可以上门调音",
        evidence="只要提前一天预约，周末也可以上门调音。",
        key="yunyin_piano/weekend_visits",
    ),
    # scope: only some classes have the Friday buffet; dropping `部分` says all do.
    _r(
        "zh",
        "scope",
        False,
        "食堂通知：部分班级周五吃自助餐，具体名单见班级群。",
        "班级周五吃自助餐",
        evidence="部分班级周五吃自助餐",
        key="实验小学/食堂/周五",
    ),
    # stitch: the co-op's apples joined to the pears' wait in the next sentence: a claim neither makes.
    _r(
        "zh",
        "stitch",
        False,
        "合作社通知：合作社的苹果周三到货。梨要等到下个月。",
        "合作社的苹果要等到下个月",
        evidence="合作社的苹果周三到货。梨要等到下个月。",
        key="fengshou_coop/apples/arrival",
    ),
    # tense: 大刘 used to be the co-op's accountant (`以前`); without it he is one now.
    _r(
        "zh",
        "tense",
        False,
        "我以前在这家合作社当会计，现在自己种葡萄。",
        "大刘在这家合作社当会计",
        evidence="我以前在这家合作社当会计",
        speaker="大刘",
        key="大刘/工作",
    ),
    # evidence: the quoted sentence is not in the source, which says tickets remain; nothing supports `sold out`.
    _r(
        "zh",
        "evidence",
        False,
        "星光影城：《长安》今晚19:40场次还有余票，欢迎购票。",
        "《长安》今晚19:40场次已售罄",
        evidence="《长安》今晚19:40场次已售罄。",
        key="xingguang_cinema/changan_1940/availability",
    ),
    # parenthetical_restrictive: the bracket caps the flat at 100 m²; without it every deep clean costs 599 yuan.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "洁净家政价目：深度保洁（限100平米以内）收费599元。",
        "深度保洁收费599元",
        evidence="深度保洁（限100平米以内）收费599元。",
        key="jiejing_cleaning/deep_clean_price",
    ),
)

BATCH_37: tuple[Realistic, ...] = _EN + _ES + _ZH
