"""The realistic set's fifty-fourth batch: a blind measurement of the merged admission rules (issue 31, brief B54).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b54, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first two records, for the
format and the family names). `validate_realistic` was imported to run the brief's format check, its source unread. No
scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in domains the
earlier batches used little: ski and snowboard rental, print and copy shops, laundromats and dry cleaners, opticians,
piano tuners, bike couriers, coworking spaces, municipal sports centres, self-storage units, language-exchange
meetups, pet insurance claims, allotment and community-garden water rotas, driving-range golf, vintage clothing resale
and chimney sweeps. The Spanish and Chinese records are written in their own registers (Spanish copisterías,
trasteros, polideportivos municipales and huertos urbanos; Chinese 图文快印店, 迷你仓, 全民健身中心, 社区菜园 and 闲鱼
古着), not translated from the English ones. The registers are voice-note transcripts with fillers, chats with several
speakers, support tickets, tool outputs in JSON, e-mail signatures, web forms, receipts, SMS and WeChat notifications,
calendar invites, meeting minutes, price lists, marketplace listings and reviews.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Swims at Eastfield Leisure Centre before work`); some keep one item of a
list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a booking, claim
or pickup code, an amount with its currency, a date or time phrase, a postal address or a person's name), filed under
a key in the manner of LangGraph's memory tools (`storesafe/unit_b114/monthly_rent`). Key styles are mixed on
purpose: English keys over Spanish and Chinese sources, keys naming an organisation and a person in it
(`inkwell_print/tomasz_wisniewski/phone`), Spanish and Chinese keys, and mem0's `user/...`. Several negatives share
their source with a faithful twin and change one thing: the weekday ski rate under a key that says so beside the
weekend rate under a key that does not; a non-restrictive parenthetical beside a restrictive one in the same
laundrette notice, and the pool's hours beside the members-only car park in one sports-centre notice; a present-tense
clause beside a `used to` clause in the same voice note.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
evidence 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source except in the three
`evidence` negatives, which quote a sentence the source does not contain. The batch is unscored: scoring it is the
lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_SKI_PRICES_EN = (
    "ALPENGLOW RENTALS — 2026/27 price list\n"
    "Adult ski package (skis, boots, poles): weekdays £26/day, weekends £34/day\n"
    "Helmet: £5/day. Damage waiver: £3/day."
)
_LAUNDRY_NOTICE_EN = (
    "NOTICE — Suds & Co, Mill Lane\n"
    "Service washes (Monday to Friday only) are ready by 5pm. Duvets (any size) take two days.\n"
    "Please collect within 14 days."
)
_VINTAGE_VOICE_EN = (
    "[voice note, 0:41] Okay so, um, I, I mostly sell seventies denim on Depop now, "
    "but I used to run a stall at Spitalfields. Anyway, yeah, ping me if you see any Wranglers."
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the weekday rate alone; the key carries the package and the weekday frame.
    _r(
        "en",
        "subspan",
        True,
        _SKI_PRICES_EN,
        "£26/day",
        evidence="weekdays £26/day",
        key="alpenglow_rentals/adult_ski_package/weekday_rate",
    ),
    # subspan: the direct line alone from a signature; "Direct line" is what the key's relation (phone) names.
    _r(
        "en",
        "subspan",
        True,
        "Cheers,\nTomasz Wiśniewski\nCounter Manager, InkWell Print & Copy (Stokes Croft)\n"
        "Direct line: 0117 496 0381\nOrders over 500 sheets need 48 hours' notice.",
        "0117 496 0381",
        evidence="Direct line: 0117 496 0381",
        speaker="Tomasz Wiśniewski",
        key="inkwell_print/tomasz_wisniewski/phone",
    ),
    # subspan: the next eye-test date from a JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"practice":"ClearView Opticians","patient":"R. Okafor","rx_id":"RX-55-09312",'
        '"next_eye_test":"2027-03-18","frames":"collected"}',
        "2027-03-18",
        evidence='"next_eye_test":"2027-03-18"',
        key="clearview_opticians/r_okafor/next_eye_test",
    ),
    # subspan: the host's e-mail alone from a calendar invite; "Host:" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "Meeting room booking — The Hive Coworking, Room Ada (4 seats)\n"
        "When: Thu 9 Jan 2027, 10:00–11:30\nHost: priya.n@thehive.work\nCancel up to 2 hours before at no charge.",
        "priya.n@thehive.work",
        evidence="Host: priya.n@thehive.work",
        key="hive_coworking/room_ada_booking/host_email",
    ),
    # subspan: the unit's monthly rent alone from a receipt; the key names the unit and the monthly frame.
    _r(
        "en",
        "subspan",
        True,
        "StoreSafe Self Storage — Bristol Avonmouth\nUnit B-114 (50 sq ft)\nMonthly rent: £64.00\n"
        "Insurance: £6.50\nPaid by card ending 4471 on 01/12/2026",
        "£64.00",
        evidence="Monthly rent: £64.00",
        key="storesafe/unit_b114/monthly_rent",
    ),
    # subspan: the visit's date and time phrase; "I'll be with you on" is what the key's relation (next_visit) names.
    _r(
        "en",
        "subspan",
        True,
        "[voice note] Hi, it's Gareth from Harmony Piano Tuning, uh, just confirming I'll be with you on "
        "Tuesday the 3rd at half past two. It's ninety pounds for the tuning, cash or card.",
        "Tuesday the 3rd at half past two",
        evidence="I'll be with you on Tuesday the 3rd at half past two",
        speaker="Gareth",
        key="harmony_piano_tuning/gareth/next_visit",
    ),
    # subspan: the signer's name alone from a courier's tracking JSON; the key names the job and the relation.
    _r(
        "en",
        "subspan",
        True,
        '{"courier":"Spoke & Satchel","job":"SS-7731-K","status":"delivered","delivered_at":"13:52",'
        '"signed_by":"M. Haddad"}',
        "M. Haddad",
        evidence='"signed_by":"M. Haddad"',
        key="spoke_satchel/job_ss7731k/signed_by",
    ),
    # subspan: the booking address alone from a chimney sweep's web form; "Address:" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "New booking request — Brushwood Sweeps\nName: Eilidh Baxter\nAddress: 12 Rowan Terrace, Perth PH1 5QA\n"
        "Appliance: wood burner (Stovax)\nLast swept: never\nPreferred contact: eilidh.baxter@postbox.scot",
        "12 Rowan Terrace, Perth PH1 5QA",
        evidence="Address: 12 Rowan Terrace, Perth PH1 5QA",
        key="brushwood_sweeps/eilidh_baxter/booking_address",
    ),
    # filler: "So, um", "basically" and "like" dropped from a voice note; the place and the frequency stay.
    _r(
        "en",
        "filler",
        True,
        "[voice note] So, um, I basically drop my duvet off at Suds & Co on Mill Lane, like, every second Friday. "
        "It's cheaper than doing it at home honestly.",
        "I drop my duvet off at Suds & Co on Mill Lane every second Friday.",
        evidence="So, um, I basically drop my duvet off at Suds & Co on Mill Lane, like, every second Friday.",
        speaker="user",
        key="user/laundry_routine",
    ),
    # filler: "Yeah, so, uh" and "you know" dropped; the closing time keeps its weeknight frame.
    _r(
        "en",
        "filler",
        True,
        "Yeah, so, uh, the range at Birchwood closes at ten on weeknights, you know. Saturdays it's earlier.",
        "The range at Birchwood closes at ten on weeknights.",
        evidence="Yeah, so, uh, the range at Birchwood closes at ten on weeknights, you know.",
    ),
    # filler: "Okay so, um" and the stutter "I, I" dropped; "mostly" and "now" kept.
    _r(
        "en",
        "filler",
        True,
        _VINTAGE_VOICE_EN,
        "I mostly sell seventies denim on Depop now",
        evidence="Okay so, um, I, I mostly sell seventies denim on Depop now",
        speaker="user",
    ),
    # speaker: "I" bound to the speaker's name with agreement (host → hosts); place and day kept.
    _r(
        "en",
        "speaker",
        True,
        "Keiko: I host the Wednesday Spanish–Japanese exchange at the Lantern Café. Newcomers always welcome!",
        "Keiko hosts the Wednesday Spanish–Japanese exchange at the Lantern Café.",
        evidence="I host the Wednesday Spanish–Japanese exchange at the Lantern Café.",
        speaker="Keiko",
    ),
    # speaker: mem0's "User" for the speaker, "I've been" → "User has been"; the start year kept.
    _r(
        "en",
        "speaker",
        True,
        "Hi, I've been with PawGuard since 2022 and this is my first claim. Biscuit ate a sock last week.",
        "User has been with PawGuard since 2022",
        evidence="I've been with PawGuard since 2022",
        speaker="user",
        key="user/pet_insurer",
    ),
    # speaker: subject elided for the speaker, with agreement (swim → swims); "before work" kept.
    _r(
        "en",
        "speaker",
        True,
        "Rahul Mehta: I swim at Eastfield Leisure Centre before work, usually the 6:30 lane session.",
        "Swims at Eastfield Leisure Centre before work",
        evidence="I swim at Eastfield Leisure Centre before work",
        speaker="Rahul Mehta",
        key="rahul_mehta/routine",
    ),
    # verbatim: one minuted item copied whole, both days kept.
    _r(
        "en",
        "verbatim",
        True,
        "Minutes, Hollybank Allotments committee, 2 June\n1. Apologies: R. Dean.\n"
        "3. Water rota: plot holders on the east side water on Mondays and Thursdays.\n"
        "4. AOB: compost bays to be turned.",
        "plot holders on the east side water on Mondays and Thursdays.",
        evidence="plot holders on the east side water on Mondays and Thursdays.",
        key="hollybank_allotments/water_rota",
    ),
    # verbatim: one sentence of a review copied whole, "completely" kept.
    _r(
        "en",
        "verbatim",
        True,
        "★★★★★ Left my wool coat at Prestige Dry Cleaners on Friday. They got the red wine stain out completely. "
        "Will use again.",
        "They got the red wine stain out completely.",
        evidence="They got the red wine stain out completely.",
    ),
    # coordination: the first of two conjuncts sharing the subject "I"; the other conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Ticket #4471 — I rent a fixed desk at Northside Cowork and keep my road bike in their basement store. "
        "The store's keypad has stopped working.",
        "I rent a fixed desk at Northside Cowork",
        evidence="I rent a fixed desk at Northside Cowork and keep my road bike in their basement store.",
        speaker="user",
        key="user/coworking_desk",
    ),
    # coordination: the second conjunct with the shared subject "The optician on Hale Road".
    _r(
        "en",
        "coordination",
        True,
        "The optician on Hale Road repairs frames and sells daily contact lenses. Parking's a nightmare though.",
        "The optician on Hale Road sells daily contact lenses.",
        evidence="The optician on Hale Road repairs frames and sells daily contact lenses.",
    ),
    # parenthetical: a non-restrictive "(any size)" dropped; the twin below drops a restrictive one.
    _r(
        "en",
        "parenthetical",
        True,
        _LAUNDRY_NOTICE_EN,
        "Duvets take two days.",
        evidence="Duvets (any size) take two days.",
        key="suds_and_co/duvet_turnaround",
    ),
    # parenthetical: the appositive aside "(twenty years with Steinway dealers)" dropped; "all of Cardiff" kept.
    _r(
        "en",
        "parenthetical",
        True,
        "About us: Our tuner, Gareth Lloyd (twenty years with Steinway dealers), covers all of Cardiff and the Vale.",
        "Our tuner, Gareth Lloyd, covers all of Cardiff and the Vale.",
        evidence="Our tuner, Gareth Lloyd (twenty years with Steinway dealers), covers all of Cardiff and the Vale.",
    ),
    # list_item: one sport of the list with the shared head "Eastfield Leisure Centre offers".
    _r(
        "en",
        "list_item",
        True,
        "Eastfield Leisure Centre offers badminton, squash, table tennis and five-a-side football. "
        "Courts can be booked seven days ahead.",
        "Eastfield Leisure Centre offers squash",
        evidence="Eastfield Leisure Centre offers badminton, squash, table tennis and five-a-side football.",
    ),
    # list_item: one appliance of the speaker's list, its article kept; no number is attached.
    _r(
        "en",
        "list_item",
        True,
        "Hi there, I've got an open fire, a wood burner and an Aga, and the wood burner smokes a bit when it's windy.",
        "I've got a wood burner",
        evidence="I've got an open fire, a wood burner and an Aga",
        speaker="user",
        key="user/heating_appliances",
    ),
    # --- negative ---
    # restriction_drop: twin of the weekday rate; the weekend frame is dropped and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _SKI_PRICES_EN,
        "£34/day",
        evidence="weekends £34/day",
        key="alpenglow_rentals/adult_ski_package/day_rate",
    ),
    # restriction_drop: "on the Flex plan" restricts which members; dropping it generalises to all members.
    _r(
        "en",
        "restriction_drop",
        False,
        "House rules, The Hive: Members on the Flex plan can book the podcast booth for one hour per day.",
        "Members can book the podcast booth for one hour per day.",
        evidence="Members on the Flex plan can book the podcast booth for one hour per day.",
    ),
    # restriction_drop: the place frame "At the Mill Lane branch" dropped from a same-day promise.
    _r(
        "en",
        "restriction_drop",
        False,
        "At the Mill Lane branch, service washes are ready the same day. Other branches need 48 hours.",
        "Service washes are ready the same day.",
        evidence="At the Mill Lane branch, service washes are ready the same day.",
    ),
    # wrong_speaker: Keiko says she is moving; the value binds "I" to Luis.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Keiko: I'm moving to Osaka in May.\nLuis: Noooo, who'll run the Wednesday sessions then?",
        "Luis is moving to Osaka in May.",
        evidence="I'm moving to Osaka in May.",
        speaker="Keiko",
    ),
    # wrong_speaker: the "I" is the quoted vet's, not the user's; the value binds it to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        'Claim #PG-20931 — attaching the note from my vet, Dr Amrit Sohal, who wrote: "I have treated Biscuit for '
        'pancreatitis twice this year."',
        "User has treated Biscuit for pancreatitis twice this year.",
        evidence="I have treated Biscuit for pancreatitis twice this year.",
        speaker="user",
    ),
    # number: "Two of our three cats" becomes all three.
    _r(
        "en",
        "number",
        False,
        "Two of our three cats are covered by PawGuard; the old boy was too old to insure.",
        "Our three cats are covered by PawGuard",
        evidence="Two of our three cats are covered by PawGuard",
        speaker="user",
    ),
    # number: "two buckets" dropped to "a bucket".
    _r(
        "en",
        "number",
        False,
        "Dev: I hit two buckets at Birchwood every Sunday morning before the crowds.",
        "Dev hits a bucket at Birchwood every Sunday morning.",
        evidence="I hit two buckets at Birchwood every Sunday morning",
        speaker="Dev",
    ),
    # attribution: the optometrist's report is restated as the user's own fact.
    _r(
        "en",
        "attribution",
        False,
        "According to the optometrist, my left eye has got slightly worse since last year, so new lenses it is.",
        "My left eye has got slightly worse since last year",
        evidence="According to the optometrist, my left eye has got slightly worse since last year",
        speaker="user",
    ),
    # attribution: the seller's claim, which the shop says it has not verified, becomes a bare fact.
    _r(
        "en",
        "attribution",
        False,
        "Listing note: Seller says the jacket is genuine 1970s Levi's but we haven't verified the tag. Size M.",
        "The jacket is genuine 1970s Levi's",
        evidence="Seller says the jacket is genuine 1970s Levi's",
        key="vintage_listing/jacket/authenticity",
    ),
    # negation: "does not" reduced to "does", the polarity flipped.
    _r(
        "en",
        "negation",
        False,
        "FAQ — Brushwood Sweeps does not issue certificates for thatched properties. Please ask your insurer.",
        "Brushwood Sweeps does issue certificates for thatched properties.",
        evidence="Brushwood Sweeps does not issue certificates for thatched properties.",
    ),
    # negation: "haven't had" restated as "has had".
    _r(
        "en",
        "negation",
        False,
        "Honestly I haven't had the piano tuned since we moved, so it's probably awful.",
        "User has had the piano tuned since we moved",
        evidence="I haven't had the piano tuned since we moved",
        speaker="user",
    ),
    # condition: the refund holds only if the board comes back before 10am.
    _r(
        "en",
        "condition",
        False,
        "Alpenglow: If you return the board before 10am, we refund half a day. No refunds after midday.",
        "We refund half a day.",
        evidence="If you return the board before 10am, we refund half a day.",
    ),
    # condition: "once they've done the induction" dropped.
    _r(
        "en",
        "condition",
        False,
        "Juniors (14–17) can use the gym unsupervised once they've done the induction.",
        "Juniors can use the gym unsupervised.",
        evidence="Juniors (14–17) can use the gym unsupervised once they've done the induction.",
    ),
    # scope: "Most of our dryers" widened to all the dryers.
    _r(
        "en",
        "scope",
        False,
        "Suds & Co: Most of our dryers take contactless. Washers are still coin-only.",
        "Our dryers take contactless.",
        evidence="Most of our dryers take contactless.",
    ),
    # stitch: the Castle Street subject joined to the Bridge Road shop's Sunday opening.
    _r(
        "en",
        "stitch",
        False,
        "Our Castle Street shop prints A0 posters. The Bridge Road shop is open on Sundays.",
        "Our Castle Street shop is open on Sundays.",
        evidence="Our Castle Street shop prints A0 posters. The Bridge Road shop is open on Sundays.",
    ),
    # tense: twin of the filler record; "used to run" (past habit) restated as a present fact.
    _r(
        "en",
        "tense",
        False,
        _VINTAGE_VOICE_EN,
        "I run a stall at Spitalfields",
        evidence="I used to run a stall at Spitalfields",
        speaker="user",
    ),
    # evidence: the cited sentence is not in the source (12 of 40 bays are floodlit).
    _r(
        "en",
        "evidence",
        False,
        "Birchwood Driving Range: 40 bays, 12 of them floodlit. Open 7am–10pm daily.",
        "All 40 bays are floodlit.",
        evidence="All 40 bays are floodlit.",
    ),
    # parenthetical_restrictive: twin of the duvet record; "(Monday to Friday only)" restricts the promise.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        _LAUNDRY_NOTICE_EN,
        "Service washes are ready by 5pm.",
        evidence="Service washes (Monday to Friday only) are ready by 5pm.",
        key="suds_and_co/service_wash_turnaround",
    ),
)

_SKI_PRICES_ES = (
    "NEVASPORT Baqueira · Tarifas alquiler 2026-27\n"
    "Pack esquí adulto: temporada baja 22 €/día, temporada alta 31 €/día\n"
    "Casco: 4 €/día · Seguro de rotura: 3 €/día"
)
_POOL_ES = (
    "Polideportivo Municipal San Isidro (Getafe). La piscina cubierta (reformada en 2024) abre de lunes a sábado "
    "de 7:00 a 22:00. El parking del polideportivo (solo para abonados) es gratuito."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone from a copy shop's signature; "Correo:" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nNuria Vidal\nCopistería Gràfiques Eixample · C/ Consell de Cent 312, Barcelona\n"
        "Correo: nuria@grafiqueseixample.cat\nLos pedidos de más de 200 copias, con 24 h de antelación.",
        "nuria@grafiqueseixample.cat",
        evidence="Correo: nuria@grafiqueseixample.cat",
        speaker="Nuria Vidal",
        key="grafiques_eixample/nuria_vidal/email",
    ),
    # subspan: the access code alone; the key names the unit and the relation, nothing restricts the code.
    _r(
        "es",
        "subspan",
        True,
        "Trasteros Guardalia: su código de acceso para el trastero 2-087 es 441973. Horario de acceso: 7:00-23:00.",
        "441973",
        evidence="su código de acceso para el trastero 2-087 es 441973.",
        key="guardalia/trastero_2087/codigo_acceso",
    ),
    # subspan: the claim number alone from a pet insurer's JSON output.
    _r(
        "es",
        "subspan",
        True,
        '{"poliza":"MSC-ES-883021","mascota":"Kira","especie":"perro","siniestro":"SIN-2026-04417",'
        '"estado":"en revisión","importe_reclamado":"312,00 €"}',
        "SIN-2026-04417",
        evidence='"siniestro":"SIN-2026-04417"',
        key="pet_insurance/kira/claim_number",
    ),
    # subspan: the ready date alone; the key names the customer, the lenses and the relation.
    _r(
        "es",
        "subspan",
        True,
        "Óptica Miravista: Hola Carmen, sus lentes progresivas estarán listas el jueves 12 de marzo. "
        "Puede recogerlas en C/ Mayor 14 de 10:00 a 14:00.",
        "el jueves 12 de marzo",
        evidence="sus lentes progresivas estarán listas el jueves 12 de marzo.",
        key="optica_miravista/carmen/lentes_progresivas/fecha_listas",
    ),
    # subspan: the amount with its currency from a municipal receipt; the key names the pass.
    _r(
        "es",
        "subspan",
        True,
        "Ayuntamiento de Getafe — Polideportivo San Isidro\nAbono trimestral natación adultos\n"
        "Importe: 48,60 €\nN.º recibo: 2026/PD/118273\nForma de pago: tarjeta",
        "48,60 €",
        evidence="Importe: 48,60 €",
        key="polideportivo_san_isidro/abono_trimestral_natacion/importe",
    ),
    # subspan: the address alone from a calendar invite; "Dónde:" is what the key (lugar) names.
    _r(
        "es",
        "subspan",
        True,
        "Afinación piano vertical\nCuándo: martes 7 de abril de 2027, 17:30–18:30\n"
        "Dónde: C/ Ruzafa 22, 3.º B, Valencia\nOrganizador: Ramón Ferrer (afinador)",
        "C/ Ruzafa 22, 3.º B, Valencia",
        evidence="Dónde: C/ Ruzafa 22, 3.º B, Valencia",
        key="afinacion_piano/7_abril_2027/lugar",
    ),
    # subspan: the delivery time alone; the key carries the consignment and the relation.
    _r(
        "es",
        "subspan",
        True,
        "Pedalea Express — Envío PX-40-2291 entregado a las 12:47. Firmado por: J. Ortega. ¡Gracias por pedalear "
        "con nosotros!",
        "12:47",
        evidence="Envío PX-40-2291 entregado a las 12:47.",
        key="pedalea_express/envio_px402291/hora_entrega",
    ),
    # subspan: the sign-up URL alone from a meetup listing; "Inscripción:" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "Intercambio Español–Inglés · Bar La Tertulia (Alameda) · jueves 19:30 · Organiza: Lucía Benítez · "
        "Inscripción: https://meetup.com/intercambio-tertulia-sevilla",
        "https://meetup.com/intercambio-tertulia-sevilla",
        evidence="Inscripción: https://meetup.com/intercambio-tertulia-sevilla",
        key="intercambio_tertulia/sign_up_url",
    ),
    # filler: "Pues nada, eh, que" and "o sea" dropped from a voice note; place and frequency kept.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz] Pues nada, eh, que yo llevo las camisas a la tintorería Lavasec de la calle Alfonso, "
        "o sea, cada lunes. Y las recojo el miércoles.",
        "Yo llevo las camisas a la tintorería Lavasec de la calle Alfonso cada lunes.",
        evidence="Pues nada, eh, que yo llevo las camisas a la tintorería Lavasec de la calle Alfonso, "
        "o sea, cada lunes.",
        speaker="user",
        key="user/tintoreria",
    ),
    # filler: "Bueno, a ver" and "eh" dropped; the Saturday frame kept.
    _r(
        "es",
        "filler",
        True,
        "Bueno, a ver, el campo de prácticas de La Moraleja abre, eh, a las ocho los sábados. "
        "Entre semana a las nueve.",
        "El campo de prácticas de La Moraleja abre a las ocho los sábados.",
        evidence="Bueno, a ver, el campo de prácticas de La Moraleja abre, eh, a las ocho los sábados.",
    ),
    # filler: "Mira" and "este..." dropped; "sobre todo" kept.
    _r(
        "es",
        "filler",
        True,
        "Mira, yo, este... vendo sobre todo chaquetas de cuero de los ochenta en Vinted, y alguna cosa en Wallapop.",
        "Yo vendo sobre todo chaquetas de cuero de los ochenta en Vinted",
        evidence="Mira, yo, este... vendo sobre todo chaquetas de cuero de los ochenta en Vinted",
        speaker="user",
    ),
    # speaker: the pro-drop first person bound to the speaker's name, "Trabajo" → "Andrés trabaja".
    _r(
        "es",
        "speaker",
        True,
        "Andrés: Trabajo en el coworking La Nave de Zaragoza tres días por semana, el resto desde casa.",
        "Andrés trabaja en el coworking La Nave de Zaragoza tres días por semana",
        evidence="Trabajo en el coworking La Nave de Zaragoza tres días por semana",
        speaker="Andrés",
        key="andres/lugar_de_trabajo",
    ),
    # speaker: mem0's "Usuario" for the speaker, "Tengo" → "Usuario tiene"; the start year kept.
    _r(
        "es",
        "speaker",
        True,
        "Hola, tengo contratado el seguro de Mapfre desde 2023 y quiero dar un parte por la cojera de mi perra.",
        "Usuario tiene contratado el seguro de Mapfre desde 2023",
        evidence="tengo contratado el seguro de Mapfre desde 2023",
        speaker="user",
    ),
    # speaker: subject elided for the speaker with agreement (riego → riega); plot, days and time of day kept.
    _r(
        "es",
        "speaker",
        True,
        "Pilar (parcela 12): Riego la parcela 12 los martes y viernes por la tarde, si alguien quiere cambiar me dice.",
        "Riega la parcela 12 los martes y viernes por la tarde",
        evidence="Riego la parcela 12 los martes y viernes por la tarde",
        speaker="Pilar",
        key="pilar/turno_riego",
    ),
    # verbatim: one sentence of a review copied whole, "en menos de una hora" kept.
    _r(
        "es",
        "verbatim",
        True,
        "Deshollinadores Hermanos Gil: muy recomendables. Limpiaron la chimenea de leña en menos de una hora. "
        "Precio justo.",
        "Limpiaron la chimenea de leña en menos de una hora.",
        evidence="Limpiaron la chimenea de leña en menos de una hora.",
    ),
    # verbatim: one point of the minutes copied whole, "solo" and the months kept.
    _r(
        "es",
        "verbatim",
        True,
        "Acta de la asamblea del Huerto Comunitario Las Eras, 14 de mayo\n1. Lectura del acta anterior: aprobada.\n"
        "2. Turnos de riego: en julio y agosto se riega solo de 7:00 a 10:00.\n3. Varios: se compra una carretilla.",
        "en julio y agosto se riega solo de 7:00 a 10:00.",
        evidence="en julio y agosto se riega solo de 7:00 a 10:00.",
        key="huerto_las_eras/turnos_riego",
    ),
    # coordination: the first conjunct; the second, sharing the (dropped) subject, goes whole.
    _r(
        "es",
        "coordination",
        True,
        "Incidencia #2291: Tengo alquilado el trastero 2-087 y pago por domiciliación bancaria, pero este mes me han "
        "cobrado dos veces.",
        "Tengo alquilado el trastero 2-087",
        evidence="Tengo alquilado el trastero 2-087 y pago por domiciliación bancaria",
        speaker="user",
        key="user/trastero",
    ),
    # coordination: the second conjunct with the shared subject "La óptica de la plaza".
    _r(
        "es",
        "coordination",
        True,
        "La óptica de la plaza gradúa la vista gratis y arregla monturas en el momento. La recomiendo.",
        "La óptica de la plaza arregla monturas en el momento.",
        evidence="La óptica de la plaza gradúa la vista gratis y arregla monturas en el momento.",
    ),
    # parenthetical: "(reformada en 2024)" is a non-restrictive aside; days and hours kept.
    _r(
        "es",
        "parenthetical",
        True,
        _POOL_ES,
        "La piscina cubierta abre de lunes a sábado de 7:00 a 22:00.",
        evidence="La piscina cubierta (reformada en 2024) abre de lunes a sábado de 7:00 a 22:00.",
        key="polideportivo_san_isidro/piscina_cubierta/horario",
    ),
    # parenthetical: the aside on the technician's past dropped; "gratis" kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Nuestro técnico, Iñaki (exmonitor de la escuela de Baqueira), ajusta las fijaciones gratis.",
        "Nuestro técnico, Iñaki, ajusta las fijaciones gratis.",
        evidence="Nuestro técnico, Iñaki (exmonitor de la escuela de Baqueira), ajusta las fijaciones gratis.",
    ),
    # list_item: one service of the list with the shared head "Hacemos".
    _r(
        "es",
        "list_item",
        True,
        "Hacemos impresión en A3, encuadernación en espiral, plastificado y planos en gran formato. Sin cita previa.",
        "Hacemos plastificado",
        evidence="Hacemos impresión en A3, encuadernación en espiral, plastificado y planos en gran formato.",
    ),
    # list_item: the last service of the list, with its shared subject and verb.
    _r(
        "es",
        "list_item",
        True,
        "Lavandería La Burbuja ofrece lavado por kilo, planchado, tintorería y recogida a domicilio. "
        "Abierto de 8 a 22 h.",
        "Lavandería La Burbuja ofrece recogida a domicilio",
        evidence="Lavandería La Burbuja ofrece lavado por kilo, planchado, tintorería y recogida a domicilio.",
    ),
    # --- negative ---
    # restriction_drop: the high-season rate under a key that does not carry the season.
    _r(
        "es",
        "restriction_drop",
        False,
        _SKI_PRICES_ES,
        "31 €/día",
        evidence="temporada alta 31 €/día",
        key="nevasport/pack_esqui_adulto/precio_dia",
    ),
    # restriction_drop: "con tarifa nómada" restricts which members may book.
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de La Nave: los miembros con tarifa nómada pueden usar la sala de reuniones dos horas al mes.",
        "Los miembros pueden usar la sala de reuniones dos horas al mes.",
        evidence="los miembros con tarifa nómada pueden usar la sala de reuniones dos horas al mes.",
    ),
    # restriction_drop: the price holds "entre semana"; the time frame is dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "En el campo de prácticas de Valdelosa, los cubos de 60 bolas cuestan 3 € entre semana y 5 € el finde.",
        "En el campo de prácticas de Valdelosa, los cubos de 60 bolas cuestan 3 €",
        evidence="En el campo de prácticas de Valdelosa, los cubos de 60 bolas cuestan 3 € entre semana",
    ),
    # wrong_speaker: Lucía is the one moving; the value binds her "Yo" to Tom.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Lucía: Yo me mudo a Lisboa en septiembre.\nTom: ¡Qué pena, con lo bien que organizas los jueves!",
        "Tom se muda a Lisboa en septiembre.",
        evidence="Yo me mudo a Lisboa en septiembre.",
        speaker="Lucía",
    ),
    # wrong_speaker: the quoted vet operated on Kira; the value binds the vet's "He operado" to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Adjunto el informe de la veterinaria, que dice: «He operado a Kira de la rodilla dos veces». "
        "Espero que sirva para el reembolso.",
        "Usuario ha operado a Kira de la rodilla dos veces.",
        evidence="He operado a Kira de la rodilla dos veces",
        speaker="user",
    ),
    # number: "De mis tres perros, solo dos" widened to all three.
    _r(
        "es",
        "number",
        False,
        "De mis tres perros, solo dos están asegurados con Santévet; el mayor ya no entraba por edad.",
        "Mis tres perros están asegurados con Santévet",
        evidence="De mis tres perros, solo dos están asegurados con Santévet",
        speaker="user",
    ),
    # number: the list item "dos de montaña" cut to "una bici de montaña" by stitching "una" from the other item.
    _r(
        "es",
        "number",
        False,
        "En el trastero tengo una bici de carretera y dos de montaña, más las ruedas de invierno.",
        "En el trastero tengo una bici de montaña",
        evidence="En el trastero tengo una bici de carretera y dos de montaña",
        speaker="user",
    ),
    # attribution: the optometrist's assessment restated as the user's own fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el optometrista, tengo la miopía estabilizada, así que no cambio de graduación este año.",
        "Tengo la miopía estabilizada",
        evidence="Según el optometrista, tengo la miopía estabilizada",
        speaker="user",
    ),
    # attribution: the seller's assurance becomes a bare fact about the bag.
    _r(
        "es",
        "attribution",
        False,
        "Anuncio en Wallapop: la vendedora asegura que el bolso es un Loewe auténtico de los setenta. "
        "No tiene factura.",
        "El bolso es un Loewe auténtico de los setenta",
        evidence="la vendedora asegura que el bolso es un Loewe auténtico de los setenta.",
        key="wallapop/anuncio_bolso/autenticidad",
    ),
    # negation: "No limpiamos ... ni" reduced to a positive claim.
    _r(
        "es",
        "negation",
        False,
        "Deshollinadores Hermanos Gil · No limpiamos chimeneas de gas ni calderas. Solo leña y pellets.",
        "Limpiamos chimeneas de gas",
        evidence="No limpiamos chimeneas de gas ni calderas.",
    ),
    # negation: "Nunca" dropped, a habit the user denies becomes one she has.
    _r(
        "es",
        "negation",
        False,
        "Nunca dejo los edredones en la lavandería de autoservicio, que luego salen con pelotillas.",
        "Dejo los edredones en la lavandería de autoservicio",
        evidence="Nunca dejo los edredones en la lavandería de autoservicio",
        speaker="user",
    ),
    # condition: the half-day refund holds only "Si devuelves la tabla antes de las 10".
    _r(
        "es",
        "condition",
        False,
        "Nevasport: Si devuelves la tabla antes de las 10, te devolvemos medio día. Después de las 12, nada.",
        "Te devolvemos medio día.",
        evidence="Si devuelves la tabla antes de las 10, te devolvemos medio día.",
    ),
    # condition: "siempre que vayan acompañados de un adulto" dropped.
    _r(
        "es",
        "condition",
        False,
        "Los menores de 16 pueden usar la sala de musculación siempre que vayan acompañados de un adulto.",
        "Los menores de 16 pueden usar la sala de musculación.",
        evidence="Los menores de 16 pueden usar la sala de musculación siempre que vayan acompañados de un adulto.",
    ),
    # scope: "La mayoría de" dropped, every binding job promised same-day.
    _r(
        "es",
        "scope",
        False,
        "La mayoría de nuestros trabajos de encuadernación salen en el día. Tapa dura: 48 h.",
        "Nuestros trabajos de encuadernación salen en el día.",
        evidence="La mayoría de nuestros trabajos de encuadernación salen en el día.",
    ),
    # stitch: the ground-floor units joined to the first floor's climate control.
    _r(
        "es",
        "stitch",
        False,
        "Los trasteros de la planta baja tienen acceso para furgonetas. Los de la primera planta están climatizados.",
        "Los trasteros de la planta baja están climatizados.",
        evidence="Los trasteros de la planta baja tienen acceso para furgonetas. Los de la primera planta están "
        "climatizados.",
    ),
    # tense: "Antes afinaba" (a past habit) restated in the present under speaker binding.
    _r(
        "es",
        "tense",
        False,
        "Ramón: Antes afinaba pianos para el Conservatorio de Valencia; ahora solo trabajo con particulares.",
        "Ramón afina pianos para el Conservatorio de Valencia",
        evidence="Antes afinaba pianos para el Conservatorio de Valencia",
        speaker="Ramón",
    ),
    # evidence: the cited sentence is not in the source (8 of 30 bays are covered).
    _r(
        "es",
        "evidence",
        False,
        "Campo de prácticas Las Encinas: 30 puestos, 8 cubiertos. Abierto de 8:00 a 21:00.",
        "Todos los puestos están cubiertos.",
        evidence="Todos los puestos están cubiertos.",
    ),
    # parenthetical_restrictive: "(solo para abonados)" restricts who parks free; same notice as the pool hours.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        _POOL_ES,
        "El parking del polideportivo es gratuito.",
        evidence="El parking del polideportivo (solo para abonados) es gratuito.",
    ),
)

_SKI_PRICES_ZH = (
    "万龙雪具租赁 2026-27 雪季价目\n单板套装：平日 180 元/天，周末及节假日 260 元/天\n头盔：30 元/天；押金 1000 元"
)
_VINTAGE_ZH = "Mia：我以前在 798 摆过古着摊，现在主要在闲鱼上卖。"

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone from a print shop's signature; "邮箱：" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "此致\n敬礼\n王晓雯 | 店长\n金印图文快印（中关村店）\n电话：010-6258 3317\n邮箱：wangxw@jinyin-print.cn",
        "wangxw@jinyin-print.cn",
        evidence="邮箱：wangxw@jinyin-print.cn",
        speaker="王晓雯",
        key="jinyin_print/wang_xiaowen/email",
    ),
    # subspan: the expiry date alone from an SMS; the Chinese key names the unit and "到期日".
    _r(
        "zh",
        "subspan",
        True,
        "【安心迷你仓】您租用的B区118号仓已续费成功，本期到期日：2027年3月31日。如需帮助请致电400-820-1188。",
        "2027年3月31日",
        evidence="本期到期日：2027年3月31日",
        key="安心迷你仓/B区118号仓/到期日",
    ),
    # subspan: the claim ID alone from a pet insurer's JSON output.
    _r(
        "zh",
        "subspan",
        True,
        '{"保单号":"PA-2026-0098812","宠物名":"豆豆","理赔单号":"CL20261207-3391","理赔金额":"1,280.00元",'
        '"状态":"已受理"}',
        "CL20261207-3391",
        evidence='"理赔单号":"CL20261207-3391"',
        key="pet_insurance/doudou/claim_id",
    ),
    # subspan: the pickup code alone from an optician's WeChat notice.
    _r(
        "zh",
        "subspan",
        True,
        "明亮眼镜：李女士您好，您配的渐进多焦点镜片已到店，取件码 MJ6624，请于营业时间到店领取。",
        "MJ6624",
        evidence="取件码 MJ6624",
        key="明亮眼镜/李女士/取件码",
    ),
    # subspan: the amount paid with its currency from a sports centre receipt.
    _r(
        "zh",
        "subspan",
        True,
        "朝阳区全民健身中心\n项目：羽毛球场（4号场）\n时段：19:00-21:00\n实付：¥120.00\n流水号：TY202612070045",
        "¥120.00",
        evidence="实付：¥120.00",
        key="chaoyang_sports_centre/badminton_booking/amount_paid",
    ),
    # subspan: the tuner's mobile number alone; the rest of the line is his name, which the key carries.
    _r(
        "zh",
        "subspan",
        True,
        "日程：钢琴调律\n时间：2027年1月9日（周六）14:00–15:30\n地点：杭州市西湖区文三路 128 号 3 单元 502\n"
        "调律师：陈建国 138 0571 6620",
        "138 0571 6620",
        evidence="调律师：陈建国 138 0571 6620",
        key="调律师/陈建国/电话",
    ),
    # subspan: the recipient's name alone from a courier SMS; "签收人" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "【骑手速递】订单 QS-88017-Z 已送达，签收人：周敏，送达时间 11:26。如有疑问请联系骑手。",
        "周敏",
        evidence="签收人：周敏",
        key="qishou_express/order_qs88017z/recipient",
    ),
    # subspan: the sign-up URL alone from an event page.
    _r(
        "zh",
        "subspan",
        True,
        "上海中英语言交换角｜每周四 19:30｜地点：静安区愚园路 68 号 Wild Café｜报名链接：https://huodongxing.com/event/5726431",
        "https://huodongxing.com/event/5726431",
        evidence="报名链接：https://huodongxing.com/event/5726431",
        key="上海语言交换角/报名链接",
    ),
    # filler: "嗯……那个" and "就是" dropped; "一般" (usually) kept.
    _r(
        "zh",
        "filler",
        True,
        "[语音转文字] 嗯……那个，我一般就是每周六去楼下的泡泡自助洗衣房洗床单，人少。",
        "我一般每周六去楼下的泡泡自助洗衣房洗床单",
        evidence="嗯……那个，我一般就是每周六去楼下的泡泡自助洗衣房洗床单",
        speaker="user",
        key="user/洗衣习惯",
    ),
    # filler: "呃，就是说" and "嗯" dropped; the closing time kept.
    _r(
        "zh",
        "filler",
        True,
        "呃，就是说，鸿运高尔夫练习场，嗯，晚上十点关门，你别去太晚。",
        "鸿运高尔夫练习场晚上十点关门",
        evidence="呃，就是说，鸿运高尔夫练习场，嗯，晚上十点关门",
    ),
    # filler: "然后吧" and the closing "对" dropped; "主要" kept.
    _r(
        "zh",
        "filler",
        True,
        "然后吧，我主要是在闲鱼上卖九十年代的日本古着，对。",
        "我主要是在闲鱼上卖九十年代的日本古着",
        evidence="然后吧，我主要是在闲鱼上卖九十年代的日本古着，对。",
        speaker="user",
    ),
    # speaker: "我" bound to the speaker's name; the branch and "固定工位" kept.
    _r(
        "zh",
        "speaker",
        True,
        "刘洋：我在氪空间望京店租了一个固定工位，有事可以来找我。",
        "刘洋在氪空间望京店租了一个固定工位",
        evidence="我在氪空间望京店租了一个固定工位",
        speaker="刘洋",
    ),
    # speaker: mem0's "用户" for the speaker; insurer and pet kept.
    _r(
        "zh",
        "speaker",
        True,
        "你好，我给家里的柯基买了平安的宠物医疗险，现在想申请理赔。",
        "用户给家里的柯基买了平安的宠物医疗险",
        evidence="我给家里的柯基买了平安的宠物医疗险",
        speaker="user",
        key="user/宠物保险",
    ),
    # speaker: subject elided for the speaker; the day, time of day and plot area kept.
    _r(
        "zh",
        "speaker",
        True,
        "老赵：我负责每周三早上给东区的菜地浇水，别的时间找小吴。",
        "负责每周三早上给东区的菜地浇水",
        evidence="我负责每周三早上给东区的菜地浇水",
        speaker="老赵",
        key="老赵/浇水轮值",
    ),
    # verbatim: one sentence of a review copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "预约了洁烟坊的烟囱清扫服务。师傅把壁炉烟囱里的积灰清得很干净。下次还找他们。",
        "师傅把壁炉烟囱里的积灰清得很干净。",
        evidence="师傅把壁炉烟囱里的积灰清得很干净。",
    ),
    # verbatim: one item of the minutes copied whole, the months and "各片区轮流" kept.
    _r(
        "zh",
        "verbatim",
        True,
        "阳光社区菜园第三次例会纪要\n一、浇水轮值：七八月份每天早晚各浇一次，由各片区轮流负责。\n二、其他：新增两个堆肥箱。",
        "七八月份每天早晚各浇一次，由各片区轮流负责。",
        evidence="七八月份每天早晚各浇一次，由各片区轮流负责。",
        key="阳光社区菜园/浇水轮值",
    ),
    # coordination: the first conjunct; the second ("还能当场调整镜架") shares the subject and goes whole.
    _r(
        "zh",
        "coordination",
        True,
        "这家眼镜店免费验光，还能当场调整镜架，服务挺好。",
        "这家眼镜店免费验光",
        evidence="这家眼镜店免费验光，还能当场调整镜架",
    ),
    # coordination: the first conjunct with its place; the lessons conjunct shares the subject "我".
    _r(
        "zh",
        "coordination",
        True,
        "我在万龙滑雪场租了一块单板，又报了两节私教课，周末去。",
        "我在万龙滑雪场租了一块单板",
        evidence="我在万龙滑雪场租了一块单板，又报了两节私教课",
        speaker="user",
    ),
    # parenthetical: "（2025年翻新）" is a non-restrictive aside; days and hours kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "朝阳区全民健身中心：游泳馆（2025年翻新）周一至周六 6:30–21:30 开放，周日闭馆清洁。",
        "游泳馆周一至周六 6:30–21:30 开放",
        evidence="游泳馆（2025年翻新）周一至周六 6:30–21:30 开放",
        key="chaoyang_sports_centre/pool_hours",
    ),
    # parenthetical: the aside on experience dropped; "整个西湖区" kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "关于我们：我们的调律师陈建国（从业二十五年）负责整个西湖区。",
        "我们的调律师陈建国负责整个西湖区。",
        evidence="我们的调律师陈建国（从业二十五年）负责整个西湖区。",
    ),
    # list_item: one service of the list with the shared head "金印图文提供".
    _r(
        "zh",
        "list_item",
        True,
        "金印图文提供名片印刷、胶装、覆膜和大幅面海报打印，支持加急。",
        "金印图文提供胶装",
        evidence="金印图文提供名片印刷、胶装、覆膜和大幅面海报打印",
    ),
    # list_item: one item with its own number ("一床") kept, the time frame "这次" kept.
    _r(
        "zh",
        "list_item",
        True,
        "我这次送洗了一件羊绒大衣、两条西裤和一床蚕丝被，周五能取吗？",
        "我这次送洗了一床蚕丝被",
        evidence="我这次送洗了一件羊绒大衣、两条西裤和一床蚕丝被",
        speaker="user",
    ),
    # --- negative ---
    # restriction_drop: the weekend and holiday rate under a key that does not carry that frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        _SKI_PRICES_ZH,
        "260 元/天",
        evidence="周末及节假日 260 元/天",
        key="万龙雪具租赁/单板套装/日租金",
    ),
    # restriction_drop: "包月" restricts which members get the free hours.
    _r(
        "zh",
        "restriction_drop",
        False,
        "氪空间会员须知：包月会员每月可免费使用会议室 4 小时。",
        "会员每月可免费使用会议室 4 小时",
        evidence="包月会员每月可免费使用会议室 4 小时。",
    ),
    # restriction_drop: the offer holds "在徐汇店"; the place is dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "安心迷你仓活动：在徐汇店，租满一年送一个月。其他门店不参与。",
        "租满一年送一个月",
        evidence="在徐汇店，租满一年送一个月。",
        key="安心迷你仓/优惠",
    ),
    # wrong_speaker: Emma is going back to London; the value binds her "我" to 小林.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "Emma：我下个月要回伦敦了。\n小林：啊？那周四的活动谁来主持？",
        "小林下个月要回伦敦了",
        evidence="我下个月要回伦敦了。",
        speaker="Emma",
    ),
    # wrong_speaker: the "我" is the quoted vet's; the value binds it to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "附上兽医的诊断说明，原文是：“我已经为豆豆做过两次胰腺炎治疗。”请尽快审核。",
        "用户已经为豆豆做过两次胰腺炎治疗",
        evidence="我已经为豆豆做过两次胰腺炎治疗。",
        speaker="user",
    ),
    # number: 36 orders becomes 6 by taking the number of the cold-chain subset.
    _r(
        "zh",
        "number",
        False,
        "阿杰：我昨天跑了 36 单，其中 6 单是冷链。",
        "阿杰昨天跑了 6 单",
        evidence="我昨天跑了 36 单，其中 6 单是冷链。",
        speaker="阿杰",
    ),
    # number: "两筐" dropped from the weekly habit.
    _r(
        "zh",
        "number",
        False,
        "我每周日在练习场打两筐球，练一下铁杆。",
        "用户每周日在练习场打球",
        evidence="我每周日在练习场打两筐球",
        speaker="user",
    ),
    # attribution: the optometrist's finding restated as the user's own fact.
    _r(
        "zh",
        "attribution",
        False,
        "验光师说我的散光比去年加深了 50 度，建议换镜片。",
        "我的散光比去年加深了 50 度",
        evidence="验光师说我的散光比去年加深了 50 度",
        speaker="user",
    ),
    # attribution: the seller's claim becomes a bare fact about the coat.
    _r(
        "zh",
        "attribution",
        False,
        "闲鱼商品描述：卖家称这件风衣是 Burberry 九十年代的正品，无购买凭证，售出不退。",
        "这件风衣是 Burberry 九十年代的正品",
        evidence="卖家称这件风衣是 Burberry 九十年代的正品",
        key="闲鱼/风衣/真伪",
    ),
    # negation: "不提供" reduced to "提供".
    _r(
        "zh",
        "negation",
        False,
        "洁烟坊温馨提示：我们不提供燃气壁炉的烟道清扫，请联系燃气公司。",
        "我们提供燃气壁炉的烟道清扫",
        evidence="我们不提供燃气壁炉的烟道清扫",
    ),
    # negation: "从来没调过音" reduced to "调过音".
    _r(
        "zh",
        "negation",
        False,
        "我家的钢琴从来没调过音，也不知道还准不准。",
        "我家的钢琴调过音",
        evidence="我家的钢琴从来没调过音",
        speaker="user",
    ),
    # condition: the half-day refund holds only "如果上午十点前还板".
    _r(
        "zh",
        "condition",
        False,
        "万龙雪具租赁：如果上午十点前还板，可以退半天租金；中午以后不退。",
        "可以退半天租金",
        evidence="如果上午十点前还板，可以退半天租金",
    ),
    # condition: "只要完成入馆培训" dropped.
    _r(
        "zh",
        "condition",
        False,
        "只要完成入馆培训，青少年会员就可以单独使用健身房。",
        "青少年会员可以单独使用健身房",
        evidence="只要完成入馆培训，青少年会员就可以单独使用健身房。",
    ),
    # scope: "大部分" dropped, every desk promised a monitor.
    _r(
        "zh",
        "scope",
        False,
        "氪空间望京店：大部分工位都配有外接显示器，需要的话提前说。",
        "工位都配有外接显示器",
        evidence="大部分工位都配有外接显示器",
    ),
    # stitch: the Zhongguancun shop joined to the Wudaokou shop's Sunday opening.
    _r(
        "zh",
        "stitch",
        False,
        "中关村店可以打印大幅面海报。五道口店周日也营业。",
        "中关村店周日也营业",
        evidence="中关村店可以打印大幅面海报。五道口店周日也营业。",
    ),
    # tense: "以前 … 摆过" (a past activity) restated as a present one under speaker binding.
    _r(
        "zh",
        "tense",
        False,
        _VINTAGE_ZH,
        "Mia在 798 摆古着摊",
        evidence="我以前在 798 摆过古着摊",
        speaker="Mia",
    ),
    # evidence: the cited sentence is not in the source (20 of 60 bays have floodlights).
    _r(
        "zh",
        "evidence",
        False,
        "鸿运高尔夫练习场：共 60 个打位，其中 20 个为夜场灯光打位。营业时间 7:00–22:00。",
        "所有打位均配有夜场灯光",
        evidence="所有打位均配有夜场灯光。",
    ),
    # parenthetical_restrictive: "（仅限工作日）" restricts the same-day promise.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "洁衣坊干洗：加急干洗（仅限工作日）当天下午五点可取，普通干洗三天。",
        "加急干洗当天下午五点可取",
        evidence="加急干洗（仅限工作日）当天下午五点可取",
    ),
)

BATCH_54: tuple[Realistic, ...] = _EN + _ES + _ZH
