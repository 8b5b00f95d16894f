"""The realistic set's fifty-seventh batch: a blind measurement of the merged admission rules (issue 31, brief B57).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b57, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments (../shared/DESIGN.md), issue 31 (`issues show 31`), the
record type and `_r` (`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first
two records, for the format and the family names). The one other thing seen was the subject line of main's head
commit, which `git worktree add` printed. No scorer, `check_support` or `memtx eval` was run on these records; only
`validate_realistic`, the format check the brief names. Every source is invented here, in the domains the brief gave:
florists, dog groomers and dog walkers, community choirs, makerspaces, bike shops, language schools, tax advisers,
wedding venues, removal firms, local libraries, farmers' markets and home-care agencies, with Spanish counterparts
(floristerías, peluquerías caninas, paseadores, coros de barrio, FabLabs, talleres de bicis, academias, gestorías,
fincas para bodas, mudanzas, bibliotecas municipales, mercados de productores, ayuda a domicilio) and Chinese ones
(花店, 宠物美容与遛狗, 社区合唱团, 创客空间, 单车工作室, 语言学校, 税务师事务所, 婚礼场地, 搬家公司, 街道与区图书馆,
农夫市集, 居家护理). Registers: voice-note transcripts with fillers (um/er/like; eh/pues/o sea/este/¿vale?;
嗯/那个/就是/呃), WhatsApp and WeChat chats, e-mails with signatures, support tickets and 工单, JSON tool outputs, SMS
notifications (【…】 in Chinese), receipts, calendar invites, web forms and meeting minutes.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Builds wheels by hand for customers`); some keep one item of a list;
and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a booking, pickup or
taxpayer code, an amount with its currency, a date or time phrase, a course name), filed under a key in the manner
of LangGraph's memory tools (`spokes_and_sprockets/tune_up/total`). Key styles are mixed on purpose: English keys
over Spanish and Chinese sources, keys naming an organization and a person in it
(`blooms_and_bramble/priya_nair/wedding_orders_email`), Spanish keys (`academia_babel/javier_soto/curso`), Chinese
keys (`正信税务/王先生公司/纳税人识别号`) and mem0's `user/...`. Negatives are mostly twins of a faithful record's
source with one thing dropped or changed.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
evidence 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source except in the three
`evidence` negatives, which quote a sentence the source does not contain. The batch is unscored: scoring it is the
lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_FLORIST_EN = (
    "From: Priya Nair <priya@bloomsandbramble.co.uk>\nSubject: Re: flowers for 14 June\n\n"
    "Hi Sophie,\nEach table centrepiece uses 12 white roses, 6 sprigs of waxflower and 4 stems of eucalyptus. "
    "Same-day delivery is available (orders placed before 11am only). "
    "For wedding orders, please email me at priya@bloomsandbramble.co.uk.\n\n"
    "Thanks so much,\nPriya Nair\nBlooms & Bramble Florist | Wedding Orders"
)
_GROOMER_EN = (
    "Pawfect Grooming (WhatsApp Business): Hi! Our full groom includes a bath, a nail trim, ear cleaning and a "
    "breed-standard cut. Just so you know, we don't groom dogs over 40 kg - we can recommend a mobile groomer for "
    "bigger breeds."
)
_CHOIR_EN = (
    "Helen: I sing second alto in the Riverside Community Choir.\nRuth: Oh nice, I'm a soprano. See you at rehearsal!"
)
_MAKERSPACE_EN = (
    "Minutes, Fenwick Makerspace committee, 3 Dec\n"
    "1. Roles: Ana Lopes runs the Thursday electronics night and maintains the 3D printers.\n"
    "2. Equipment: The 3D printers are booked through the website. The laser cutter is free for members."
)
_MARKET_EN = (
    "[voice note] Hi, it's Owen from the veg stall — er, we're, um, at the Saturday market in Stroud every week "
    "until Christmas, you know. Then we're off till March."
)
_LANGSCHOOL_EN = (
    "Dear Mr Brennan,\nWelcome to Casa Lingua! Your teacher, Ms Ferreira (she also runs the conversation club), "
    "will contact you before the course starts. Please note: the course fee doesn't include the Cambridge exam fee.\n"
    "Best wishes,\nAdmissions, Casa Lingua"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone; the key carries the scope "for wedding orders", the rest is what `email` names.
    _r(
        "en",
        "subspan",
        True,
        _FLORIST_EN,
        "priya@bloomsandbramble.co.uk",
        evidence="For wedding orders, please email me at priya@bloomsandbramble.co.uk.",
        speaker="Priya Nair",
        key="blooms_and_bramble/priya_nair/wedding_orders_email",
    ),
    # subspan: the booking reference alone from an SMS; nothing in its sentence restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Pawfect Grooming: Biscuit's appointment is confirmed for Sat 14 Dec at 10:30. Ref PG-20417. "
        "Reply C to cancel.",
        "PG-20417",
        evidence="Ref PG-20417.",
        key="pawfect_grooming/biscuit/booking_ref",
    ),
    # subspan: the amount with its currency from a receipt's total line; the key names the total.
    _r(
        "en",
        "subspan",
        True,
        "Spokes & Sprockets Cycle Repairs\nService: full tune-up\nParts: brake pads (pair)\nTotal: £64.50\n"
        "Paid by card · Thank you!",
        "£64.50",
        evidence="Total: £64.50",
        key="spokes_and_sprockets/tune_up/total",
    ),
    # subspan: the whole date/time phrase from a calendar invite's When line.
    _r(
        "en",
        "subspan",
        True,
        "Invitation: Spanish B1 placement interview\nWhen: Thursday 9 January 2025, 17:15–17:45\n"
        "Where: Room 3, Casa Lingua, 22 Hope Street\nOrganizer: admissions@casalingua.org",
        "Thursday 9 January 2025, 17:15–17:45",
        evidence="When: Thursday 9 January 2025, 17:15–17:45",
        key="casa_lingua/placement_interview/time",
    ),
    # subspan: the whole UTR; the key names the client the reference belongs to, the parenthetical is the label.
    _r(
        "en",
        "subspan",
        True,
        "Hi Tom, your self-assessment reference (UTR) is 8473920156 — please quote it whenever you call HMRC.\n"
        "Kind regards,\nElaine Ashworth\nAshworth Tax Advisers",
        "8473920156",
        evidence="your self-assessment reference (UTR) is 8473920156",
        speaker="Elaine Ashworth",
        key="ashworth_tax/tom/utr",
    ),
    # subspan: the phone number from a web form's Phone field.
    _r(
        "en",
        "subspan",
        True,
        "Removal quote request (swiftremovals.co.uk)\nName: Daniel Okafor\nMoving from: 14 Larch Close, Reading RG1 5QP"
        "\nMoving to: Flat 6, 88 Marlowe Road, Bristol BS3 4LT\nPreferred date: 28 February\nPhone: 07700 900412",
        "07700 900412",
        evidence="Phone: 07700 900412",
        key="swift_removals/daniel_okafor/phone",
    ),
    # subspan: the collection deadline alone; "collect by" is exactly the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Northfield Library: 'The Overstory' is ready to collect from the hold shelf. Collect by 20 Dec. "
        "Questions? Call 0113 496 0555.",
        "20 Dec",
        evidence="Collect by 20 Dec.",
        key="northfield_library/the_overstory/collect_by",
    ),
    # subspan: the whole URL; the rest of the clause is what the key (rehearsal music location) names.
    _r(
        "en",
        "subspan",
        True,
        "Marion (choir secretary): Hi all, rehearsal music is on the shared drive: "
        "https://drive.example.org/riverside-choir/spring-2025 — shout if you can't open it!",
        "https://drive.example.org/riverside-choir/spring-2025",
        evidence="rehearsal music is on the shared drive: https://drive.example.org/riverside-choir/spring-2025",
        speaker="Marion",
        key="riverside_choir/rehearsal_music_url",
    ),
    # filler: "Um, so, yeah," and "like," dropped; "totally" and the place kept.
    _r(
        "en",
        "filler",
        True,
        "[voice note from Gemma, Paws on the Move] Um, so, yeah, Rex is, like, totally fine off the lead in Victoria "
        "Park, he just comes straight back.",
        "Rex is totally fine off the lead in Victoria Park",
        evidence="Um, so, yeah, Rex is, like, totally fine off the lead in Victoria Park",
        speaker="Gemma",
        key="paws_on_the_move/rex/off_lead",
    ),
    # filler: "er," and "um," dropped; the frequency and the "until Christmas" limit are kept.
    _r(
        "en",
        "filler",
        True,
        _MARKET_EN,
        "we're at the Saturday market in Stroud every week until Christmas",
        evidence="er, we're, um, at the Saturday market in Stroud every week until Christmas",
        speaker="Owen",
        key="owen_veg_stall/market_days",
    ),
    # filler: "So, basically," the false start "the, uh," dropped; the number and "seated" kept.
    _r(
        "en",
        "filler",
        True,
        "[voice note, Hollins Barn weddings] So, basically, the, uh, the barn holds a hundred and twenty seated guests,"
        " yeah, and the courtyard's great for drinks.",
        "the barn holds a hundred and twenty seated guests",
        evidence="So, basically, the, uh, the barn holds a hundred and twenty seated guests",
        key="hollins_barn/capacity",
    ),
    # speaker: Helen's "I sing" restated with her name and agreement; nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        _CHOIR_EN,
        "Helen sings second alto in the Riverside Community Choir",
        evidence="I sing second alto in the Riverside Community Choir.",
        speaker="Helen",
        key="helen/choir_part",
    ),
    # speaker: mem0's User for the speaking user, with "volunteer" → "volunteers"; the day kept.
    _r(
        "en",
        "speaker",
        True,
        "User: I volunteer at the Hillside Library on Tuesdays. Anything in the catalogue you want me to grab?",
        "User volunteers at the Hillside Library on Tuesdays",
        evidence="I volunteer at the Hillside Library on Tuesdays.",
        speaker="user",
        key="user/volunteering",
    ),
    # speaker: subject elided for the speaker, verb agreeing; key names him.
    _r(
        "en",
        "speaker",
        True,
        "Marco (Spokes & Sprockets): I build wheels by hand for customers. Drop in any weekday after 10.",
        "Builds wheels by hand for customers",
        evidence="I build wheels by hand for customers.",
        speaker="Marco",
        key="spokes_and_sprockets/marco/skills",
    ),
    # verbatim: the ticket's first sentence copied whole, date and time included.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #4471 — BrightCare Home Support\nCarer visits for Mr Evans will move to 9am from 6 January. "
        "The family has been informed.",
        "Carer visits for Mr Evans will move to 9am from 6 January.",
        evidence="Carer visits for Mr Evans will move to 9am from 6 January.",
        key="brightcare/mr_evans/visit_time",
    ),
    # verbatim: the adviser's sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Dear Tom,\nYour 2023–24 tax return was submitted to HMRC on 14 November. The acknowledgement is attached.\n"
        "Elaine Ashworth, Ashworth Tax Advisers",
        "Your 2023–24 tax return was submitted to HMRC on 14 November.",
        evidence="Your 2023–24 tax return was submitted to HMRC on 14 November.",
        key="ashworth_tax/tom/tax_return_2023_24",
    ),
    # coordination: the second conjunct kept whole with the shared subject "Ana Lopes".
    _r(
        "en",
        "coordination",
        True,
        _MAKERSPACE_EN,
        "Ana Lopes maintains the 3D printers",
        evidence="Ana Lopes runs the Thursday electronics night and maintains the 3D printers.",
        key="fenwick_makerspace/ana_lopes/roles",
    ),
    # coordination: the first conjunct dropped whole; "We" is shared, "free of charge" stays.
    _r(
        "en",
        "coordination",
        True,
        "Kieran (Swift Removals): We pack everything the day before and dismantle beds free of charge. "
        "Any questions, just ask.",
        "We dismantle beds free of charge",
        evidence="We pack everything the day before and dismantle beds free of charge.",
        speaker="Kieran",
        key="swift_removals/services",
    ),
    # parenthetical: an aside ("bring your own secateurs!") dropped; day, time and shop kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Blooms & Bramble newsletter: Our Saturday workshop (bring your own secateurs!) starts at 10am at the Corn "
        "Street shop. Spaces are limited to eight.",
        "Our Saturday workshop starts at 10am at the Corn Street shop",
        evidence="Our Saturday workshop (bring your own secateurs!) starts at 10am at the Corn Street shop.",
        key="blooms_and_bramble/saturday_workshop",
    ),
    # parenthetical: a non-restrictive aside about the teacher dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _LANGSCHOOL_EN,
        "Your teacher, Ms Ferreira, will contact you before the course starts",
        evidence="Your teacher, Ms Ferreira (she also runs the conversation club), will contact you before the "
        "course starts.",
        key="casa_lingua/mr_brennan/teacher_contact",
    ),
    # list_item: one item of the centrepiece list with its own number and the shared head.
    _r(
        "en",
        "list_item",
        True,
        _FLORIST_EN,
        "Each table centrepiece uses 4 stems of eucalyptus",
        evidence="Each table centrepiece uses 12 white roses, 6 sprigs of waxflower and 4 stems of eucalyptus.",
        speaker="Priya Nair",
        key="sophie_wedding/centrepiece",
    ),
    # list_item: one item of what the full groom includes.
    _r(
        "en",
        "list_item",
        True,
        _GROOMER_EN,
        "Our full groom includes ear cleaning",
        evidence="Our full groom includes a bath, a nail trim, ear cleaning and a breed-standard cut.",
        key="pawfect_grooming/full_groom",
    ),
    # --- negative ---
    # restriction_drop: "For e-bikes" limits the policy; dropping it makes it hold for every bike.
    _r(
        "en",
        "restriction_drop",
        False,
        "Spokes & Sprockets FAQ: Walk-ins welcome for punctures. For e-bikes, servicing is by appointment only.",
        "servicing is by appointment only",
        evidence="For e-bikes, servicing is by appointment only.",
        key="spokes_and_sprockets/servicing_policy",
    ),
    # restriction_drop: "Thursday" is an ordinary word that restricts which electronics night she runs.
    _r(
        "en",
        "restriction_drop",
        False,
        _MAKERSPACE_EN,
        "Ana Lopes runs the electronics night",
        evidence="Ana Lopes runs the Thursday electronics night",
        key="fenwick_makerspace/ana_lopes/roles",
    ),
    # restriction_drop: "in the walled garden" confines where confetti is allowed.
    _r(
        "en",
        "restriction_drop",
        False,
        "From: events@hollinsbarn.co.uk\nHi both, good news on your questions: confetti is allowed in the walled "
        "garden, and sparklers are fine after 9pm.\nWarmly, Jess (Hollins Barn)",
        "confetti is allowed",
        evidence="confetti is allowed in the walled garden",
        key="hollins_barn/confetti",
    ),
    # wrong_speaker: "I'm a soprano" is Ruth's line, bound here to Helen.
    _r(
        "en",
        "wrong_speaker",
        False,
        _CHOIR_EN,
        "Helen is a soprano",
        evidence="I'm a soprano",
        speaker="Helen",
        key="helen/choir_part",
    ),
    # wrong_speaker: the walker Gemma walks Rex, not the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Gemma (Paws on the Move): I walk Rex at 7am and 5pm, Monday to Friday.\nUser: Perfect, thank you!",
        "User walks Rex at 7am and 5pm, Monday to Friday",
        evidence="I walk Rex at 7am and 5pm, Monday to Friday.",
        speaker="user",
        key="user/dog_routine",
    ),
    # number: the eucalyptus count stitched onto the roses (12 roses, not 4).
    _r(
        "en",
        "number",
        False,
        _FLORIST_EN,
        "Each table centrepiece uses 4 white roses",
        evidence="Each table centrepiece uses 12 white roses, 6 sprigs of waxflower and 4 stems of eucalyptus.",
        speaker="Priya Nair",
        key="sophie_wedding/centrepiece",
    ),
    # number: "3" movers dropped; the value no longer says how many.
    _r(
        "en",
        "number",
        False,
        "Swift Removals quote SR-2291: The quote covers 3 movers for 6 hours and one 7.5-tonne van. Total £780.",
        "The quote covers movers for 6 hours",
        evidence="The quote covers 3 movers for 6 hours",
        key="swift_removals/quote_SR-2291/crew",
    ),
    # attribution: the daughter's report asserted as the agency's own fact.
    _r(
        "en",
        "attribution",
        False,
        "BrightCare call log 12/12: Mrs Patel's daughter says her mother no longer needs help with showering. "
        "Care plan review booked for 19/12.",
        "her mother no longer needs help with showering",
        evidence="Mrs Patel's daughter says her mother no longer needs help with showering.",
        key="brightcare/mrs_patel/care_needs",
    ),
    # attribution: "According to the client" dropped; the adviser has not verified the figure.
    _r(
        "en",
        "attribution",
        False,
        "Working notes (Ashworth Tax): According to the client, the rental income for 2023 was £9,600. "
        "Bank statements still to come.",
        "the rental income for 2023 was £9,600",
        evidence="According to the client, the rental income for 2023 was £9,600.",
        key="ashworth_tax/tom/rental_income_2023",
    ),
    # negation: "don't" skipped — the groomer says the opposite.
    _r(
        "en",
        "negation",
        False,
        _GROOMER_EN,
        "we groom dogs over 40 kg",
        evidence="we don't groom dogs over 40 kg",
        key="pawfect_grooming/size_limit",
    ),
    # negation: "doesn't" dropped from the fee clause.
    _r(
        "en",
        "negation",
        False,
        _LANGSCHOOL_EN,
        "the course fee includes the Cambridge exam fee",
        evidence="the course fee doesn't include the Cambridge exam fee",
        key="casa_lingua/course_fee",
    ),
    # condition: the "if you show us the listing" condition dropped.
    _r(
        "en",
        "condition",
        False,
        "Marco (Spokes & Sprockets): We'll price-match any online retailer if you show us the listing in store.",
        "We'll price-match any online retailer",
        evidence="We'll price-match any online retailer if you show us the listing in store.",
        speaker="Marco",
        key="spokes_and_sprockets/price_match",
    ),
    # condition: "until Christmas" dropped; the stall is not there every week of the year.
    _r(
        "en",
        "condition",
        False,
        _MARKET_EN,
        "we're at the Saturday market in Stroud every week",
        evidence="er, we're, um, at the Saturday market in Stroud every week until Christmas",
        speaker="Owen",
        key="owen_veg_stall/market_days",
    ),
    # scope: "Some of" dropped; the claim widens to all branches.
    _r(
        "en",
        "scope",
        False,
        "Leeds Libraries (Twitter): Some of our branches open on Sundays — check the opening-hours page before you "
        "travel.",
        "our branches open on Sundays",
        evidence="Some of our branches open on Sundays",
        key="leeds_libraries/sunday_opening",
    ),
    # stitch: "The 3D printers are" from one sentence, "free for members" from the next (that is the laser cutter).
    _r(
        "en",
        "stitch",
        False,
        _MAKERSPACE_EN,
        "The 3D printers are free for members",
        evidence="The 3D printers are booked through the website. The laser cutter is free for members.",
        key="fenwick_makerspace/3d_printer_cost",
    ),
    # tense: "used to sing" is past; the value makes it current.
    _r(
        "en",
        "tense",
        False,
        "User: I used to sing tenor with the Riverside choir, back before my knee op. Might go back in spring.",
        "User sings tenor with the Riverside choir",
        evidence="I used to sing tenor with the Riverside choir",
        speaker="user",
        key="user/choir",
    ),
    # evidence: the quoted sentence (packing included) is not in the SMS.
    _r(
        "en",
        "evidence",
        False,
        "Swift Removals: Your move is booked for 28 Feb. Arrival window 8–9am. Reply STOP to opt out.",
        "Your move includes packing",
        evidence="Your move is booked for 28 Feb and includes packing.",
        key="swift_removals/daniel_okafor/move",
    ),
    # parenthetical_restrictive: "(orders placed before 11am only)" restricts the offer; it cannot be dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        _FLORIST_EN,
        "Same-day delivery is available",
        evidence="Same-day delivery is available (orders placed before 11am only).",
        speaker="Priya Nair",
        key="blooms_and_bramble/same_day_delivery",
    ),
)

_FLORIST_ES = (
    "Floristería Azahar (WhatsApp): ¡Hola, Lucía! Te confirmo lo de la boda: cada centro de mesa lleva 10 rosas "
    "blancas, 5 ramitas de paniculata y 3 ramas de eucalipto. Entrega en el mismo día disponible (solo pedidos antes "
    "de las 11:00). Un abrazo, Rocío"
)
_GROOMER_ES = (
    "Guau Estilistas: ¡Buenas! El baño completo incluye champú, corte de uñas, limpieza de oídos y secado. "
    "No bañamos perros de más de 40 kilos, lo sentimos. La peluquería (está al lado de la farmacia) abre a las "
    "nueve y media."
)
_CHOIR_ES = (
    "Marta: Canto en la cuerda de sopranos del coro de la Alameda desde hace tres años.\n"
    "Pilar: ¡Anda! Yo soy contralto."
)
_FABLAB_ES = (
    "Acta del FabLab Macarena, 2 de diciembre\n1. Irene Vidal coordina los talleres de soldadura y mantiene la "
    "cortadora láser.\n2. El torno se reserva por la web. La cortadora láser es gratis para los socios."
)
_MARKET_ES = (
    "[nota de voz] Pues mira, nosotros, eh, vendemos los quesos de cabra en el mercado de la Alameda todos los sábados "
    "hasta Navidad. Luego paramos hasta marzo."
)
_ACADEMIA_ES = (
    "Hola, Javier:\nBienvenido a Academia Babel. Tu profesora, Anke Weber (también lleva el club de conversación), "
    "te escribirá antes de empezar el curso. Ten en cuenta que el precio del curso no incluye la tasa del examen "
    "Goethe.\nSecretaría, Academia Babel"
)
_BIKES_ES = (
    "Tomás (Ciclos Triana): Monto ruedas a mano por encargo. Para bicis eléctricas, la revisión es solo con cita "
    "previa. Igualamos el precio de cualquier tienda online si nos enseñas el anuncio."
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the phone number from the signature's Tel. line.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Márquez\nGestoría Márquez & Asociados — Departamento fiscal\n"
        "lucia.marquez@gestoriamarquez.es\nTel.: 954 21 38 07",
        "954 21 38 07",
        evidence="Tel.: 954 21 38 07",
        speaker="Lucía Márquez",
        key="gestoria_marquez/lucia_marquez/phone",
    ),
    # subspan: the pickup code alone from an SMS; the key names it.
    _r(
        "es",
        "subspan",
        True,
        "Ciclos Triana: tu bici está lista. Código de recogida: CT-7731. Horario: L-V 10:00-20:00.",
        "CT-7731",
        evidence="Código de recogida: CT-7731.",
        key="ciclos_triana/pickup_code",
    ),
    # subspan: the course name from an enrolment form's Curso field (Spanish key).
    _r(
        "es",
        "subspan",
        True,
        "Formulario de matrícula — Academia Babel\nNombre: Javier Soto Prieto\nCurso: Alemán A2 intensivo\n"
        "Correo: jsoto.prieto@correo.es\nHorario preferido: martes y jueves, 19:00–21:00",
        "Alemán A2 intensivo",
        evidence="Curso: Alemán A2 intensivo",
        key="academia_babel/javier_soto/curso",
    ),
    # subspan: the deposit with its currency; "señal abonada" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "Hola, Lucía y Pablo:\nOs confirmamos la reserva de la Finca Los Olivos para el sábado 13 de septiembre de "
        "2025. La señal abonada es de 1.500 €. El resto se paga un mes antes.\nUn saludo, Inma (Finca Los Olivos)",
        "1.500 €",
        evidence="La señal abonada es de 1.500 €.",
        key="finca_los_olivos/boda/deposit_paid",
    ),
    # subspan: the move date from a JSON tool output; the key names the quote.
    _r(
        "es",
        "subspan",
        True,
        '{"presupuesto": "MZ-2025-0418", "origen": "Calle Feria 12, Sevilla", "destino": "Avda. de la Constitución '
        '5, Córdoba", "fecha": "2025-03-07", "operarios": 3, "estado": "aceptado"}',
        "2025-03-07",
        evidence='"fecha": "2025-03-07"',
        key="mudanzas_guadalquivir/quote_MZ-2025-0418/move_date",
    ),
    # subspan: the renewal site alone (Spanish key); "Puede renovarlo en" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Biblioteca Municipal Ramón Carande: le recordamos que 'Patria' debe devolverse antes del 18/12. "
        "Puede renovarlo en bibliotecas.sevilla.es",
        "bibliotecas.sevilla.es",
        evidence="Puede renovarlo en bibliotecas.sevilla.es",
        key="biblioteca_carande/renovacion_web",
    ),
    # subspan: the whole URL of the sheet music; the password aside is another clause.
    _r(
        "es",
        "subspan",
        True,
        "Carmen (coro): Chicos, el enlace para las partituras es https://coroalameda.org/partituras — la contraseña "
        "os la paso en privado 🎶",
        "https://coroalameda.org/partituras",
        evidence="el enlace para las partituras es https://coroalameda.org/partituras",
        speaker="Carmen",
        key="coro_alameda/sheet_music_url",
    ),
    # subspan: the incident phone; the key carries "para cualquier incidencia".
    _r(
        "es",
        "subspan",
        True,
        "Asunto: Cambio de auxiliar\nEstimada Sra. Ortega: a partir del lunes 13 su auxiliar será Rosa Jiménez. "
        "Para cualquier incidencia, llame al 900 102 334.\nCuidar en Casa S.L.",
        "900 102 334",
        evidence="Para cualquier incidencia, llame al 900 102 334.",
        key="cuidar_en_casa/incident_phone",
    ),
    # filler: "Eh, bueno, o sea," and "¿vale?," dropped; the dog, the time of day and the hour kept.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz de Dani, paseador] Eh, bueno, o sea, a Luna la saco yo por las mañanas, ¿vale?, sobre las ocho. "
        "Las tardes las lleva mi compañera.",
        "a Luna la saco yo por las mañanas sobre las ocho",
        evidence="Eh, bueno, o sea, a Luna la saco yo por las mañanas, ¿vale?, sobre las ocho.",
        speaker="Dani",
        key="paseos_dani/luna/morning_walk",
    ),
    # filler: "Pues mira," and "eh," dropped; "todos los sábados hasta Navidad" kept.
    _r(
        "es",
        "filler",
        True,
        _MARKET_ES,
        "nosotros vendemos los quesos de cabra en el mercado de la Alameda todos los sábados hasta Navidad",
        evidence="Pues mira, nosotros, eh, vendemos los quesos de cabra en el mercado de la Alameda todos los sábados "
        "hasta Navidad.",
        key="goat_cheese_stall/market_days",
    ),
    # filler: "Hola, eh, este..." and the tag "¿sabes?" dropped.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz, Floristería Azahar] Hola, eh, este... el ramo de la novia lleva peonías blancas, ¿sabes? "
        "Te mando foto luego.",
        "el ramo de la novia lleva peonías blancas",
        evidence="Hola, eh, este... el ramo de la novia lleva peonías blancas, ¿sabes?",
        key="floristeria_azahar/bridal_bouquet",
    ),
    # speaker: Marta's "Canto" restated as "Marta canta"; the section and the duration kept.
    _r(
        "es",
        "speaker",
        True,
        _CHOIR_ES,
        "Marta canta en la cuerda de sopranos del coro de la Alameda desde hace tres años",
        evidence="Canto en la cuerda de sopranos del coro de la Alameda desde hace tres años.",
        speaker="Marta",
        key="marta/coro",
    ),
    # speaker: mem0's Usuario for the speaking user, "Trabajo" → "trabaja".
    _r(
        "es",
        "speaker",
        True,
        "Usuario: Trabajo como voluntario en la biblioteca del barrio los jueves. ¿Te busco algún libro?",
        "Usuario trabaja como voluntario en la biblioteca del barrio los jueves",
        evidence="Trabajo como voluntario en la biblioteca del barrio los jueves.",
        speaker="user",
        key="user/voluntariado",
    ),
    # speaker: subject elided (pro-drop) with third-person agreement; key names Tomás.
    _r(
        "es",
        "speaker",
        True,
        _BIKES_ES,
        "Monta ruedas a mano por encargo",
        evidence="Monto ruedas a mano por encargo.",
        speaker="Tomás",
        key="ciclos_triana/tomas/skills",
    ),
    # verbatim: the gestoría's sentence copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Estimado Sr. Ruiz:\nSu declaración de la renta de 2023 se presentó el 27 de junio. Le adjuntamos el "
        "justificante.\nAtentamente,\nLucía Márquez",
        "Su declaración de la renta de 2023 se presentó el 27 de junio.",
        evidence="Su declaración de la renta de 2023 se presentó el 27 de junio.",
        key="gestoria_marquez/sr_ruiz/renta_2023",
    ),
    # verbatim: the ticket's clause copied whole, time and start date included.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia 2291: la visita de la tarde al Sr. Molina pasa a las 18:00 desde el 1 de febrero. Familia avisada.",
        "la visita de la tarde al Sr. Molina pasa a las 18:00 desde el 1 de febrero.",
        evidence="la visita de la tarde al Sr. Molina pasa a las 18:00 desde el 1 de febrero.",
        key="cuidar_en_casa/sr_molina/afternoon_visit",
    ),
    # coordination: the second conjunct with the shared subject "Irene Vidal".
    _r(
        "es",
        "coordination",
        True,
        _FABLAB_ES,
        "Irene Vidal mantiene la cortadora láser",
        evidence="Irene Vidal coordina los talleres de soldadura y mantiene la cortadora láser.",
        key="fablab_macarena/irene_vidal/roles",
    ),
    # coordination: the first conjunct dropped whole; the subject is the shared pro-drop "we".
    _r(
        "es",
        "coordination",
        True,
        "Mudanzas Guadalquivir: Embalamos todo el día anterior y montamos los muebles en destino sin coste adicional.",
        "Montamos los muebles en destino sin coste adicional",
        evidence="Embalamos todo el día anterior y montamos los muebles en destino sin coste adicional.",
        key="mudanzas_guadalquivir/services",
    ),
    # parenthetical: a non-restrictive aside about the teacher dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ACADEMIA_ES,
        "Tu profesora, Anke Weber, te escribirá antes de empezar el curso",
        evidence="Tu profesora, Anke Weber (también lleva el club de conversación), te escribirá antes de empezar el "
        "curso.",
        key="academia_babel/javier_soto/teacher_contact",
    ),
    # parenthetical: the location aside dropped; the opening time kept.
    _r(
        "es",
        "parenthetical",
        True,
        _GROOMER_ES,
        "La peluquería abre a las nueve y media",
        evidence="La peluquería (está al lado de la farmacia) abre a las nueve y media.",
        key="guau_estilistas/opening_time",
    ),
    # list_item: one item of the centrepiece list with its own number.
    _r(
        "es",
        "list_item",
        True,
        _FLORIST_ES,
        "cada centro de mesa lleva 3 ramas de eucalipto",
        evidence="cada centro de mesa lleva 10 rosas blancas, 5 ramitas de paniculata y 3 ramas de eucalipto.",
        key="boda_lucia/centrepiece",
    ),
    # list_item: one item of what the full bath includes.
    _r(
        "es",
        "list_item",
        True,
        _GROOMER_ES,
        "El baño completo incluye limpieza de oídos",
        evidence="El baño completo incluye champú, corte de uñas, limpieza de oídos y secado.",
        key="guau_estilistas/full_bath",
    ),
    # --- negative ---
    # restriction_drop: "Para bicis eléctricas" limits the appointment rule.
    _r(
        "es",
        "restriction_drop",
        False,
        _BIKES_ES,
        "la revisión es solo con cita previa",
        evidence="Para bicis eléctricas, la revisión es solo con cita previa.",
        speaker="Tomás",
        key="ciclos_triana/servicing_policy",
    ),
    # restriction_drop: "de soldadura" names which workshops she coordinates.
    _r(
        "es",
        "restriction_drop",
        False,
        _FABLAB_ES,
        "Irene Vidal coordina los talleres",
        evidence="Irene Vidal coordina los talleres de soldadura",
        key="fablab_macarena/irene_vidal/roles",
    ),
    # restriction_drop: "biodegradable" restricts which confetti is allowed.
    _r(
        "es",
        "restriction_drop",
        False,
        "Finca Los Olivos — Normas del jardín: Se permite confeti biodegradable en el jardín. Las bengalas, solo "
        "en la explanada.",
        "Se permite confeti en el jardín",
        evidence="Se permite confeti biodegradable en el jardín.",
        key="finca_los_olivos/confetti",
    ),
    # wrong_speaker: "Yo soy contralto" is Pilar's line, bound to Marta.
    _r(
        "es",
        "wrong_speaker",
        False,
        _CHOIR_ES,
        "Marta es contralto",
        evidence="Yo soy contralto.",
        speaker="Marta",
        key="marta/coro",
    ),
    # wrong_speaker: the walker takes Luna out, not the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Dani (paseador): Saco a Luna a las 8 y a las 19, de lunes a viernes.\nUsuario: ¡Perfecto, gracias!",
        "Usuario saca a Luna a las 8 y a las 19, de lunes a viernes",
        evidence="Saco a Luna a las 8 y a las 19, de lunes a viernes.",
        speaker="user",
        key="user/dog_routine",
    ),
    # number: the eucalyptus count stitched onto the roses (10 roses, not 3).
    _r(
        "es",
        "number",
        False,
        _FLORIST_ES,
        "cada centro de mesa lleva 3 rosas blancas",
        evidence="cada centro de mesa lleva 10 rosas blancas, 5 ramitas de paniculata y 3 ramas de eucalipto.",
        key="boda_lucia/centrepiece",
    ),
    # number: "3" operarios dropped.
    _r(
        "es",
        "number",
        False,
        "Presupuesto MZ-2025-0418: El presupuesto incluye 3 operarios durante 6 horas y un camión de 20 m³.",
        "El presupuesto incluye operarios durante 6 horas",
        evidence="El presupuesto incluye 3 operarios durante 6 horas",
        key="mudanzas_guadalquivir/quote_MZ-2025-0418/crew",
    ),
    # attribution: the son's report asserted as fact.
    _r(
        "es",
        "attribution",
        False,
        "Registro de llamadas, 12/12: Según su hijo, la Sra. Ortega ya no necesita ayuda para ducharse. Revisión del "
        "plan el 19/12.",
        "la Sra. Ortega ya no necesita ayuda para ducharse",
        evidence="Según su hijo, la Sra. Ortega ya no necesita ayuda para ducharse.",
        key="cuidar_en_casa/sra_ortega/care_needs",
    ),
    # attribution: "Los clientes dicen que" dropped; the stall's customers' opinion made a fact.
    _r(
        "es",
        "attribution",
        False,
        "Quesería Sierra (Instagram): Los clientes dicen que nuestro queso curado es el mejor de Sevilla. "
        "¡Ven a probarlo el sábado!",
        "nuestro queso curado es el mejor de Sevilla",
        evidence="Los clientes dicen que nuestro queso curado es el mejor de Sevilla.",
        key="queseria_sierra/cured_cheese",
    ),
    # negation: "No" dropped — the groomer says the opposite.
    _r(
        "es",
        "negation",
        False,
        _GROOMER_ES,
        "bañamos perros de más de 40 kilos",
        evidence="No bañamos perros de más de 40 kilos",
        key="guau_estilistas/size_limit",
    ),
    # negation: "no" dropped from the fee clause.
    _r(
        "es",
        "negation",
        False,
        _ACADEMIA_ES,
        "el precio del curso incluye la tasa del examen Goethe",
        evidence="el precio del curso no incluye la tasa del examen Goethe.",
        key="academia_babel/precio_curso",
    ),
    # condition: "si nos enseñas el anuncio" dropped.
    _r(
        "es",
        "condition",
        False,
        _BIKES_ES,
        "Igualamos el precio de cualquier tienda online",
        evidence="Igualamos el precio de cualquier tienda online si nos enseñas el anuncio.",
        speaker="Tomás",
        key="ciclos_triana/price_match",
    ),
    # condition: "hasta Navidad" dropped from the filler twin.
    _r(
        "es",
        "condition",
        False,
        _MARKET_ES,
        "nosotros vendemos los quesos de cabra en el mercado de la Alameda todos los sábados",
        evidence="Pues mira, nosotros, eh, vendemos los quesos de cabra en el mercado de la Alameda todos los sábados "
        "hasta Navidad.",
        key="goat_cheese_stall/market_days",
    ),
    # scope: "Algunas de" dropped; the claim widens to all libraries.
    _r(
        "es",
        "scope",
        False,
        "Bibliotecas de Sevilla (X): Algunas de nuestras bibliotecas abren los domingos. Consulta horarios en la web.",
        "nuestras bibliotecas abren los domingos",
        evidence="Algunas de nuestras bibliotecas abren los domingos.",
        key="bibliotecas_sevilla/sunday_opening",
    ),
    # stitch: "El torno" from one sentence, "es gratis para los socios" from the next (the laser cutter's).
    _r(
        "es",
        "stitch",
        False,
        _FABLAB_ES,
        "El torno es gratis para los socios",
        evidence="El torno se reserva por la web. La cortadora láser es gratis para los socios.",
        key="fablab_macarena/lathe_cost",
    ),
    # tense: "Antes dirigía" (used to conduct) made present.
    _r(
        "es",
        "tense",
        False,
        "Usuario: Antes dirigía el coro de la parroquia de San Gil, pero lo dejé cuando me mudé.",
        "Usuario dirige el coro de la parroquia de San Gil",
        evidence="Antes dirigía el coro de la parroquia de San Gil",
        speaker="user",
        key="user/coro",
    ),
    # evidence: the quoted sentence (packing included) is not in the SMS.
    _r(
        "es",
        "evidence",
        False,
        "Mudanzas Guadalquivir: su mudanza está confirmada para el 7 de marzo. Llegada entre 8:00 y 9:00.",
        "su mudanza incluye el embalaje",
        evidence="su mudanza está confirmada para el 7 de marzo e incluye el embalaje.",
        key="mudanzas_guadalquivir/move",
    ),
    # parenthetical_restrictive: "(solo pedidos antes de las 11:00)" restricts the offer.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        _FLORIST_ES,
        "Entrega en el mismo día disponible",
        evidence="Entrega en el mismo día disponible (solo pedidos antes de las 11:00).",
        key="floristeria_azahar/same_day_delivery",
    ),
)

_FLORIST_ZH = (
    "花间集花艺 林晓雯（微信）：张小姐您好～婚礼桌花这边确认一下：每个桌花用12枝白玫瑰、6枝满天星和4枝尤加利叶。"
    "当日达（仅限上午11点前下单）可选。周六的插花课（自带花剪哦！）上午10点在南京西路店开始。"
)
_GROOMER_ZH = "【萌宠坊】您好！全套美容包括洗澡、剪指甲、清洁耳朵和造型修剪。温馨提示：我们不接40公斤以上的大型犬。"
_CHOIR_ZH = "李娟：我在社区合唱团唱女中音。\n周敏：真巧，我是女高音。"
_MAKER_ZH = (
    "创客空间12月3日例会纪要\n一、分工：刘洋负责周四的电子制作夜，并维护3D打印机。\n"
    "二、设备：车床需在网上预约。激光切割机对会员免费。"
)
_MARKET_ZH = "【语音转文字】呃，我们那个，每周六都在愚园路的农夫市集摆摊，嗯，一直到春节。春节以后要歇一个月。"
_SCHOOL_ZH = (
    "王同学你好，欢迎报名樱花语言学校！你的老师田中（她也带日语角）会在开课前联系你。"
    "另外提醒：课程费用不包含JLPT报名费。——樱花语言学校教务处"
)
_BIKE_ZH = "小陈（骑迹单车）：我会手工编轮组。电助力车的保养只接受预约。如果您出示网店链接，我们可以按网店价格出售。"

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail from the signature's 邮箱 line.
    _r(
        "zh",
        "subspan",
        True,
        "祝好！\n林晓雯\n花间集花艺工作室 · 婚礼花艺\n邮箱：xiaowen.lin@huajianji.cn\n电话：138 1234 5678",
        "xiaowen.lin@huajianji.cn",
        evidence="邮箱：xiaowen.lin@huajianji.cn",
        speaker="林晓雯",
        key="huajianji/lin_xiaowen/email",
    ),
    # subspan: the booking number alone; the appointment date is another clause.
    _r(
        "zh",
        "subspan",
        True,
        "【萌宠坊】您预约的豆豆洗护服务已确认：12月14日（周六）10:30，预约号MC20417，如需取消请回复TD。",
        "MC20417",
        evidence="预约号MC20417",
        key="mengchongfang/doudou/booking_no",
    ),
    # subspan: the amount with its currency from the receipt's 合计 line.
    _r(
        "zh",
        "subspan",
        True,
        "骑迹单车工作室\n项目：整车保养\n配件：刹车片×2\n合计：¥268.00\n支付方式：微信支付",
        "¥268.00",
        evidence="合计：¥268.00",
        key="qiji_bike/service/total",
    ),
    # subspan: the whole date/time phrase from the invite's 时间 line.
    _r(
        "zh",
        "subspan",
        True,
        "会议邀请：日语N3分班面试\n时间：2025年1月9日（周四）17:15–17:45\n地点：樱花语言学校 3号教室\n"
        "组织者：jiaowu@sakura-school.cn",
        "2025年1月9日（周四）17:15–17:45",
        evidence="时间：2025年1月9日（周四）17:15–17:45",
        key="sakura_school/placement_interview/time",
    ),
    # subspan: the whole taxpayer ID under a Chinese key naming the firm and the client's company.
    _r(
        "zh",
        "subspan",
        True,
        "王先生您好，贵公司的纳税人识别号为91310115MA1K4XYZ3B，请在开票时使用。\n——正信税务师事务所 陈会计",
        "91310115MA1K4XYZ3B",
        evidence="贵公司的纳税人识别号为91310115MA1K4XYZ3B",
        speaker="陈会计",
        key="正信税务/王先生公司/纳税人识别号",
    ),
    # subspan: the mobile number from the form's 手机 field.
    _r(
        "zh",
        "subspan",
        True,
        "搬家预约登记（顺达搬家）\n联系人：赵磊\n搬出地址：浦东新区张杨路1200弄5号602室\n搬入地址：闵行区虹梅南路88号\n"
        "期望日期：2月28日\n手机：139 0172 3344",
        "139 0172 3344",
        evidence="手机：139 0172 3344",
        key="shunda_moving/zhao_lei/phone",
    ),
    # subspan: the pickup deadline; "前" is what the key's `pickup_by` names.
    _r(
        "zh",
        "subspan",
        True,
        "【静安区图书馆】您预约的《三体》已到馆，请于12月20日前到二楼服务台取书。",
        "12月20日",
        evidence="请于12月20日前到二楼服务台取书",
        key="jingan_library/santi/pickup_by",
    ),
    # subspan: the extraction code alone under the key that names it.
    _r(
        "zh",
        "subspan",
        True,
        "王老师（合唱团）：各位，排练谱子放在网盘了：https://pan.example.cn/s/1aBcD9 提取码：k7m2 有问题群里说～",
        "k7m2",
        evidence="提取码：k7m2",
        speaker="王老师",
        key="community_choir/sheet_music/extraction_code",
    ),
    # filler: "嗯，那个，就是" and the topic particle "吧" dropped; "不拴绳" and the park kept.
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】遛狗师小吴：嗯，那个，就是旺财吧，在世纪公园可以不拴绳，叫一声就回来了。",
        "旺财在世纪公园可以不拴绳",
        evidence="嗯，那个，就是旺财吧，在世纪公园可以不拴绳",
        speaker="小吴",
        key="wangcai/off_leash",
    ),
    # filler: "呃", "那个" and "嗯" dropped; "每周六" and "一直到春节" kept.
    _r(
        "zh",
        "filler",
        True,
        _MARKET_ZH,
        "我们每周六都在愚园路的农夫市集摆摊，一直到春节",
        evidence="呃，我们那个，每周六都在愚园路的农夫市集摆摊，嗯，一直到春节。",
        key="farmers_market_stall/market_days",
    ),
    # filler: "就是说，嗯，" and "呃，" dropped; "最多" and the number kept.
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】婚礼场地顾问：就是说，嗯，我们那个草坪，呃，最多能坐一百二十位客人，然后室内还有一个宴会厅。",
        "我们那个草坪最多能坐一百二十位客人",
        evidence="就是说，嗯，我们那个草坪，呃，最多能坐一百二十位客人",
        key="wedding_venue/lawn_capacity",
    ),
    # speaker: 李娟's "我" restated with her name.
    _r(
        "zh",
        "speaker",
        True,
        _CHOIR_ZH,
        "李娟在社区合唱团唱女中音",
        evidence="我在社区合唱团唱女中音。",
        speaker="李娟",
        key="li_juan/choir_part",
    ),
    # speaker: mem0's 用户 for the speaking user (Chinese key).
    _r(
        "zh",
        "speaker",
        True,
        "用户：我每周四在街道图书馆做志愿者。你要借什么书可以跟我说。",
        "用户每周四在街道图书馆做志愿者",
        evidence="我每周四在街道图书馆做志愿者。",
        speaker="user",
        key="用户/志愿活动",
    ),
    # speaker: subject elided for the speaker; key names 小陈.
    _r(
        "zh",
        "speaker",
        True,
        _BIKE_ZH,
        "会手工编轮组",
        evidence="我会手工编轮组。",
        speaker="小陈",
        key="qiji_bike/xiao_chen/skills",
    ),
    # verbatim: the ticket's sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "工单#4471（安心居家护理）：张阿姨的护理员上门时间自1月6日起改为上午9点。家属已知悉。",
        "张阿姨的护理员上门时间自1月6日起改为上午9点。",
        evidence="张阿姨的护理员上门时间自1月6日起改为上午9点。",
        key="anxin_care/zhang_ayi/visit_time",
    ),
    # verbatim: the accountant's sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "陈会计：您2023年度的个人所得税汇算已于6月27日提交。回执已发您邮箱。",
        "您2023年度的个人所得税汇算已于6月27日提交。",
        evidence="您2023年度的个人所得税汇算已于6月27日提交。",
        speaker="陈会计",
        key="user/tax/annual_settlement_2023",
    ),
    # coordination: the second verb phrase (after "并") with the shared subject 刘洋.
    _r(
        "zh",
        "coordination",
        True,
        _MAKER_ZH,
        "刘洋维护3D打印机",
        evidence="刘洋负责周四的电子制作夜，并维护3D打印机。",
        key="makerspace/liu_yang/roles",
    ),
    # coordination: the first verb phrase dropped whole; subject 师傅 shared.
    _r(
        "zh",
        "coordination",
        True,
        "顺达搬家客服：师傅提前一天上门打包，并免费拆装床铺。有其他问题随时联系。",
        "师傅免费拆装床铺",
        evidence="师傅提前一天上门打包，并免费拆装床铺。",
        key="shunda_moving/services",
    ),
    # parenthetical: the aside "（自带花剪哦！）" dropped; day, time and shop kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _FLORIST_ZH,
        "周六的插花课上午10点在南京西路店开始",
        evidence="周六的插花课（自带花剪哦！）上午10点在南京西路店开始。",
        speaker="林晓雯",
        key="huajianji/saturday_class",
    ),
    # parenthetical: a non-restrictive aside about the teacher dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _SCHOOL_ZH,
        "你的老师田中会在开课前联系你",
        evidence="你的老师田中（她也带日语角）会在开课前联系你。",
        key="sakura_school/teacher_contact",
    ),
    # list_item: one item of the full-grooming list.
    _r(
        "zh",
        "list_item",
        True,
        _GROOMER_ZH,
        "全套美容包括清洁耳朵",
        evidence="全套美容包括洗澡、剪指甲、清洁耳朵和造型修剪。",
        key="mengchongfang/full_grooming",
    ),
    # list_item: one item of the centrepiece list with its own number.
    _r(
        "zh",
        "list_item",
        True,
        _FLORIST_ZH,
        "每个桌花用4枝尤加利叶",
        evidence="每个桌花用12枝白玫瑰、6枝满天星和4枝尤加利叶。",
        speaker="林晓雯",
        key="婚礼/桌花",
    ),
    # --- negative ---
    # restriction_drop: "电助力车的" limits which servicing needs an appointment.
    _r(
        "zh",
        "restriction_drop",
        False,
        _BIKE_ZH,
        "保养只接受预约",
        evidence="电助力车的保养只接受预约。",
        speaker="小陈",
        key="qiji_bike/servicing_policy",
    ),
    # restriction_drop: "周四的" names which electronics night.
    _r(
        "zh",
        "restriction_drop",
        False,
        _MAKER_ZH,
        "刘洋负责电子制作夜",
        evidence="刘洋负责周四的电子制作夜",
        key="makerspace/liu_yang/roles",
    ),
    # restriction_drop: "可降解" restricts which confetti is allowed.
    _r(
        "zh",
        "restriction_drop",
        False,
        "【场地须知】草坪区允许使用可降解彩纸。冷焰火仅限室外露台使用。",
        "草坪区允许使用彩纸",
        evidence="草坪区允许使用可降解彩纸。",
        key="wedding_venue/confetti",
    ),
    # wrong_speaker: "我是女高音" is 周敏's line, bound to 李娟.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _CHOIR_ZH,
        "李娟是女高音",
        evidence="我是女高音。",
        speaker="李娟",
        key="li_juan/choir_part",
    ),
    # wrong_speaker: the walker 小吴 walks 豆豆, not the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "遛狗师小吴：我每天早上7点和晚上6点遛豆豆。\n用户：好的，辛苦了！",
        "用户每天早上7点和晚上6点遛豆豆",
        evidence="我每天早上7点和晚上6点遛豆豆。",
        speaker="user",
        key="user/dog_routine",
    ),
    # number: the eucalyptus count stitched onto the roses (12 roses, not 4).
    _r(
        "zh",
        "number",
        False,
        _FLORIST_ZH,
        "每个桌花用4枝白玫瑰",
        evidence="每个桌花用12枝白玫瑰、6枝满天星和4枝尤加利叶。",
        speaker="林晓雯",
        key="婚礼/桌花",
    ),
    # number: "3名" dropped.
    _r(
        "zh",
        "number",
        False,
        "顺达搬家报价单SD-0228：报价包含3名搬运工，服务6小时，一辆4.2米厢式货车。",
        "报价包含搬运工",
        evidence="报价包含3名搬运工",
        key="shunda_moving/quote_SD-0228/crew",
    ),
    # attribution: the daughter's report ("女儿说") asserted as fact.
    _r(
        "zh",
        "attribution",
        False,
        "安心居家护理 来电记录12/12：张阿姨的女儿说，她妈妈现在不需要协助洗澡了。已约12/19复评。",
        "她妈妈现在不需要协助洗澡了",
        evidence="张阿姨的女儿说，她妈妈现在不需要协助洗澡了。",
        key="anxin_care/zhang_ayi/care_needs",
    ),
    # attribution: "据客户自述" dropped; the figure is the client's own account.
    _r(
        "zh",
        "attribution",
        False,
        "正信税务 工作底稿：据客户自述，2023年房租收入为9600元。银行流水待补。",
        "2023年房租收入为9600元",
        evidence="据客户自述，2023年房租收入为9600元。",
        key="zhengxin_tax/client_wang/rental_income_2023",
    ),
    # negation: "不" dropped — the groomer says the opposite.
    _r(
        "zh",
        "negation",
        False,
        _GROOMER_ZH,
        "我们接40公斤以上的大型犬",
        evidence="我们不接40公斤以上的大型犬。",
        key="mengchongfang/size_limit",
    ),
    # negation: "不" dropped from the fee clause.
    _r(
        "zh",
        "negation",
        False,
        _SCHOOL_ZH,
        "课程费用包含JLPT报名费",
        evidence="课程费用不包含JLPT报名费。",
        key="sakura_school/course_fee",
    ),
    # condition: the "如果…" condition dropped.
    _r(
        "zh",
        "condition",
        False,
        _BIKE_ZH,
        "我们可以按网店价格出售",
        evidence="如果您出示网店链接，我们可以按网店价格出售。",
        speaker="小陈",
        key="qiji_bike/price_match",
    ),
    # condition: "一直到春节" dropped from the filler twin.
    _r(
        "zh",
        "condition",
        False,
        _MARKET_ZH,
        "我们每周六都在愚园路的农夫市集摆摊",
        evidence="呃，我们那个，每周六都在愚园路的农夫市集摆摊，嗯，一直到春节。",
        key="farmers_market_stall/market_days",
    ),
    # scope: "部分" dropped; the claim widens to every branch.
    _r(
        "zh",
        "scope",
        False,
        "【静安区图书馆】部分分馆周日开放，具体时间请查看公众号。",
        "分馆周日开放",
        evidence="部分分馆周日开放",
        key="jingan_library/sunday_opening",
    ),
    # stitch: "车床" from one sentence, "对会员免费" from the next (the laser cutter's).
    _r(
        "zh",
        "stitch",
        False,
        _MAKER_ZH,
        "车床对会员免费",
        evidence="车床需在网上预约。激光切割机对会员免费。",
        key="makerspace/lathe_cost",
    ),
    # tense: "以前" (formerly) dropped, making a past role current.
    _r(
        "zh",
        "tense",
        False,
        "用户：我以前在教堂唱诗班当指挥，后来搬家就没去了。",
        "用户在教堂唱诗班当指挥",
        evidence="我以前在教堂唱诗班当指挥",
        speaker="user",
        key="user/choir",
    ),
    # evidence: the quoted sentence (packing included) is not in the SMS.
    _r(
        "zh",
        "evidence",
        False,
        "【顺达搬家】您的搬家已确认：2月28日，师傅8:00-9:00到达。退订回T",
        "您的搬家含打包服务",
        evidence="您的搬家已确认：2月28日，含打包服务。",
        key="shunda_moving/zhao_lei/move",
    ),
    # parenthetical_restrictive: "（仅限上午11点前下单）" restricts the offer.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        _FLORIST_ZH,
        "当日达可选",
        evidence="当日达（仅限上午11点前下单）可选。",
        speaker="林晓雯",
        key="huajianji/same_day_delivery",
    ),
)

BATCH_57: tuple[Realistic, ...] = _EN + _ES + _ZH
