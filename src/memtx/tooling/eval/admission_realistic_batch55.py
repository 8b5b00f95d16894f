"""The realistic set's fifty-fifth batch: a blind measurement of the merged admission rules (issue 31, brief B55).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b55, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first two records, for the
format and the family names; a slip of `sed` showed two lines more, the start of its third record's comment). No
scorer, `check_support` or `memtx eval` was run on these records; only `validate_realistic` (the set's format check,
not opened) was run, to confirm the format. Every source is invented here, in the domains brief B55 gave: bicycle
repair workshops, wedding caterers, university admissions offices, car leasing, coworking spaces, self-storage,
pharmacies' repeat prescriptions, concert venues' box offices, tutoring agencies, solar installers, furniture
delivery and vet (pet) insurance, with Spanish and Chinese counterparts (talleres de bicis, catering de bodas,
renting, trasteros, receta electrónica, academias de refuerzo; 单车工坊, 婚宴餐饮, 招生办, 汽车租赁, 联合办公,
迷你仓, 药房续方, 音乐厅票务, 家教机构, 光伏安装, 家具配送, 宠物保险), in several registers: SMS and WhatsApp
notifications, voice-note transcripts with fillers, e-mail signatures, support tickets, JSON tool outputs, web forms,
receipts, chats between an agent and a customer, and notices from the organisation speaking as we/nosotros/我们.

The batch is focused on keyed atomic values. The subspan records keep one atomic value alone (an e-mail address, a
URL, a phone number, a job, order, claim or applicant code, an amount with its currency, a date or time phrase, a
person's name, an address, a version number, a registration plate or an IBAN-like account number) under a key that
names what it is, in the manner of LangGraph's memory tools (`velofix/repair_job/reference`); the source says it in
varied ways (`X is …`, `you can reach us at …`, `label: value`, a JSON field, a receipt or form line, a signature
block, the value inside a longer sentence with other facts, Spanish noun-first order, Chinese `……为/是/：`). Key
styles are mixed on purpose: English keys over Spanish and Chinese sources, keys naming an organisation and a person
in it (`saffron_sage/hannah_okafor/phone`), Chinese keys and mem0's `user/...`. The other values are written as
extractors write them: a clause with a parenthetical dropped, one item of a list (sometimes restated with mem0's
`User`, `Usuario` or `用户`, the record's speaker then being `user`), or a speaker-bound restatement.

The negatives are the same kinds of value made unfaithful by one change, most of them beside a faithful twin on the
same source: subspan_restricted keeps a value the source restricts in a way the key drops (old or former, temporary,
only on weekends, until or from a date, for tastings only, a courtesy car rather than the leased one);
possessor_drop files someone else's number, name or policy under the user's key; identifier truncates a code or an
e-mail, or changes one character; restriction_drop drops a time frame, place or beneficiary from a clause;
wrong_speaker binds a quoted first person to the wrong speaker; tense turns a past fact into a present one.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 16, list_item 3, parenthetical 3. Negative (18): subspan_restricted 7, possessor_drop 3, restriction_drop 3,
identifier 2, wrong_speaker 2, tense 1. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the workshop's job reference alone from an SMS; "Job ref" is what the key names, nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "VeloFix: Your bike is ready for collection. Job ref VF-20931. Balance due: £46.50. Open Mon-Sat 9-6.",
        "VF-20931",
        evidence="Job ref VF-20931.",
        key="velofix/repair_job/reference",
    ),
    # subspan: the inverter's firmware version from an app status line; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "SunRise Solar app - System status: OK. Inverter model: SR-5000H. Firmware version: v3.2.14. "
        "Today's generation: 18.4 kWh.",
        "v3.2.14",
        evidence="Firmware version: v3.2.14.",
        key="user/solar_inverter/firmware_version",
    ),
    # subspan: the caterer's phone from her signature block; the key names caterer, person and relation ("T:").
    _r(
        "en",
        "subspan",
        True,
        "Warm wishes,\nHannah Okafor\nEvents Manager | Saffron & Sage Catering\nT: 020 7946 0381\n"
        "E: hannah@saffronsage.co.uk",
        "020 7946 0381",
        evidence="T: 020 7946 0381",
        speaker="Hannah Okafor",
        key="saffron_sage/hannah_okafor/phone",
    ),
    # subspan: the applicant ID; "Your applicant ID is" is the key's relation, the rest of the sentence is a new clause.
    _r(
        "en",
        "subspan",
        True,
        "Dear Sam,\nThank you for your application to the University of Northfield. Your applicant ID is "
        "NF2026-118734; please quote it in all correspondence.\nUndergraduate Admissions Office",
        "NF2026-118734",
        evidence="Your applicant ID is NF2026-118734",
        key="user/northfield_application/applicant_id",
    ),
    # subspan: the leased car's plate from a JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"agreement_id": "LSE-44718-B", "vehicle": "Kia Niro EV", "registration": "KM24 XPT", '
        '"monthly_payment": "£329.00", "term_months": 36}',
        "KM24 XPT",
        evidence='"registration": "KM24 XPT"',
        key="user/lease/registration",
    ),
    # subspan: the monthly payment with its currency, same JSON; nothing restricts the amount.
    _r(
        "en",
        "subspan",
        True,
        '{"agreement_id": "LSE-44718-B", "vehicle": "Kia Niro EV", "registration": "KM24 XPT", '
        '"monthly_payment": "£329.00", "term_months": 36}',
        "£329.00",
        evidence='"monthly_payment": "£329.00"',
        key="user/lease/monthly_payment",
    ),
    # subspan: the door code inside a longer sentence with another fact; the other conjunct is a whole clause.
    _r(
        "en",
        "subspan",
        True,
        "hi! welcome to the Hive on Dale Street 🐝 the wifi network is HiveGuest and the door code is 4471#, "
        "kitchen's on the 2nd floor",
        "4471#",
        evidence="the wifi network is HiveGuest and the door code is 4471#",
        key="hive_dale_street/door_code",
    ),
    # subspan: the storage site's address, the organisation speaking as "us"; the key carries the site.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for booking with StoreSafe! You'll find us at Unit 4, Brookfield Trading Estate, Ashford TN23 7QP. "
        "Bring photo ID on your first visit.",
        "Unit 4, Brookfield Trading Estate, Ashford TN23 7QP",
        evidence="You'll find us at Unit 4, Brookfield Trading Estate, Ashford TN23 7QP.",
        key="storesafe_ashford/address",
    ),
    # subspan: the caller's date of birth from a voice note with fillers; "my date of birth is" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "um hi, it's Doreen Walsh, uh, my date of birth is the 3rd of March 1951, I'm calling about my repeat "
        "prescription, the blood pressure one",
        "the 3rd of March 1951",
        evidence="my date of birth is the 3rd of March 1951",
        speaker="Doreen Walsh",
        key="doreen_walsh/date_of_birth",
    ),
    # subspan: the headliner's stage time; the key names the venue, the act and the relation.
    _r(
        "en",
        "subspan",
        True,
        "Corn Exchange Box Office: Doors open at 7pm. Support act at 7:45pm, Marika Lind is on stage at 8:15pm. "
        "No re-admission.",
        "8:15pm",
        evidence="Marika Lind is on stage at 8:15pm",
        key="corn_exchange/marika_lind/stage_time",
    ),
    # subspan: the tutor's name; the lesson time that follows is a separate clause.
    _r(
        "en",
        "subspan",
        True,
        "Hello Mrs Akande, your son's GCSE maths tutor is Mr Daniel Osei; first lesson Tuesday at 4pm. "
        "- BrightMinds Tutoring",
        "Mr Daniel Osei",
        evidence="your son's GCSE maths tutor is Mr Daniel Osei",
        key="brightminds/akande_son/gcse_maths_tutor",
    ),
    # subspan: the installation date from a booking form line; the arrival window is another line.
    _r(
        "en",
        "subspan",
        True,
        "Booking confirmation - SunRise Solar\nSystem: 4.2 kWp, 10 panels\nInstallation date: Thursday 8 April 2027\n"
        "Arrival window: 8-9am",
        "Thursday 8 April 2027",
        evidence="Installation date: Thursday 8 April 2027",
        key="sunrise_solar/installation_date",
    ),
    # subspan: the tracking URL whole; "Track your sofa here" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Loft & Home: Your Marlow 3-seater is out for delivery today. Track your sofa here: "
        "https://track.loftandhome.com/d/8QK2-77LM",
        "https://track.loftandhome.com/d/8QK2-77LM",
        evidence="Track your sofa here: https://track.loftandhome.com/d/8QK2-77LM",
        key="loft_home/sofa_delivery/tracking_url",
    ),
    # subspan: the claim number from a support ticket's field; the status line does not restrict it.
    _r(
        "en",
        "subspan",
        True,
        "Ticket #55120 - PetWise Insurance\nClaim number: PW-CL-0093321\nPet: Biscuit (Cocker Spaniel)\n"
        "Status: Approved - £412.60 will be paid to your account",
        "PW-CL-0093321",
        evidence="Claim number: PW-CL-0093321",
        key="user/vet_claim/claim_number",
    ),
    # subspan: the payout account number from a web form field; the field label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "PetWise - Claim form\nPolicyholder: Sam Ellery\nAccount for payouts (IBAN): GB82 WEST 1234 5698 7654 32\n"
        "Vet practice: Oakfield Vets",
        "GB82 WEST 1234 5698 7654 32",
        evidence="Account for payouts (IBAN): GB82 WEST 1234 5698 7654 32",
        key="user/petwise/payout_iban",
    ),
    # subspan: the workshop's e-mail, the organisation speaking as "us"; nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for dropping your wheel in! If anything comes up, you can reach us at workshop@spokesandco.uk "
        "and we'll get back to you the same day.",
        "workshop@spokesandco.uk",
        evidence="you can reach us at workshop@spokesandco.uk",
        key="spokes_and_co/email",
    ),
    # list_item: one item of a coordinated list with the list's shared head ("guests"); polarity kept.
    _r(
        "en",
        "list_item",
        True,
        "Hi both, just to confirm: we can cater for vegan, halal, gluten-free and nut-free guests, and the final "
        "numbers are due 3 weeks before the wedding.",
        "we can cater for halal guests",
        evidence="we can cater for vegan, halal, gluten-free and nut-free guests",
        key="saffron_sage/dietary_options",
    ),
    # list_item: one item of what membership includes; the other items are safe deletions.
    _r(
        "en",
        "list_item",
        True,
        "Hive Flex membership (£180/month): membership includes meeting-room credits, printing, lockers and "
        "24/7 access.",
        "membership includes lockers",
        evidence="membership includes meeting-room credits, printing, lockers and 24/7 access.",
        key="hive_dale_street/flex_membership/includes",
    ),
    # list_item: one medicine of the user's list, restated as mem0 writes it; "every morning" is kept.
    _r(
        "en",
        "list_item",
        True,
        "I take lisinopril, metformin and atorvastatin every morning, and the repeat for all three runs out Friday.",
        "User takes metformin every morning",
        evidence="I take lisinopril, metformin and atorvastatin every morning",
        speaker="user",
        key="user/medications",
    ),
    # parenthetical: the aside naming the chain model is dropped; "if you're curious" restricts nothing.
    _r(
        "en",
        "parenthetical",
        True,
        "Good news - the new chain (a Shimano HG-701, if you're curious) is fitted and tested.",
        "the new chain is fitted and tested",
        evidence="the new chain (a Shimano HG-701, if you're curious) is fitted and tested.",
        key="velofix/repair_job/status",
    ),
    # parenthetical: the room number in brackets is dropped; the opening hours and "on weekdays" are kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Our admissions office (Room 1.04, Hartley Building) is open 10am to 4pm on weekdays.",
        "Our admissions office is open 10am to 4pm on weekdays.",
        key="northfield_admissions/opening_hours",
    ),
    # parenthetical: the dashed aside of thanks is dropped; date and window are kept whole.
    _r(
        "en",
        "parenthetical",
        True,
        "Your wardrobe - thanks so much for your patience! - will arrive on Friday 19 March between 7am and 1pm.",
        "Your wardrobe will arrive on Friday 19 March between 7am and 1pm.",
        key="loft_home/wardrobe_delivery/slot",
    ),
    # --- negative ---
    # subspan_restricted: the number is the workshop's OLD one, no longer working; the key drops "old".
    _r(
        "en",
        "subspan_restricted",
        False,
        "Heads up: our old number 01632 960410 no longer works - please call 01632 960988 instead.",
        "01632 960410",
        evidence="our old number 01632 960410",
        key="spokes_and_co/phone",
    ),
    # subspan_restricted: the address is for tastings only; the key files it as the caterer's e-mail at large.
    _r(
        "en",
        "subspan_restricted",
        False,
        "For tastings only, please use tastings@saffronsage.co.uk; everything else goes to hello@saffronsage.co.uk.",
        "tastings@saffronsage.co.uk",
        evidence="For tastings only, please use tastings@saffronsage.co.uk",
        key="saffron_sage/email",
    ),
    # subspan_restricted: the portal is valid until 31 January; the key carries no time frame.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Until 31 January, applications go through portal.northfield.ac.uk/apply2026. After that, use UCAS Extra.",
        "portal.northfield.ac.uk/apply2026",
        evidence="Until 31 January, applications go through portal.northfield.ac.uk/apply2026.",
        key="northfield_admissions/application_url",
    ),
    # subspan_restricted: the plate is the temporary courtesy car's, not the leased car's.
    _r(
        "en",
        "subspan_restricted",
        False,
        "While your Kia is in the body shop, your courtesy car is a Vauxhall Corsa, reg LB23 HZK. Please return it "
        "with a full tank.",
        "LB23 HZK",
        evidence="While your Kia is in the body shop, your courtesy car is a Vauxhall Corsa, reg LB23 HZK.",
        key="user/lease/registration",
    ),
    # subspan_restricted: the code is the weekend code only; the key is the door code in general.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Reminder: on weekends the door code is 9902#; on weekdays just tap your member card at reception.",
        "9902#",
        evidence="on weekends the door code is 9902#",
        key="hive_dale_street/door_code",
    ),
    # subspan_restricted: these are the Christmas-week gate hours; the key is the gate hours in general.
    _r(
        "en",
        "subspan_restricted",
        False,
        "StoreSafe Ashford: gate hours are 6am-10pm daily; during Christmas week they're 8am-6pm.",
        "8am-6pm",
        evidence="during Christmas week they're 8am-6pm",
        key="storesafe_ashford/gate_hours",
    ),
    # subspan_restricted: the new pharmacy applies only from 1 May (planned, not yet); the key states it as current.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Hi Doreen, from 1 May your repeat prescription will be collected from Boots on King Street; until then, "
        "keep using Hallam Pharmacy as usual.",
        "Boots on King Street",
        evidence="from 1 May your repeat prescription will be collected from Boots on King Street",
        key="doreen_walsh/repeat_prescription/pharmacy",
    ),
    # possessor_drop: the number on the form is the husband's; the key files it as the user's.
    _r(
        "en",
        "possessor_drop",
        False,
        "oh and the number on the form is my husband's, 07700 900512 - mine's 07700 900733 if the tutor needs me.",
        "07700 900512",
        evidence="the number on the form is my husband's, 07700 900512",
        speaker="user",
        key="user/phone",
    ),
    # possessor_drop: the name on the tickets is the sister's; the key files it as the user's name.
    _r(
        "en",
        "possessor_drop",
        False,
        "The tickets are in my sister's name - Lucy Grant - so she'll collect them from the box office.",
        "Lucy Grant",
        evidence="The tickets are in my sister's name - Lucy Grant",
        speaker="user",
        key="user/name",
    ),
    # possessor_drop: the policy is the mother's; the key makes it the user's policy number.
    _r(
        "en",
        "possessor_drop",
        False,
        "The policy's actually my mum's - policy number PW-448201 - she added Biscuit to it last spring.",
        "PW-448201",
        evidence="The policy's actually my mum's - policy number PW-448201",
        speaker="user",
        key="user/petwise/policy_number",
    ),
    # restriction_drop: "within the M25" is dropped; Saturday delivery is claimed everywhere.
    _r(
        "en",
        "restriction_drop",
        False,
        "Loft & Home FAQ: We only deliver on Saturdays within the M25.",
        "We only deliver on Saturdays",
        evidence="We only deliver on Saturdays within the M25.",
        key="loft_home/delivery_days",
    ),
    # restriction_drop: the rate's time frame ("for the first 12 months") is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Your export tariff: export payments are 15p per kWh for the first 12 months, then the standard rate applies.",
        "export payments are 15p per kWh",
        evidence="export payments are 15p per kWh for the first 12 months",
        key="sunrise_solar/export_tariff",
    ),
    # restriction_drop: "on Fridays" is dropped; free hot desks become unconditional.
    _r(
        "en",
        "restriction_drop",
        False,
        "Member perk: hot desks are free for members on Fridays - just book in the app.",
        "hot desks are free for members",
        evidence="hot desks are free for members on Fridays",
        key="hive_dale_street/member_perks",
    ),
    # identifier: the claim number loses its last digit (twin of the faithful claim-number record).
    _r(
        "en",
        "identifier",
        False,
        "Ticket #55120 - PetWise Insurance\nClaim number: PW-CL-0093321\nPet: Biscuit (Cocker Spaniel)\n"
        "Status: Approved - £412.60 will be paid to your account",
        "PW-CL-009332",
        evidence="Claim number: PW-CL-0093321",
        key="user/vet_claim/claim_number",
    ),
    # identifier: the e-mail is cut at ".ac"; the domain is not the source's.
    _r(
        "en",
        "identifier",
        False,
        "Questions about your offer? Email admissions@northfield.ac.uk and include your applicant ID.",
        "admissions@northfield.ac",
        evidence="Email admissions@northfield.ac.uk",
        key="northfield_admissions/email",
    ),
    # wrong_speaker: the "I" is the tutor's, quoted by the parent; it is bound to the parent.
    _r(
        "en",
        "wrong_speaker",
        False,
        "so, um, Leo's tutor said to me, 'I'm away the whole of half-term,' so no lessons that week, yeah",
        "Priya Nair is away the whole of half-term",
        evidence="I'm away the whole of half-term",
        speaker="Priya Nair",
        key="priya_nair/availability",
    ),
    # wrong_speaker: the agent cancelled the fee; the value makes the customer the one who did.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Agent (Tom, DriveLease): I can confirm I've cancelled the early-termination fee.\n"
        "Jo Reid: perfect, thank you!",
        "Jo Reid has cancelled the early-termination fee",
        evidence="I've cancelled the early-termination fee",
        speaker="Jo Reid",
        key="jo_reid/lease/early_termination_fee",
    ),
    # tense: the rental is past ("used to rent"); the value states it as current.
    _r(
        "en",
        "tense",
        False,
        "I used to rent a unit at StoreSafe Ashford, but I cleared it out when we moved.",
        "User rents a unit at StoreSafe Ashford",
        evidence="I used to rent a unit at StoreSafe Ashford",
        speaker="user",
        key="user/self_storage",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de orden del taller, solo; "Nº de orden" es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola Álvaro! Tu bici ya está lista 🚲 Nº de orden: TB-5521. Total: 38,90 €. "
        "Abrimos de lunes a sábado de 10 a 14 h.",
        "TB-5521",
        evidence="Nº de orden: TB-5521.",
        key="ciclos_ruiz/orden/numero",
    ),
    # subspan: la versión del firmware del inversor, línea de estado de la app; clave en inglés.
    _r(
        "es",
        "subspan",
        True,
        "SolarSur · Estado de la instalación: correcto. Inversor: SS-6K. Versión de firmware: 4.1.7. "
        "Producción de hoy: 21,3 kWh.",
        "4.1.7",
        evidence="Versión de firmware: 4.1.7.",
        key="user/solar_inverter/firmware_version",
    ),
    # subspan: el correo de la coordinadora en su firma; la clave nombra empresa, persona y relación.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Ferrer\nCoordinadora de eventos · Catering Azahar\nTel.: +34 961 23 45 67\n"
        "Correo: lucia@cateringazahar.es",
        "lucia@cateringazahar.es",
        evidence="Correo: lucia@cateringazahar.es",
        speaker="Lucía Ferrer",
        key="catering_azahar/lucia_ferrer/email",
    ),
    # subspan: el número de solicitud, orden nominal ("su número de solicitud es …").
    _r(
        "es",
        "subspan",
        True,
        "Estimada Sra. Molina:\nLe informamos de que su número de solicitud es 2026-ADM-004512. Consérvelo para "
        "cualquier consulta.\nServicio de Admisiones, Universidad del Turia",
        "2026-ADM-004512",
        evidence="su número de solicitud es 2026-ADM-004512",
        key="usuario/universidad_del_turia/numero_solicitud",
    ),
    # subspan: la matrícula del coche de renting, campo de un JSON; clave en inglés sobre fuente española.
    _r(
        "es",
        "subspan",
        True,
        '{"contrato": "RNT-88123", "vehiculo": "Seat León 1.5 TSI", "matricula": "4821 LMN", '
        '"cuota_mensual": "412,50 €", "duracion_meses": 48}',
        "4821 LMN",
        evidence='"matricula": "4821 LMN"',
        key="user/renting/plate",
    ),
    # subspan: la cuota mensual con su moneda, mismo JSON; nada la restringe.
    _r(
        "es",
        "subspan",
        True,
        '{"contrato": "RNT-88123", "vehiculo": "Seat León 1.5 TSI", "matricula": "4821 LMN", '
        '"cuota_mensual": "412,50 €", "duracion_meses": 48}',
        "412,50 €",
        evidence='"cuota_mensual": "412,50 €"',
        key="usuario/renting/cuota_mensual",
    ),
    # subspan: el correo del coworking, la organización hablando como "nos"; nada lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Para cualquier incidencia, nos puedes escribir a hola@colmenacowork.es o llamarnos al 911 234 567.",
        "hola@colmenacowork.es",
        evidence="nos puedes escribir a hola@colmenacowork.es",
        key="colmena_cowork/email",
    ),
    # subspan: la dirección del centro de trasteros, "estamos en …"; la clave lleva el centro.
    _r(
        "es",
        "subspan",
        True,
        "Gracias por confiar en Trasteros Getafe. Estamos en la calle Herreros, 14, polígono Los Olivos, "
        "28906 Getafe. Trae tu DNI el primer día.",
        "calle Herreros, 14, polígono Los Olivos, 28906 Getafe",
        evidence="Estamos en la calle Herreros, 14, polígono Los Olivos, 28906 Getafe.",
        key="trasteros_getafe/direccion",
    ),
    # subspan: el código de la tarjeta sanitaria de una nota de voz con muletillas; la clave nombra a la hablante.
    _r(
        "es",
        "subspan",
        True,
        "eh, hola, soy Carmen Ortiz, este... mi código de tarjeta sanitaria es ORTZ 500312 7781, llamo por lo de "
        "la receta del Sintrom",
        "ORTZ 500312 7781",
        evidence="mi código de tarjeta sanitaria es ORTZ 500312 7781",
        speaker="Carmen Ortiz",
        key="carmen_ortiz/tarjeta_sanitaria",
    ),
    # subspan: la hora de apertura de puertas; la fecha del concierto es otra cláusula.
    _r(
        "es",
        "subspan",
        True,
        "Taquilla Sala Apolo: el concierto de Rosalía Vidal es el viernes 12 de marzo; las puertas se abren a las "
        "20:30.",
        "20:30",
        evidence="las puertas se abren a las 20:30",
        key="sala_apolo/rosalia_vidal/apertura_puertas",
    ),
    # subspan: el nombre de la profesora; "de Marta" lo lleva la clave.
    _r(
        "es",
        "subspan",
        True,
        "Hola Pilar, la profesora asignada para las clases de química de Marta es Inés Romero. Empiezan el lunes. "
        "Academia Arquímedes",
        "Inés Romero",
        evidence="la profesora asignada para las clases de química de Marta es Inés Romero",
        key="academia_arquimedes/marta/profesora_quimica",
    ),
    # subspan: la fecha de instalación en una línea del formulario de reserva.
    _r(
        "es",
        "subspan",
        True,
        "Confirmación de reserva · SolarSur\nPotencia: 4,4 kWp, 10 placas\nFecha de instalación: martes, 6 de abril "
        "de 2027\nFranja de llegada: 8:00-9:00",
        "martes, 6 de abril de 2027",
        evidence="Fecha de instalación: martes, 6 de abril de 2027",
        key="solarsur/instalacion/fecha",
    ),
    # subspan: la URL de seguimiento entera.
    _r(
        "es",
        "subspan",
        True,
        "Muebles Norte: tu sofá Oslo ya está en reparto. Puedes seguir tu pedido en "
        "https://seguimiento.mueblesnorte.es/p/ZX81-442",
        "https://seguimiento.mueblesnorte.es/p/ZX81-442",
        evidence="Puedes seguir tu pedido en https://seguimiento.mueblesnorte.es/p/ZX81-442",
        key="muebles_norte/pedido/tracking_url",
    ),
    # subspan: el número de siniestro, campo de una incidencia; el estado no lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Incidencia #30417 · MascoSeguro\nNúmero de siniestro: MS-2026-07781\nMascota: Lola (gata europea)\n"
        "Estado: en revisión",
        "MS-2026-07781",
        evidence="Número de siniestro: MS-2026-07781",
        key="usuario/seguro_mascota/numero_siniestro",
    ),
    # subspan: el IBAN para reembolsos, campo de un formulario web; clave en inglés.
    _r(
        "es",
        "subspan",
        True,
        "MascoSeguro · Solicitud de reembolso\nTitular: Andrés Soler\nIBAN para reembolsos: "
        "ES91 2100 0418 4502 0005 1332\nClínica: Veterinaria Delicias",
        "ES91 2100 0418 4502 0005 1332",
        evidence="IBAN para reembolsos: ES91 2100 0418 4502 0005 1332",
        key="user/mascoseguro/refund_iban",
    ),
    # subspan: el número de pedido dentro de una frase más larga; la otra cláusula se deja entera.
    _r(
        "es",
        "subspan",
        True,
        "Buenas tardes: el número de pedido es 55120-B y el repartidor le llamará una hora antes de llegar.",
        "55120-B",
        evidence="el número de pedido es 55120-B y el repartidor le llamará una hora antes de llegar.",
        key="muebles_norte/pedido/numero",
    ),
    # list_item: un elemento de la lista con su núcleo compartido ("menús"); polaridad intacta.
    _r(
        "es",
        "list_item",
        True,
        "Os confirmamos que ofrecemos menús vegetarianos, veganos, sin gluten y halal, y que la prueba de menú es "
        "gratuita.",
        "ofrecemos menús veganos",
        evidence="ofrecemos menús vegetarianos, veganos, sin gluten y halal",
        key="catering_azahar/menus",
    ),
    # list_item: un elemento de lo que incluye la cuota; los demás son borrados seguros.
    _r(
        "es",
        "list_item",
        True,
        "Tarifa Flexible (150 €/mes): la cuota incluye café, taquilla, impresión y acceso 24 horas.",
        "la cuota incluye taquilla",
        evidence="la cuota incluye café, taquilla, impresión y acceso 24 horas.",
        key="colmena_cowork/tarifa_flexible/incluye",
    ),
    # list_item: un medicamento de la lista del usuario, reescrito como Usuario; "por las mañanas" se mantiene.
    _r(
        "es",
        "list_item",
        True,
        "Tomo enalapril, metformina y omeprazol por las mañanas, y la receta de los tres se me acaba el viernes.",
        "Usuario toma metformina por las mañanas",
        evidence="Tomo enalapril, metformina y omeprazol por las mañanas",
        speaker="user",
        key="usuario/medicacion",
    ),
    # parenthetical: se quita el inciso explicativo entre paréntesis; no restringe nada.
    _r(
        "es",
        "parenthetical",
        True,
        "Te cambiamos la cadena (que, por cierto, estaba muy gastada) y la bici ya está lista para recoger.",
        "Te cambiamos la cadena y la bici ya está lista para recoger.",
        key="ciclos_ruiz/orden/estado",
    ),
    # parenthetical: se quita la ubicación entre paréntesis; horario y días se conservan.
    _r(
        "es",
        "parenthetical",
        True,
        "La oficina de admisiones (edificio B, planta baja) atiende de 9 a 14 h de lunes a viernes.",
        "La oficina de admisiones atiende de 9 a 14 h de lunes a viernes.",
        key="universidad_del_turia/admisiones/horario",
    ),
    # parenthetical: se quita el inciso de agradecimiento entre rayas; fecha y franja enteras.
    _r(
        "es",
        "parenthetical",
        True,
        "Su armario —gracias de nuevo por la paciencia— llegará el viernes 19 de marzo entre las 8 y las 14 h.",
        "Su armario llegará el viernes 19 de marzo entre las 8 y las 14 h.",
        key="muebles_norte/armario/entrega",
    ),
    # --- negative ---
    # subspan_restricted: es el teléfono ANTIGUO, que ya no funciona; la clave pierde "antiguo".
    _r(
        "es",
        "subspan_restricted",
        False,
        "Ojo: nuestro antiguo teléfono, 963 11 22 33, ya no funciona; ahora estamos en el 963 44 55 66.",
        "963 11 22 33",
        evidence="nuestro antiguo teléfono, 963 11 22 33",
        key="ciclos_ruiz/telefono",
    ),
    # subspan_restricted: el correo es solo para las pruebas de menú; la clave lo da como correo general.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Solo para las pruebas de menú, escribid a degustaciones@cateringazahar.es; lo demás, a "
        "info@cateringazahar.es.",
        "degustaciones@cateringazahar.es",
        evidence="Solo para las pruebas de menú, escribid a degustaciones@cateringazahar.es",
        key="catering_azahar/email",
    ),
    # subspan_restricted: la sede electrónica vale hasta el 15 de febrero; la clave no lleva plazo.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Hasta el 15 de febrero, las solicitudes se presentan en sede.uturia.es/solicitud2026. Después, en la "
        "convocatoria extraordinaria.",
        "sede.uturia.es/solicitud2026",
        evidence="Hasta el 15 de febrero, las solicitudes se presentan en sede.uturia.es/solicitud2026.",
        key="universidad_del_turia/admisiones/url_solicitud",
    ),
    # subspan_restricted: la matrícula es del coche de sustitución temporal, no del coche de renting.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Mientras tu León está en el taller, el coche de sustitución es un Fiat 500 con matrícula 7390 KJP.",
        "7390 KJP",
        evidence="Mientras tu León está en el taller, el coche de sustitución es un Fiat 500 con matrícula 7390 KJP.",
        key="user/renting/plate",
    ),
    # subspan_restricted: el código vale solo los fines de semana; la clave es el código de la puerta sin más.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Recordad: los fines de semana el código de la puerta es 5580; entre semana se entra con la tarjeta.",
        "5580",
        evidence="los fines de semana el código de la puerta es 5580",
        key="colmena_cowork/codigo_puerta",
    ),
    # subspan_restricted: es el horario de agosto; la clave es el horario de acceso en general.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Trasteros Getafe: el horario de acceso es de 7 a 22 h todos los días; en agosto, de 9 a 15 h.",
        "de 9 a 15 h",
        evidence="en agosto, de 9 a 15 h",
        key="trasteros_getafe/horario_acceso",
    ),
    # subspan_restricted: la farmacia nueva es a partir de mayo (previsto); la clave lo da como actual.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Carmen, a partir de mayo su receta se dispensará en la Farmacia Sol de la calle Mayor; de momento siga "
        "viniendo aquí.",
        "Farmacia Sol de la calle Mayor",
        evidence="a partir de mayo su receta se dispensará en la Farmacia Sol de la calle Mayor",
        key="carmen_ortiz/receta/farmacia",
    ),
    # possessor_drop: el teléfono es del marido; la clave lo hace del usuario.
    _r(
        "es",
        "possessor_drop",
        False,
        "ah, y el teléfono que puse en la ficha es el de mi marido, 612 345 678; el mío es el 634 987 210.",
        "612 345 678",
        evidence="el teléfono que puse en la ficha es el de mi marido, 612 345 678",
        speaker="user",
        key="usuario/telefono",
    ),
    # possessor_drop: el nombre es de la hermana; la clave lo hace el nombre del usuario.
    _r(
        "es",
        "possessor_drop",
        False,
        "Las entradas están a nombre de mi hermana, Paula Gil, así que las recoge ella en taquilla.",
        "Paula Gil",
        evidence="Las entradas están a nombre de mi hermana, Paula Gil",
        speaker="user",
        key="user/name",
    ),
    # possessor_drop: la póliza es de la madre; la clave la hace del usuario.
    _r(
        "es",
        "possessor_drop",
        False,
        "La póliza en realidad es de mi madre, número PM-330917; ella fue la que incluyó a Lola.",
        "PM-330917",
        evidence="La póliza en realidad es de mi madre, número PM-330917",
        speaker="user",
        key="usuario/seguro_mascota/numero_poliza",
    ),
    # restriction_drop: se pierde "dentro de la M-30"; el reparto de los sábados pasa a valer en todas partes.
    _r(
        "es",
        "restriction_drop",
        False,
        "Preguntas frecuentes: solo entregamos los sábados dentro de la M-30.",
        "solo entregamos los sábados",
        evidence="solo entregamos los sábados dentro de la M-30.",
        key="muebles_norte/dias_entrega",
    ),
    # restriction_drop: se pierde el plazo ("durante el primer año").
    _r(
        "es",
        "restriction_drop",
        False,
        "La compensación de excedentes es de 0,07 € por kWh durante el primer año; después, precio de mercado.",
        "La compensación de excedentes es de 0,07 € por kWh",
        evidence="La compensación de excedentes es de 0,07 € por kWh durante el primer año",
        key="solarsur/compensacion_excedentes",
    ),
    # restriction_drop: se pierde "los viernes"; las salas gratis pasan a ser incondicionales.
    _r(
        "es",
        "restriction_drop",
        False,
        "Ventaja para socios: las salas de reuniones son gratis para los socios los viernes, reservando en la app.",
        "las salas de reuniones son gratis para los socios",
        evidence="las salas de reuniones son gratis para los socios los viernes",
        key="colmena_cowork/ventajas_socios",
    ),
    # identifier: dos cifras del número de siniestro cambiadas de sitio (gemelo del registro fiel).
    _r(
        "es",
        "identifier",
        False,
        "Incidencia #30417 · MascoSeguro\nNúmero de siniestro: MS-2026-07781\nMascota: Lola (gata europea)\n"
        "Estado: en revisión",
        "MS-2026-07718",
        evidence="Número de siniestro: MS-2026-07781",
        key="usuario/seguro_mascota/numero_siniestro",
    ),
    # identifier: el correo pierde el dominio de primer nivel.
    _r(
        "es",
        "identifier",
        False,
        "Si tiene dudas sobre su admisión, escriba a admisiones@uturia.es indicando su número de solicitud.",
        "admisiones@uturia",
        evidence="escriba a admisiones@uturia.es",
        key="universidad_del_turia/admisiones/email",
    ),
    # wrong_speaker: el "yo" es del profesor, citado por la madre; se atribuye a la madre.
    _r(
        "es",
        "wrong_speaker",
        False,
        "pues nada, el profe de Hugo me dijo: «yo en Semana Santa no estoy», así que esa semana no hay clase, vale",
        "Nuria Vega en Semana Santa no está",
        evidence="yo en Semana Santa no estoy",
        speaker="Nuria Vega",
        key="nuria_vega/disponibilidad",
    ),
    # wrong_speaker: quien anuló la penalización es el agente; el valor se lo atribuye al cliente.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Agente (RentaCar Levante): Le confirmo que he anulado la penalización por cancelación anticipada.\n"
        "Jorge Lara: ¡perfecto, gracias!",
        "Jorge Lara ha anulado la penalización por cancelación anticipada",
        evidence="he anulado la penalización por cancelación anticipada",
        speaker="Jorge Lara",
        key="jorge_lara/renting/penalizacion",
    ),
    # tense: el alquiler es pasado ("alquilé"); el valor lo da como presente.
    _r(
        "es",
        "tense",
        False,
        "Alquilé un trastero en Guardamuebles Sur durante la mudanza, pero ya lo vacié.",
        "Usuario alquila un trastero en Guardamuebles Sur",
        evidence="Alquilé un trastero en Guardamuebles Sur",
        speaker="user",
        key="usuario/trastero",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 维修单号单独取出；"维修单号：" 就是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【飞轮单车工坊】您的自行车已修好，维修单号：FL-30217，应付金额：¥128.00，请于营业时间内取车。",
        "FL-30217",
        evidence="维修单号：FL-30217",
        key="飞轮单车工坊/维修单/单号",
    ),
    # subspan: 逆变器固件版本，来自 app 状态行；英文键。
    _r(
        "zh",
        "subspan",
        True,
        "阳光屋光伏 App｜系统状态：正常｜逆变器型号：YG-5K｜固件版本：V2.8.5｜今日发电量：17.6 kWh",
        "V2.8.5",
        evidence="固件版本：V2.8.5",
        key="user/solar_inverter/firmware_version",
    ),
    # subspan: 邮件签名里的电话；键写明公司、人和关系。
    _r(
        "zh",
        "subspan",
        True,
        "祝好！\n林晓雯\n活动策划经理｜喜宴坊婚礼餐饮\n电话：021-6488 3120\n邮箱：linxw@xiyanfang.cn",
        "021-6488 3120",
        evidence="电话：021-6488 3120",
        speaker="林晓雯",
        key="xiyanfang/lin_xiaowen/phone",
    ),
    # subspan: 报名号，"您的报名号为……"；后面的"请妥善保管"是另一分句。
    _r(
        "zh",
        "subspan",
        True,
        "张同学您好：您的报名号为2026310458，请妥善保管，后续查询录取结果时需要使用。——华东理工学院招生办",
        "2026310458",
        evidence="您的报名号为2026310458",
        key="用户/华东理工学院/报名号",
    ),
    # subspan: 租赁车辆的车牌号，JSON 字段；英文键、中文来源。
    _r(
        "zh",
        "subspan",
        True,
        '{"合同编号": "ZL-2026-0917", "车型": "比亚迪 汉EV", "车牌号": "沪A·D83K72", "月租金": "¥3,280", '
        '"租期(月)": 36}',
        "沪A·D83K72",
        evidence='"车牌号": "沪A·D83K72"',
        key="user/lease/plate",
    ),
    # subspan: 月租金连同货币符号，同一 JSON；没有任何限制。
    _r(
        "zh",
        "subspan",
        True,
        '{"合同编号": "ZL-2026-0917", "车型": "比亚迪 汉EV", "车牌号": "沪A·D83K72", "月租金": "¥3,280", '
        '"租期(月)": 36}',
        "¥3,280",
        evidence='"月租金": "¥3,280"',
        key="用户/租车/月租金",
    ),
    # subspan: 机构以"我们"说话给出的客服邮箱；没有限制。
    _r(
        "zh",
        "subspan",
        True,
        "欢迎入驻蜂巢空间！有任何问题都可以发邮件到我们的客服邮箱 help@fengchao-space.com，工作日两小时内回复。",
        "help@fengchao-space.com",
        evidence="有任何问题都可以发邮件到我们的客服邮箱 help@fengchao-space.com",
        key="蜂巢空间/客服邮箱",
    ),
    # subspan: 仓库地址，"我们的地址是……"；键里带着浦东仓。
    _r(
        "zh",
        "subspan",
        True,
        "感谢选择安储迷你仓浦东仓！我们的地址是上海市浦东新区金桥路1288号B栋，首次入仓请携带身份证。",
        "上海市浦东新区金桥路1288号B栋",
        evidence="我们的地址是上海市浦东新区金桥路1288号B栋",
        key="anchu_pudong/address",
    ),
    # subspan: 语音转写（带"嗯、那个"）里的医保卡号；键写明说话人。
    _r(
        "zh",
        "subspan",
        True,
        "喂，你好，我是王秀兰，嗯，那个，我的医保卡号是 3101 0419 5203 1288，我想续一下降压药的方子。",
        "3101 0419 5203 1288",
        evidence="我的医保卡号是 3101 0419 5203 1288",
        speaker="王秀兰",
        key="王秀兰/医保卡号",
    ),
    # subspan: 检票时间；演出开始时间是另一分句。
    _r(
        "zh",
        "subspan",
        True,
        "【城市音乐厅】尊敬的观众：本场演出19:30开始，19:00开始检票入场，请提前到场。",
        "19:00",
        evidence="19:00开始检票入场",
        key="城市音乐厅/本场演出/检票时间",
    ),
    # subspan: 老师的名字；"每周六上午上课"是另一分句。
    _r(
        "zh",
        "subspan",
        True,
        "李女士您好，给您家孩子安排的物理老师是陈志远老师，每周六上午上课。——明德家教",
        "陈志远",
        evidence="给您家孩子安排的物理老师是陈志远老师",
        key="明德家教/李女士孩子/物理老师",
    ),
    # subspan: 预约单上的安装日期一行；到达时间在另一行。
    _r(
        "zh",
        "subspan",
        True,
        "阳光屋光伏·预约确认\n装机容量：4.5 kWp（10块组件）\n安装日期：2027年4月8日\n上门时间：8:00-9:00",
        "2027年4月8日",
        evidence="安装日期：2027年4月8日",
        key="阳光屋光伏/安装日期",
    ),
    # subspan: 完整的物流链接。
    _r(
        "zh",
        "subspan",
        True,
        "【家居云】您购买的北欧三人沙发已发货，点击查看物流进度：https://wl.jiajuyun.cn/t/QX5521K",
        "https://wl.jiajuyun.cn/t/QX5521K",
        evidence="点击查看物流进度：https://wl.jiajuyun.cn/t/QX5521K",
        key="家居云/沙发订单/物流链接",
    ),
    # subspan: 工单字段里的理赔编号；状态行不限制它。
    _r(
        "zh",
        "subspan",
        True,
        "工单 #80231｜安宠宠物保险\n理赔编号：CP-LP-20260588\n宠物：豆豆（柯基）\n状态：审核中",
        "CP-LP-20260588",
        evidence="理赔编号：CP-LP-20260588",
        key="user/pet_insurance/claim_no",
    ),
    # subspan: 表单里的退款账户；括号里的银行名不影响账号。
    _r(
        "zh",
        "subspan",
        True,
        "安宠宠物保险·理赔申请表\n投保人：孙悦\n退款账户：6222 0210 0109 8765 432（工商银行）\n就诊医院：瑞派宠物医院",
        "6222 0210 0109 8765 432",
        evidence="退款账户：6222 0210 0109 8765 432",
        key="用户/宠物保险/退款账户",
    ),
    # subspan: 长句里的订单号；另一分句整句留下。
    _r(
        "zh",
        "subspan",
        True,
        "您好，您的订单号是JY88120476，师傅会在送货前一小时电话联系您。",
        "JY88120476",
        evidence="您的订单号是JY88120476，师傅会在送货前一小时电话联系您。",
        key="家居云/订单号",
    ),
    # list_item: 列表中的一项，带着共同的中心语"套餐"；极性不变。
    _r(
        "zh",
        "list_item",
        True,
        "两位新人好，确认一下：我们可以提供素食套餐、清真套餐、无麸质套餐和儿童套餐，最终桌数请在婚礼前三周确定。",
        "我们可以提供清真套餐",
        evidence="我们可以提供素食套餐、清真套餐、无麸质套餐和儿童套餐",
        key="xiyanfang/menu_options",
    ),
    # list_item: 会员费包含的一项；其余各项是安全删除。
    _r(
        "zh",
        "list_item",
        True,
        "灵活工位月卡（¥1,200/月）：会员费包含咖啡、储物柜、打印和24小时门禁。",
        "会员费包含储物柜",
        evidence="会员费包含咖啡、储物柜、打印和24小时门禁。",
        key="蜂巢空间/灵活工位/包含",
    ),
    # list_item: 用户药单中的一种药，按 mem0 写成"用户"；"每天早上"保留。
    _r(
        "zh",
        "list_item",
        True,
        "我每天早上吃氨氯地平、二甲双胍和阿托伐他汀，这三种药的方子周五就到期了。",
        "用户每天早上吃二甲双胍",
        evidence="我每天早上吃氨氯地平、二甲双胍和阿托伐他汀",
        speaker="user",
        key="用户/用药",
    ),
    # parenthetical: 去掉括号里的附带说明；不构成限制。
    _r(
        "zh",
        "parenthetical",
        True,
        "新换的链条（顺便说一下，是禧玛诺的）已经装好调试完了。",
        "新换的链条已经装好调试完了。",
        key="飞轮单车工坊/维修单/状态",
    ),
    # parenthetical: 去掉括号里的房间号；办公时间完整保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "招生办公室（行政楼102室）工作日上午9点至下午5点对外办公。",
        "招生办公室工作日上午9点至下午5点对外办公。",
        key="华东理工学院/招生办/办公时间",
    ),
    # parenthetical: 去掉破折号之间的致谢；日期与时段完整保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "您订购的衣柜——再次感谢您的耐心等待——将于3月19日上午送达。",
        "您订购的衣柜将于3月19日上午送达。",
        key="家居云/衣柜订单/送达时间",
    ),
    # --- negative ---
    # subspan_restricted: 这是"原来的"、已停用的电话；键丢掉了"原来"。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "注意：我们原来的电话 0571-8765 4321 已停用，新号码是 0571-8765 9900。",
        "0571-8765 4321",
        evidence="我们原来的电话 0571-8765 4321 已停用",
        key="飞轮单车工坊/电话",
    ),
    # subspan_restricted: 邮箱仅限试菜预约；键把它当成总邮箱。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "仅限试菜预约，请发邮件至 shicai@xiyanfang.cn；其他事宜请联系 info@xiyanfang.cn。",
        "shicai@xiyanfang.cn",
        evidence="仅限试菜预约，请发邮件至 shicai@xiyanfang.cn",
        key="xiyanfang/email",
    ),
    # subspan_restricted: 报名网址只在2月15日前有效；键不带时限。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "2月15日前，报名请登录 zs.hdlg.edu.cn/bm2026；逾期请参加补报名。",
        "zs.hdlg.edu.cn/bm2026",
        evidence="2月15日前，报名请登录 zs.hdlg.edu.cn/bm2026",
        key="华东理工学院/招生办/报名网址",
    ),
    # subspan_restricted: 车牌是送修期间临时代步车的，不是租赁车的。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "您的汉EV送修期间，代步车为大众朗逸，车牌沪B·7K291，还车时请加满油。",
        "沪B·7K291",
        evidence="您的汉EV送修期间，代步车为大众朗逸，车牌沪B·7K291",
        key="user/lease/plate",
    ),
    # subspan_restricted: 密码仅周末有效；键是一般的门禁密码。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "提醒：周末门禁密码是 6613#，工作日请在前台刷卡进入。",
        "6613#",
        evidence="周末门禁密码是 6613#",
        key="蜂巢空间/门禁密码",
    ),
    # subspan_restricted: 这是春节期间的开放时间；键是一般的开放时间。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "安储迷你仓浦东仓每天6:00-22:00开放；春节期间（2月9日至2月17日）开放时间调整为10:00-16:00。",
        "10:00-16:00",
        evidence="春节期间（2月9日至2月17日）开放时间调整为10:00-16:00",
        key="anchu_pudong/opening_hours",
    ),
    # subspan_restricted: 从5月起才改由人民路店（计划中）；键把它当作现在的取药门店。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "王阿姨，从5月起您的续方药品将改由人民路店配送，目前仍在本店取药。",
        "人民路店",
        evidence="从5月起您的续方药品将改由人民路店配送",
        key="王秀兰/续方/取药门店",
    ),
    # possessor_drop: 电话是老公的；键把它记成用户的。
    _r(
        "zh",
        "possessor_drop",
        False,
        "哦对了，表上留的电话是我老公的，138 1234 5678，我自己的是 139 8765 4321。",
        "138 1234 5678",
        evidence="表上留的电话是我老公的，138 1234 5678",
        speaker="user",
        key="用户/电话",
    ),
    # possessor_drop: 名字是妹妹的；键把它记成用户的名字。
    _r(
        "zh",
        "possessor_drop",
        False,
        "票是用我妹妹的名字订的，叫刘思琪，到时候她去票务窗口取。",
        "刘思琪",
        evidence="票是用我妹妹的名字订的，叫刘思琪",
        speaker="user",
        key="user/name",
    ),
    # possessor_drop: 保单是妈妈的；键把它记成用户的保单号。
    _r(
        "zh",
        "possessor_drop",
        False,
        "保单其实是我妈妈的，保单号 PA-772019，豆豆是她加进去的。",
        "PA-772019",
        evidence="保单其实是我妈妈的，保单号 PA-772019",
        speaker="user",
        key="用户/宠物保险/保单号",
    ),
    # restriction_drop: 丢掉了"外环以内的订单"这一范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "常见问题：外环以内的订单周六也能送货。",
        "周六也能送货",
        evidence="外环以内的订单周六也能送货。",
        key="家居云/送货日",
    ),
    # restriction_drop: 丢掉了"前12个月"这一时限。
    _r(
        "zh",
        "restriction_drop",
        False,
        "前12个月上网电价为每千瓦时0.42元，之后按市场价结算。",
        "上网电价为每千瓦时0.42元",
        evidence="前12个月上网电价为每千瓦时0.42元",
        key="阳光屋光伏/上网电价",
    ),
    # restriction_drop: 丢掉了"每周五"；免费使用会议室变成无条件的。
    _r(
        "zh",
        "restriction_drop",
        False,
        "会员福利：会员每周五可免费使用会议室，请在 App 内预约。",
        "会员可免费使用会议室",
        evidence="会员每周五可免费使用会议室",
        key="蜂巢空间/会员福利",
    ),
    # identifier: 理赔编号少了最后一位（忠实记录的孪生）。
    _r(
        "zh",
        "identifier",
        False,
        "工单 #80231｜安宠宠物保险\n理赔编号：CP-LP-20260588\n宠物：豆豆（柯基）\n状态：审核中",
        "CP-LP-2026058",
        evidence="理赔编号：CP-LP-20260588",
        key="user/pet_insurance/claim_no",
    ),
    # identifier: 物流链接里两个字符对调（忠实记录的孪生）。
    _r(
        "zh",
        "identifier",
        False,
        "【家居云】您购买的北欧三人沙发已发货，点击查看物流进度：https://wl.jiajuyun.cn/t/QX5521K",
        "https://wl.jiajuyun.cn/t/QX5512K",
        evidence="点击查看物流进度：https://wl.jiajuyun.cn/t/QX5521K",
        key="家居云/沙发订单/物流链接",
    ),
    # wrong_speaker: "我"是英语老师，被家长转述；值把它绑到家长身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "嗯，就是孩子的英语老师跟我说，“我国庆整个假期都不在”，所以那周就停课了。",
        "赵敏国庆整个假期都不在",
        evidence="我国庆整个假期都不在",
        speaker="赵敏",
        key="赵敏/时间安排",
    ),
    # wrong_speaker: 取消违约金的是客服；值说成了客户自己。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "客服（悦行租车）：好的，我已经取消了提前退租违约金。\n周立新：好的，谢谢！",
        "周立新已经取消了提前退租违约金",
        evidence="我已经取消了提前退租违约金",
        speaker="周立新",
        key="周立新/租车/违约金",
    ),
    # tense: "以前……租过"是过去的事；值写成现在。
    _r(
        "zh",
        "tense",
        False,
        "我以前在安储迷你仓租过一个小仓位，搬完家就退了。",
        "用户在安储迷你仓租一个小仓位",
        evidence="我以前在安储迷你仓租过一个小仓位",
        speaker="user",
        key="用户/迷你仓",
    ),
)

BATCH_55: tuple[Realistic, ...] = _EN + _ES + _ZH
