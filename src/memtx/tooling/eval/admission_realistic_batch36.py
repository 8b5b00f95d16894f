"""The realistic set's thirty-sixth batch: a blind measurement of the merged admission rules (issue 31, brief B36).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 (ninth session, after round 35) by helper b36, without reading the admission rule's code
(`memtx.core.admission`, `memtx.core.lexicon`, nothing under `memtx.core`), docs/admission.md, docs/eval-admission.md,
the tests or any other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the
first 60 lines of batch 34 (its docstring and first records, for the format and the family names; a search for the
name `BATCH_34` also showed its closing line, which joins its three tuples). Batch 35 was not opened. No scorer,
`check_support` or `memtx eval` was run on these records. Every source is invented here, in domains the earlier
batches used little: airlines' baggage desks, water and gas utilities, mobile carriers, banks' card services,
universities' admissions, city councils, gyms, opticians, breweries, florists, print shops, plumbers, theatres,
summer camps, parcel lockers, ride-hailing apps and insurance brokers, in several registers (voice-note and call
transcripts with fillers, chats with typos and emoji, tickets and job sheets, tool outputs, e-mails and their
signatures, forms, bills and SMS notifications).

The values are written as extractors write them: a clause quoted whole, the speaker's clause restated under the
speaker's name (Zep/Graphiti style) or as mem0's `User`/`Usuario`/`用户` (speaker `user`), the speaker's clause without
its subject (`Holds an IB diploma with 38 points`), one item out of a list, or a bare typed or atomic value under a
LangGraph-style key (`parcelpoint/parcel_7730/collection_code`): a collection or booking code, an e-mail address, a
URL, a phone number, an amount with its currency, a date or time, a person's name, a firmware version. The keys mix
styles on purpose: snake_case paths, English keys over Spanish and Chinese sources, keys naming an organization and a
person (`brightshield/hannah_osei/email`), and mem0's `user/...`.

Per language there are 40 records (120 in all): 22 faithful ones (8 subspan, 3 filler, 3 speaker, and verbatim,
coordination, parenthetical and list_item with 2 each) and 18 negatives (3 restriction_drop; wrong_speaker, number,
attribution, negation and condition with 2 each; scope, stitch, tense, evidence and parenthetical_restrictive with 1
each). The `evidence` negatives alone quote a sentence missing from their source; every other record's evidence is
copied verbatim from its source. This batch is unscored: the lead joins it to the realistic set and runs the scorer.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the theatre's seat confirmation copied whole from its booking e-mail.
    _r(
        "en",
        "verbatim",
        True,
        "Dear Ms Okafor, thank you for booking with the Lyric Playhouse. Your seats are in row F, numbers 12 and 13. "
        "Doors open at 7pm. Kind regards, Box Office",
        "Your seats are in row F, numbers 12 and 13",
        evidence="Your seats are in row F, numbers 12 and 13.",
        key="lyric_playhouse/okafor_booking/seats",
    ),
    # verbatim: the plumber's arrival window copied whole from its SMS.
    _r(
        "en",
        "verbatim",
        True,
        "FlowRight Plumbing: Your engineer Dev will arrive between 8am and 10am on Thursday 14 March. Reply STOP to "
        "opt out.",
        "Your engineer Dev will arrive between 8am and 10am on Thursday 14 March",
        evidence="Your engineer Dev will arrive between 8am and 10am on Thursday 14 March.",
        key="flowright/visit/arrival_window",
    ),
    # filler: the gym's voicemail loses "so, uh" and "you know"; the approval and its date stay.
    _r(
        "en",
        "filler",
        True,
        "Hi, um, this is Carla from Ironworks Gym, so, uh, your membership freeze has been, you know, approved from "
        "the first of May. Give us a ring if anything changes. Bye!",
        "your membership freeze has been approved from the first of May",
        evidence="so, uh, your membership freeze has been, you know, approved from the first of May.",
        key="ironworks_gym/membership/freeze",
    ),
    # filler: "yeah so basically" opens the brewery's chat reply; the tour times stay whole.
    _r(
        "en",
        "filler",
        True,
        "Hop Yard Brewing (chat): yeah so basically the taproom does tours on Saturdays at 2 and 4, like, you book "
        "them online 🍺",
        "the taproom does tours on Saturdays at 2 and 4",
        evidence="yeah so basically the taproom does tours on Saturdays at 2 and 4",
        key="hop_yard/taproom/tours",
    ),
    # filler: the customer's voice note to the optician loses "Right, so, um"; her own glasses, her own day.
    _r(
        "en",
        "filler",
        True,
        "Voice note from Nadia: Right, so, um, my new glasses will be ready to collect on Friday afternoon. Can you "
        "pick me up after?",
        "my new glasses will be ready to collect on Friday afternoon",
        evidence="Right, so, um, my new glasses will be ready to collect on Friday afternoon.",
        speaker="Nadia",
        key="nadia/glasses/collection",
    ),
    # speaker: the broker's client's "I drive" restated as "Greg drives", the year and model kept.
    _r(
        "en",
        "speaker",
        True,
        "Broker call 10:42 - Greg: Yeah, I drive a 2019 Skoda Octavia estate and it's parked on the street overnight.",
        "Greg drives a 2019 Skoda Octavia estate",
        evidence="I drive a 2019 Skoda Octavia estate",
        speaker="Greg",
        key="greg/car",
    ),
    # speaker: mem0's "User trains ..." for the gym chat's speaker; "most evenings" kept.
    _r(
        "en",
        "speaker",
        True,
        "[user] hiya, I train at the Canal Street branch most evenings, can I freeze for 2 months while I'm away? 🙏",
        "User trains at the Canal Street branch most evenings",
        evidence="I train at the Canal Street branch most evenings",
        speaker="user",
        key="user/gym_branch",
    ),
    # speaker: the applicant's subject left out ("Holds ..."); the score stays.
    _r(
        "en",
        "speaker",
        True,
        "Admissions chat, Lena Fischer (applicant): I hold an IB diploma with 38 points and I'm applying for "
        "Economics with Politics.",
        "Holds an IB diploma with 38 points",
        evidence="I hold an IB diploma with 38 points",
        speaker="Lena",
        key="lena/qualification",
    ),
    # subspan: the parcel locker's collection code, named by the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "ParcelPoint: Your parcel is in locker 14 at Greenway Station. Collection code: 583201. Please collect by "
        "21 June.",
        "583201",
        evidence="Collection code: 583201.",
        key="parcelpoint/parcel_7730/collection_code",
    ),
    # subspan: the water bill's amount due; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Thames Vale Water - bill for 01/02 to 30/04. Amount due: £48.60. Your Direct Debit will be taken on 15 May.",
        "£48.60",
        evidence="Amount due: £48.60.",
        key="thames_vale_water/bill_2024_q1/amount_due",
    ),
    # subspan: the carrier's porting line; "call our porting team on" names the relation.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for choosing Kestrel Mobile. To keep your old number, you can call our porting team on 0800 046 1120. "
        "It usually takes one working day.",
        "0800 046 1120",
        evidence="you can call our porting team on 0800 046 1120.",
        key="kestrel_mobile/porting_team/phone",
    ),
    # subspan: the card's dispatch date; the card and the act are the key's.
    _r(
        "en",
        "subspan",
        True,
        "Card Services: Your replacement card ending 4417 was dispatched on 3 March and should arrive within 5 "
        "working days.",
        "3 March",
        evidence="Your replacement card ending 4417 was dispatched on 3 March",
        key="card_4417/replacement/dispatch_date",
    ),
    # subspan: the council's page for bulky waste, a whole URL.
    _r(
        "en",
        "subspan",
        True,
        "Hartfield Council: To request a bulky waste collection, visit www.hartfield.gov.uk/bulky-waste and pick a "
        "date.",
        "www.hartfield.gov.uk/bulky-waste",
        evidence="To request a bulky waste collection, visit www.hartfield.gov.uk/bulky-waste",
        key="hartfield_council/bulky_waste/url",
    ),
    # subspan: the head florist's name from an e-mail signature.
    _r(
        "en",
        "subspan",
        True,
        "Thanks again, we'll have the buttonholes ready by Friday.\n\nBest,\nRosalind Achebe | Head Florist, Petal & "
        "Stem, 22 Mill Lane",
        "Rosalind Achebe",
        evidence="Rosalind Achebe | Head Florist, Petal & Stem",
        key="petal_and_stem/head_florist",
    ),
    # subspan: the printer's firmware version from a job-queue tool output.
    _r(
        "en",
        "subspan",
        True,
        '{"job": "PR-2291", "printer": "Xerox Versant 280", "firmware": "v4.12.3", "status": "queued"}',
        "v4.12.3",
        evidence='"firmware": "v4.12.3"',
        key="inkwell_print/versant_280/firmware_version",
    ),
    # subspan: the broker's own e-mail address, her first person tied to the key.
    _r(
        "en",
        "subspan",
        True,
        "Hannah Osei: Lovely to speak to you today. My email is h.osei@brightshield.co.uk, and I'm in the office "
        "Monday to Thursday.",
        "h.osei@brightshield.co.uk",
        evidence="My email is h.osei@brightshield.co.uk",
        speaker="Hannah Osei",
        key="brightshield/hannah_osei/email",
    ),
    # coordination: the job sheet's first conjunct kept with its subject; the second is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Job sheet 5521 - The engineer replaced the pressure valve and flushed the radiators. Customer signed off.",
        "The engineer replaced the pressure valve",
        evidence="The engineer replaced the pressure valve and flushed the radiators.",
        key="pipeline_plumbing/job_5521/work_done",
    ),
    # coordination: the gym member's second conjunct kept; "I" is the subject of both.
    _r(
        "en",
        "coordination",
        True,
        "Ola: I cancelled my personal training package and switched to the off-peak plan, so please stop the PT "
        "invoices.",
        "I switched to the off-peak plan",
        evidence="I cancelled my personal training package and switched to the off-peak plan",
        speaker="Ola",
        key="ola/gym_plan",
    ),
    # parenthetical: "(our last of the season)" only describes the matinee; its time is untouched.
    _r(
        "en",
        "parenthetical",
        True,
        "Box office update: The matinee (our last of the season) starts at 2:30pm on Sunday. Latecomers are seated "
        "at the interval.",
        "The matinee starts at 2:30pm on Sunday",
        evidence="The matinee (our last of the season) starts at 2:30pm on Sunday.",
        key="lyric_playhouse/matinee/start_time",
    ),
    # parenthetical: an aside about the optometrist's start date; the appointment stands without it.
    _r(
        "en",
        "parenthetical",
        True,
        "ClearSight Opticians: Dr Patel (she joined us in January) will see you at 11am on Tuesday. Bring your current "
        "glasses.",
        "Dr Patel will see you at 11am on Tuesday",
        evidence="Dr Patel (she joined us in January) will see you at 11am on Tuesday.",
        key="clearsight/appointment",
    ),
    # list_item: one payment method of an "and" list, with the list's head.
    _r(
        "en",
        "list_item",
        True,
        "Zipp Rides help centre: Our drivers accept card, Apple Pay and cash. Tips are optional.",
        "Our drivers accept cash",
        evidence="Our drivers accept card, Apple Pay and cash.",
        key="zipp_rides/payment_methods",
    ),
    # list_item: one item of the camp's packing list, the modal "should" kept.
    _r(
        "en",
        "list_item",
        True,
        "Pinewood Camp kit list: Campers should pack a sleeping bag, a torch, sunscreen and a refillable water bottle.",
        "Campers should pack a torch",
        evidence="Campers should pack a sleeping bag, a torch, sunscreen and a refillable water bottle.",
        key="pinewood_camp/kit_list",
    ),
    # --- negatives ---
    # restriction_drop: "on domestic flights" dropped turns a route rule into a rule for every passenger.
    _r(
        "en",
        "restriction_drop",
        False,
        "Baggage desk notice: Passengers on domestic flights can check in a second bag free of charge. Long-haul fares "
        "follow the table below.",
        "Passengers can check in a second bag free of charge",
        evidence="Passengers on domestic flights can check in a second bag free of charge.",
        key="skyline_air/baggage_policy",
    ),
    # restriction_drop: the outage's area dropped makes it every customer's.
    _r(
        "en",
        "restriction_drop",
        False,
        "Thames Vale Water: Customers in the Northfield area will have their water supply interrupted on Tuesday "
        "from 9am.",
        "Customers will have their water supply interrupted on Tuesday",
        evidence="Customers in the Northfield area will have their water supply interrupted on Tuesday from 9am.",
        key="thames_vale_water/planned_outage",
    ),
    # restriction_drop: "Business" dropped widens a business-card feature to all cardholders.
    _r(
        "en",
        "restriction_drop",
        False,
        "Card Services FAQ: Business cardholders can raise their cash withdrawal limit in the app.",
        "cardholders can raise their cash withdrawal limit in the app",
        evidence="Business cardholders can raise their cash withdrawal limit in the app.",
        key="harbour_bank/cash_limit",
    ),
    # wrong_speaker: Rob's flight bound to Ines, who booked the 18:05.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Ines: I'm booked on the 18:05 flight to Glasgow.\nRob: I'm booked on the 19:30 flight to Glasgow, so I'll "
        "grab the bags.",
        "Ines is booked on the 19:30 flight to Glasgow",
        evidence="I'm booked on the 19:30 flight to Glasgow",
        speaker="Ines",
        key="ines/flight",
    ),
    # wrong_speaker: the carrier agent's own plan written as the user's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "[user] is my plan enough for tethering?\n[agent] Honestly I'm on the unlimited data plan and I tether every "
        "day, but yours is 10GB.",
        "User is on the unlimited data plan",
        evidence="I'm on the unlimited data plan",
        speaker="user",
        key="user/mobile_plan",
    ),
    # number: "3 more" dropped; the card is not blocked after any failed attempts.
    _r(
        "en",
        "number",
        False,
        "Security alert: Your card will be blocked after 3 more failed PIN attempts.",
        "Your card will be blocked after failed PIN attempts",
        key="harbour_bank/card/pin_lock",
    ),
    # number: the count of pours dropped from the flight.
    _r(
        "en",
        "number",
        False,
        "Hop Yard Brewing menu: Each tasting flight comes with four 100ml pours and a pretzel.",
        "Each tasting flight comes with 100ml pours",
        evidence="Each tasting flight comes with four 100ml pours and a pretzel.",
        key="hop_yard/tasting_flight",
    ),
    # attribution: the supplier's forecast passed off as the florist's own statement.
    _r(
        "en",
        "attribution",
        False,
        "Petal & Stem: According to our supplier, the peonies will be back in stock next week.",
        "the peonies will be back in stock next week",
        evidence="According to our supplier, the peonies will be back in stock next week.",
        key="petal_and_stem/peonies/restock",
    ),
    # attribution: the neighbour's hearsay stored as the council's schedule.
    _r(
        "en",
        "attribution",
        False,
        "Joan (voice note): My neighbour says the council is collecting garden waste fortnightly from April.",
        "the council is collecting garden waste fortnightly from April",
        evidence="My neighbour says the council is collecting garden waste fortnightly from April.",
        speaker="Joan",
        key="hartfield_council/garden_waste_schedule",
    ),
    # negation: "not" dropped reverses the locker's opening hours.
    _r(
        "en",
        "negation",
        False,
        "ParcelPoint: The Greenway Station locker is not accessible after the station closes at midnight.",
        "The Greenway Station locker is accessible after the station closes at midnight",
        evidence="The Greenway Station locker is not accessible after the station closes at midnight.",
        key="parcelpoint/greenway/access_hours",
    ),
    # negation: "don't" dropped turns a no-refund rule into a refund offer.
    _r(
        "en",
        "negation",
        False,
        "Ironworks Gym terms, 4.2: We don't offer refunds on annual memberships.",
        "We offer refunds on annual memberships",
        evidence="We don't offer refunds on annual memberships.",
        key="ironworks_gym/refund_policy",
    ),
    # condition: the credit holds only if the driver cancels after arrival.
    _r(
        "en",
        "condition",
        False,
        "Zipp Rides: If your driver cancels after arrival, you get a £5 credit.",
        "you get a £5 credit",
        evidence="If your driver cancels after arrival, you get a £5 credit.",
        key="zipp_rides/cancellation_credit",
    ),
    # condition: "unless the damage was caused off-road" dropped makes the cover unconditional.
    _r(
        "en",
        "condition",
        False,
        "Brightshield Brokers: Your windscreen claim is covered in full unless the damage was caused off-road.",
        "Your windscreen claim is covered in full",
        evidence="Your windscreen claim is covered in full unless the damage was caused off-road.",
        key="brightshield/claim_2291/cover",
    ),
    # scope: "Some" dropped says every first-year module is online.
    _r(
        "en",
        "scope",
        False,
        "Admissions FAQ: Some first-year modules are taught online. Labs are always on campus.",
        "first-year modules are taught online",
        evidence="Some first-year modules are taught online.",
        key="northgate_uni/first_year/delivery",
    ),
    # stitch: the theatre car park joined to the street parking's price.
    _r(
        "en",
        "stitch",
        False,
        "Getting here: Parking at the theatre is free after 6pm. Street parking costs £2 an hour.",
        "Parking at the theatre costs £2 an hour",
        evidence="Parking at the theatre is free after 6pm. Street parking costs £2 an hour.",
        key="lyric_playhouse/parking",
    ),
    # tense: "used to be on" restated as his current plan.
    _r(
        "en",
        "tense",
        False,
        "Dario: I used to be on the Family Share plan but I moved to a SIM-only deal last year.",
        "Dario is on the Family Share plan",
        evidence="I used to be on the Family Share plan",
        speaker="Dario",
        key="dario/mobile_plan",
    ),
    # evidence: the quoted pick-up sentence is not in the camp's message.
    _r(
        "en",
        "evidence",
        False,
        "Pinewood Summer Camp - Week 2 starts on 14 July. Drop-off is 8:30-9:00 at the north gate.",
        "Pick-up is at 5pm at the north gate",
        evidence="Pick-up is at 5pm at the north gate.",
        key="pinewood_camp/pickup_time",
    ),
    # parenthetical_restrictive: "(flights within Europe)" limits the rate; dropped, it claims every route.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Skyline Air baggage desk: Excess baggage is charged at £12 per kg (flights within Europe).",
        "Excess baggage is charged at £12 per kg",
        evidence="Excess baggage is charged at £12 per kg (flights within Europe).",
        key="skyline_air/excess_baggage_rate",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the theatre's pick-up rule copied whole from its SMS.
    _r(
        "es",
        "verbatim",
        True,
        "Teatro Circo: Las entradas para «La vida es sueño» se pueden recoger en taquilla desde una hora antes de la "
        "función. ¡Gracias por su compra!",
        "Las entradas para «La vida es sueño» se pueden recoger en taquilla desde una hora antes de la función",
        evidence="Las entradas para «La vida es sueño» se pueden recoger en taquilla desde una hora antes de la "
        "función.",
        key="teatro_circo/recogida_entradas",
    ),
    # verbatim: the plumber's WhatsApp sentence about the water heater, copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Buenas, soy Rubén de Fontanería Llobregat. El calentador nuevo queda instalado el jueves por la mañana. "
        "Un saludo",
        "El calentador nuevo queda instalado el jueves por la mañana",
        evidence="El calentador nuevo queda instalado el jueves por la mañana.",
        key="fontaneria_llobregat/instalacion_calentador",
    ),
    # filler: "Eh, bueno, o sea" and the tag "¿vale?" dropped from the voice note; the reading's day stays.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz: Eh, bueno, o sea, la lectura del contador de gas la hacen el martes que viene, ¿vale? Dejad "
        "la puerta del patio abierta.",
        "la lectura del contador de gas la hacen el martes que viene",
        evidence="Eh, bueno, o sea, la lectura del contador de gas la hacen el martes que viene, ¿vale?",
        key="gas_natural/lectura_contador",
    ),
    # filler: "pues nada, que" and the closing "eh" dropped from the gym receptionist's audio.
    _r(
        "es",
        "filler",
        True,
        "Recepción Gimnasio Atlas (audio): pues nada, que el gimnasio abre los domingos de nueve a dos, eh",
        "el gimnasio abre los domingos de nueve a dos",
        key="gimnasio_atlas/horario_domingo",
    ),
    # filler: "Mira, es que, este" dropped; the speaker's lenses and their brand stay.
    _r(
        "es",
        "filler",
        True,
        "Lucía: Mira, es que, este, mis lentillas nuevas son de la marca Acuvue, por si las pides tú.",
        "mis lentillas nuevas son de la marca Acuvue",
        evidence="Mira, es que, este, mis lentillas nuevas son de la marca Acuvue",
        speaker="Lucía",
        key="lucia/lentillas/marca",
    ),
    # speaker: mem0's "Usuario tiene ..." for the bank chat's speaker, "desde 2019" kept.
    _r(
        "es",
        "speaker",
        True,
        "[user] hola, vivo en Zaragoza y tengo la tarjeta Visa Oro desde 2019, me la podeis subir de limite?",
        "Usuario tiene la tarjeta Visa Oro desde 2019",
        evidence="tengo la tarjeta Visa Oro desde 2019",
        speaker="user",
        key="user/tarjeta",
    ),
    # speaker: "Trabajo" restated as "Marisa trabaja", the camp and the role kept.
    _r(
        "es",
        "speaker",
        True,
        "Ficha de personal — Marisa: Trabajo como monitora de vela en el campamento de Laredo desde junio.",
        "Marisa trabaja como monitora de vela en el campamento de Laredo",
        evidence="Trabajo como monitora de vela en el campamento de Laredo",
        speaker="Marisa",
        key="marisa/trabajo",
    ),
    # speaker: the applicant's subject left out, the verb agreeing ("Estudia").
    _r(
        "es",
        "speaker",
        True,
        "Héctor (formulario de traslado): Estudio segundo de Ingeniería Química en la Universidad de Oviedo.",
        "Estudia segundo de Ingeniería Química en la Universidad de Oviedo",
        evidence="Estudio segundo de Ingeniería Química en la Universidad de Oviedo.",
        speaker="Héctor",
        key="hector/estudios",
    ),
    # subspan: the broker's e-mail address from her signature line, beside her phone.
    _r(
        "es",
        "subspan",
        True,
        "Quedo a su disposición.\nAtentamente,\nNuria Campos\nCorredora de seguros · Seguros Atalaya\n"
        "nuria.campos@segurosatalaya.es · 968 214 377",
        "nuria.campos@segurosatalaya.es",
        evidence="nuria.campos@segurosatalaya.es · 968 214 377",
        key="seguros_atalaya/nuria_campos/email",
    ),
    # subspan: the locker's pickup code after its label.
    _r(
        "es",
        "subspan",
        True,
        "CityBox: Tu paquete ya está en la taquilla 22 del Mercado de San Antón. Código de recogida: 7741-KQ. Tienes "
        "72 horas para recogerlo.",
        "7741-KQ",
        evidence="Código de recogida: 7741-KQ.",
        key="citybox/paquete/codigo_recogida",
    ),
    # subspan: the print quote's total; "(IVA incluido)" only says what it includes.
    _r(
        "es",
        "subspan",
        True,
        "Imprenta Grafix — Presupuesto n.º 2024/118: 500 tarjetas de visita a doble cara, papel estucado 350 g. "
        "Total: 64,90 € (IVA incluido).",
        "64,90 €",
        evidence="Total: 64,90 € (IVA incluido).",
        key="imprenta_grafix/presupuesto_2024_118/total",
    ),
    # subspan: the entrance test's date; the room is not part of the date.
    _r(
        "es",
        "subspan",
        True,
        "Le informamos de que la prueba de acceso específica se celebrará el 12 de junio en el aula magna. Traiga "
        "su DNI.",
        "12 de junio",
        evidence="la prueba de acceso específica se celebrará el 12 de junio en el aula magna.",
        key="uni_cantabria/prueba_acceso_especifica/fecha",
    ),
    # subspan: the council office's phone number, named by "El teléfono de".
    _r(
        "es",
        "subspan",
        True,
        "Ayuntamiento de Vitoria: El teléfono de la Oficina de Atención a la Ciudadanía es el 945 161 616.",
        "945 161 616",
        evidence="El teléfono de la Oficina de Atención a la Ciudadanía es el 945 161 616.",
        key="ayuntamiento_vitoria/atencion_ciudadania/telefono",
    ),
    # subspan: the ride app's invoice page, a whole URL.
    _r(
        "es",
        "subspan",
        True,
        "Movilo: Puedes descargar tus facturas en viajes.movilo.app/facturas 🚗",
        "viajes.movilo.app/facturas",
        evidence="Puedes descargar tus facturas en viajes.movilo.app/facturas",
        key="movilo/facturas_url",
    ),
    # subspan: the florist's wedding manager named by the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Floristería La Violeta: La encargada de los pedidos de boda es Carmen Ibarra. Llámala de martes a sábado.",
        "Carmen Ibarra",
        evidence="La encargada de los pedidos de boda es Carmen Ibarra.",
        key="floristeria_la_violeta/encargada_bodas",
    ),
    # subspan: the brewery visit's day and time, the booking being the key's subject.
    _r(
        "es",
        "subspan",
        True,
        "Cervecera Montseny: Tu reserva para la visita guiada a la fábrica es el sábado 9 a las 12:30. ¡Salud! 🍻",
        "el sábado 9 a las 12:30",
        evidence="Tu reserva para la visita guiada a la fábrica es el sábado 9 a las 12:30.",
        key="cervecera_montseny/reserva_visita_guiada/fecha_hora",
    ),
    # coordination: the technician's second conjunct kept with the shared subject.
    _r(
        "es",
        "coordination",
        True,
        "Parte de visita 3318: El técnico revisó la caldera y cambió el termopar. Próxima revisión en 2026.",
        "El técnico cambió el termopar",
        evidence="El técnico revisó la caldera y cambió el termopar.",
        key="gas_natural/visita_3318/trabajo",
    ),
    # coordination: Jorge's first conjunct kept; the same elided subject does both.
    _r(
        "es",
        "coordination",
        True,
        "Jorge: Me di de baja de la fibra y mantuve la línea móvil, q ahora pago menos",
        "Me di de baja de la fibra",
        evidence="Me di de baja de la fibra y mantuve la línea móvil",
        speaker="Jorge",
        key="jorge/operadora/fibra",
    ),
    # parenthetical: "(el de siempre, el azul)" only describes the bus; its time and stop stay.
    _r(
        "es",
        "parenthetical",
        True,
        "Campamento Los Pinos: El autobús (el de siempre, el azul) sale de la plaza Mayor a las 8:00. Sed puntuales.",
        "El autobús sale de la plaza Mayor a las 8:00",
        evidence="El autobús (el de siempre, el azul) sale de la plaza Mayor a las 8:00.",
        key="campamento_los_pinos/autobus",
    ),
    # parenthetical: the aside between dashes says where the card arrives; the activation rule stands without it.
    _r(
        "es",
        "parenthetical",
        True,
        "Banco Cierzo: Su nueva tarjeta —la recibirá en su domicilio— se activa en el cajero con su PIN.",
        "Su nueva tarjeta se activa en el cajero con su PIN",
        evidence="Su nueva tarjeta —la recibirá en su domicilio— se activa en el cajero con su PIN.",
        key="banco_cierzo/tarjeta/activacion",
    ),
    # list_item: one facility of an "y" list, with the list's head.
    _r(
        "es",
        "list_item",
        True,
        "Gimnasio Atlas: La cuota incluye sala de musculación, piscina climatizada, sauna y clases dirigidas.",
        "La cuota incluye sauna",
        evidence="La cuota incluye sala de musculación, piscina climatizada, sauna y clases dirigidas.",
        key="gimnasio_atlas/cuota/incluye",
    ),
    # list_item: one delivery town of the florist's list.
    _r(
        "es",
        "list_item",
        True,
        "La Violeta: Hacemos entregas en Getafe, Leganés, Alcorcón y Fuenlabrada. Pedidos antes de las 12.",
        "Hacemos entregas en Alcorcón",
        evidence="Hacemos entregas en Getafe, Leganés, Alcorcón y Fuenlabrada.",
        key="floristeria_la_violeta/zona_entregas",
    ),
    # --- negatives ---
    # restriction_drop: "con tarifa Plus" dropped gives every passenger the free bag.
    _r(
        "es",
        "restriction_drop",
        False,
        "Mostrador de equipajes: Los pasajeros con tarifa Plus pueden facturar una maleta de 23 kg sin coste.",
        "Los pasajeros pueden facturar una maleta de 23 kg sin coste",
        evidence="Los pasajeros con tarifa Plus pueden facturar una maleta de 23 kg sin coste.",
        key="aerolinea_iberus/equipaje_facturado",
    ),
    # restriction_drop: the neighbourhood dropped makes the water cut city-wide.
    _r(
        "es",
        "restriction_drop",
        False,
        "Aguas de Cuenca: En los barrios del casco antiguo se cortará el suministro de agua el miércoles.",
        "se cortará el suministro de agua el miércoles",
        evidence="En los barrios del casco antiguo se cortará el suministro de agua el miércoles.",
        key="aguas_cuenca/corte_suministro",
    ),
    # restriction_drop: "de máster" dropped opens the grant to every student.
    _r(
        "es",
        "restriction_drop",
        False,
        "Secretaría: Los alumnos de máster pueden solicitar la beca de residencia hasta el 30 de septiembre.",
        "Los alumnos pueden solicitar la beca de residencia",
        evidence="Los alumnos de máster pueden solicitar la beca de residencia",
        key="uni_cantabria/beca_residencia",
    ),
    # wrong_speaker: Paco's pick-up bound to Elena.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Grupo «Campamento niños»\nElena: Yo llevo a los niños el lunes.\nPaco: Yo los recojo el viernes 👍",
        "Elena los recoge el viernes",
        evidence="Yo los recojo el viernes",
        speaker="Elena",
        key="elena/campamento/recogida",
    ),
    # wrong_speaker: the carrier assistant's tariff stored as the user's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[asistente] Yo uso la tarifa Ilimitada 5G desde hace años, va genial.\n[user] pues yo sigo con la de 20 GB",
        "Usuario usa la tarifa Ilimitada 5G desde hace años",
        evidence="Yo uso la tarifa Ilimitada 5G desde hace años",
        speaker="user",
        key="user/tarifa_movil",
    ),
    # number: the approximator "unas" dropped turns an estimate into an exact count.
    _r(
        "es",
        "number",
        False,
        "Cervecera Montseny: Cada lote de la IPA da para unas 800 botellas.",
        "Cada lote de la IPA da para 800 botellas",
        evidence="Cada lote de la IPA da para unas 800 botellas.",
        key="cervecera_montseny/lote_ipa",
    ),
    # number: "tres" dropped; the card is not blocked after any failed attempt.
    _r(
        "es",
        "number",
        False,
        "Banco Cierzo: La tarjeta se bloquea tras tres intentos fallidos de PIN.",
        "La tarjeta se bloquea tras intentos fallidos de PIN",
        evidence="La tarjeta se bloquea tras tres intentos fallidos de PIN.",
        key="banco_cierzo/tarjeta/bloqueo",
    ),
    # attribution: the neighbour's rumour stored as the council's plan.
    _r(
        "es",
        "attribution",
        False,
        "Rosa: Según mi vecino, el ayuntamiento va a peatonalizar la calle Mayor en septiembre.",
        "el ayuntamiento va a peatonalizar la calle Mayor en septiembre",
        speaker="Rosa",
        key="ayuntamiento/calle_mayor",
    ),
    # attribution: what the landlord says stored as a settled fact about who pays.
    _r(
        "es",
        "attribution",
        False,
        "Fontanería Llobregat (chat): Dice el casero que la avería del bajante la paga la comunidad.",
        "la avería del bajante la paga la comunidad",
        evidence="Dice el casero que la avería del bajante la paga la comunidad.",
        key="averia_bajante/pagador",
    ),
    # negation: "no" dropped puts prescription sunglasses into the 2x1 offer.
    _r(
        "es",
        "negation",
        False,
        "Óptica Miravista: Las gafas de sol graduadas no entran en la promoción 2x1.",
        "Las gafas de sol graduadas entran en la promoción 2x1",
        evidence="Las gafas de sol graduadas no entran en la promoción 2x1.",
        key="optica_miravista/promocion_2x1",
    ),
    # negation: "no" dropped says the lockers take cash-on-delivery parcels.
    _r(
        "es",
        "negation",
        False,
        "CityBox ayuda: Las taquillas de la estación no admiten paquetes contra reembolso.",
        "Las taquillas de la estación admiten paquetes contra reembolso",
        evidence="Las taquillas de la estación no admiten paquetes contra reembolso.",
        key="citybox/contra_reembolso",
    ),
    # condition: the surcharge applies only if the driver waits over five minutes.
    _r(
        "es",
        "condition",
        False,
        "Movilo: Si el conductor espera más de cinco minutos, se cobra un suplemento de 2 €.",
        "se cobra un suplemento de 2 €",
        evidence="Si el conductor espera más de cinco minutos, se cobra un suplemento de 2 €.",
        key="movilo/suplemento_espera",
    ),
    # condition: "siempre que ..." dropped makes the glass cover unconditional.
    _r(
        "es",
        "condition",
        False,
        "Seguros Atalaya: La póliza cubre la rotura de cristales siempre que el vehículo esté asegurado a todo riesgo.",
        "La póliza cubre la rotura de cristales",
        evidence="La póliza cubre la rotura de cristales siempre que el vehículo esté asegurado a todo riesgo.",
        key="seguros_atalaya/poliza_auto/cristales",
    ),
    # scope: "Algunas" dropped says every spinning class needs booking.
    _r(
        "es",
        "scope",
        False,
        "Gimnasio Atlas: Algunas clases de spinning requieren reserva previa en la app.",
        "clases de spinning requieren reserva previa en la app",
        evidence="Algunas clases de spinning requieren reserva previa en la app.",
        key="gimnasio_atlas/spinning/reserva",
    ),
    # stitch: the main hall joined to the small hall's summer opening.
    _r(
        "es",
        "stitch",
        False,
        "Teatro Circo: La sala principal se reforma en agosto. La sala pequeña abre todo el verano.",
        "La sala principal abre todo el verano",
        evidence="La sala principal se reforma en agosto. La sala pequeña abre todo el verano.",
        key="teatro_circo/sala_principal/verano",
    ),
    # tense: "Antes tenía" gives her old number, not her phone.
    _r(
        "es",
        "tense",
        False,
        "Irene: Antes tenía el número 611 482 903, pero lo di de baja al cambiar de compañía.",
        "611 482 903",
        evidence="Antes tenía el número 611 482 903",
        speaker="Irene",
        key="irene/telefono",
    ),
    # evidence: the quoted August sentence is not in the camp's notice.
    _r(
        "es",
        "evidence",
        False,
        "Campamento Sierra Verde: el turno de julio empieza el día 1. Los monitores duermen en las cabañas.",
        "El turno de agosto empieza el día 2",
        evidence="El turno de agosto empieza el día 2.",
        key="sierra_verde/turno_agosto/inicio",
    ),
    # parenthetical_restrictive: "(pedidos superiores a 50 €)" limits free shipping; dropped, it is free for all.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Imprenta Grafix: El envío es gratuito (pedidos superiores a 50 €).",
        "El envío es gratuito",
        evidence="El envío es gratuito (pedidos superiores a 50 €).",
        key="imprenta_grafix/envio",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the theatre's start time copied whole from its SMS.
    _r(
        "zh",
        "verbatim",
        True,
        "【星光大剧院】您购买的《茶馆》演出将于3月22日19:30开始，请提前30分钟入场。",
        "您购买的《茶馆》演出将于3月22日19:30开始",
        evidence="您购买的《茶馆》演出将于3月22日19:30开始",
        key="xingguang_theatre/chaguan/start_time",
    ),
    # verbatim: the plumber's work order status copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "维修单 #WX-3307：卫生间下水管已更换，漏水问题已解决。师傅：李建国",
        "卫生间下水管已更换",
        evidence="卫生间下水管已更换",
        key="repair/WX-3307/status",
    ),
    # filler: "嗯，那个", "呢" and "就是" dropped from the gym's voice reply; the weekly closure stays.
    _r(
        "zh",
        "filler",
        True,
        "前台语音：嗯，那个，我们健身房的泳池呢，就是，每周一闭馆清洁。其他区域正常开放。",
        "我们健身房的泳池每周一闭馆清洁",
        evidence="嗯，那个，我们健身房的泳池呢，就是，每周一闭馆清洁。",
        key="gym/pool/closure_day",
    ),
    # filler: "啊" and "那个" dropped from the speaker's voice message about her glasses.
    _r(
        "zh",
        "filler",
        True,
        "小林（语音）：啊，我的新眼镜那个，周五下午可以取了。你要不要陪我去？",
        "我的新眼镜周五下午可以取了",
        evidence="啊，我的新眼镜那个，周五下午可以取了。",
        speaker="小林",
        key="xiaolin/glasses/pickup",
    ),
    # filler: "就是说，那个" and the final "哈" dropped from the florist's reply.
    _r(
        "zh",
        "filler",
        True,
        "花语花店客服：就是说，那个，母亲节的花束要提前三天预订哈🌷",
        "母亲节的花束要提前三天预订",
        evidence="就是说，那个，母亲节的花束要提前三天预订哈",
        key="huayu_florist/mothers_day/booking_lead_time",
    ),
    # speaker: mem0's "用户" for the ride-hailing chat's speaker.
    _r(
        "zh",
        "speaker",
        True,
        "[user] 我在浦东上班，平时打车去机场比较多，有企业账户吗？",
        "用户在浦东上班",
        evidence="我在浦东上班",
        speaker="user",
        key="user/work_location",
    ),
    # speaker: "我是" restated as "陈静是", the school and grade kept.
    _r(
        "zh",
        "speaker",
        True,
        "招生咨询 陈静：我是市一中的高三学生，正在准备强基计划的材料。",
        "陈静是市一中的高三学生",
        evidence="我是市一中的高三学生",
        speaker="陈静",
        key="chen_jing/school",
    ),
    # speaker: the subject left out of the speaker's own job.
    _r(
        "zh",
        "speaker",
        True,
        "王磊：我在保险经纪公司做理赔顾问，有问题可以找我。",
        "在保险经纪公司做理赔顾问",
        evidence="我在保险经纪公司做理赔顾问",
        speaker="王磊",
        key="wang_lei/job",
    ),
    # subspan: the locker's pickup code after its label.
    _r(
        "zh",
        "subspan",
        True,
        "【丰巢】您的快递已存入阳光小区3号柜，取件码：40931，请及时领取。",
        "40931",
        evidence="取件码：40931",
        key="fengchao/parcel_3312/pickup_code",
    ),
    # subspan: the gas company's emergency hotline after its label.
    _r(
        "zh",
        "subspan",
        True,
        "杭州燃气提醒您：燃气抢修热线：0571-87045119，24小时有人值守。",
        "0571-87045119",
        evidence="燃气抢修热线：0571-87045119",
        key="hangzhou_gas/emergency_hotline",
    ),
    # subspan: the card statement's amount due.
    _r(
        "zh",
        "subspan",
        True,
        "【信用卡中心】您本期账单应还金额为¥3,286.40，最后还款日为5月18日。",
        "¥3,286.40",
        evidence="您本期账单应还金额为¥3,286.40",
        key="credit_card/current_statement/amount_due",
    ),
    # subspan: the interview's date; the venue to follow does not restrict it.
    _r(
        "zh",
        "subspan",
        True,
        "华东大学研究生招生办：复试时间定于4月8日上午，地点另行通知。",
        "4月8日上午",
        evidence="复试时间定于4月8日上午",
        key="huadong_uni/admissions/interview_date",
    ),
    # subspan: the print shop's order address, named by "文件请发到".
    _r(
        "zh",
        "subspan",
        True,
        "快印工作室：文件请发到 print@kuaiyin-studio.cn ，我们当天打印。",
        "print@kuaiyin-studio.cn",
        evidence="文件请发到 print@kuaiyin-studio.cn",
        key="kuaiyin_studio/order_email",
    ),
    # subspan: the carrier's bill page, a whole URL.
    _r(
        "zh",
        "subspan",
        True,
        "【通讯营业厅】话费账单可在 my.tongxun.cn/bill 查询，如有疑问请回复。",
        "my.tongxun.cn/bill",
        evidence="话费账单可在 my.tongxun.cn/bill 查询",
        key="tongxun/bill_url",
    ),
    # subspan: this session's camp director, named by the key; "老师" is his title.
    _r(
        "zh",
        "subspan",
        True,
        "星星夏令营家长群公告：本期营地负责人是刘晓峰老师。",
        "刘晓峰",
        evidence="本期营地负责人是刘晓峰老师。",
        key="xingxing_camp/this_session/director",
    ),
    # subspan: the delayed bag's registration number from the baggage desk.
    _r(
        "zh",
        "subspan",
        True,
        "行李查询柜台：您的行李延误登记编号为PEKCA58213，请保留好，我们找到后会送到您家。",
        "PEKCA58213",
        evidence="您的行李延误登记编号为PEKCA58213",
        key="baggage_delay/registration_number",
    ),
    # coordination: the brewery's second conjunct kept with the shared subject.
    _r(
        "zh",
        "coordination",
        True,
        "麦田精酿近况：酒厂换了新的灌装线，也开了一家直营酒馆。",
        "酒厂开了一家直营酒馆",
        evidence="酒厂换了新的灌装线，也开了一家直营酒馆。",
        key="maitian_brewery/taproom",
    ),
    # coordination: Zhao Min's second conjunct kept; she is the subject of both.
    _r(
        "zh",
        "coordination",
        True,
        "赵敏：我退了周六的票，改买了周日下午场😂",
        "我改买了周日下午场",
        evidence="我退了周六的票，改买了周日下午场",
        speaker="赵敏",
        key="zhao_min/theatre_ticket",
    ),
    # parenthetical: the aside only describes the meter; the installation day stays.
    _r(
        "zh",
        "parenthetical",
        True,
        "燃气公司通知：新的燃气表（智能预付费的那种）下周二安装，请家中留人。",
        "新的燃气表下周二安装",
        evidence="新的燃气表（智能预付费的那种）下周二安装",
        key="gas/meter_installation",
    ),
    # parenthetical: the coach's background in brackets dropped; his class time stays.
    _r(
        "zh",
        "parenthetical",
        True,
        "健身房公告：王教练（他以前是省游泳队的）周三晚上带游泳课。",
        "王教练周三晚上带游泳课",
        evidence="王教练（他以前是省游泳队的）周三晚上带游泳课。",
        key="gym/swim_class",
    ),
    # list_item: one payment method of the platform's list.
    _r(
        "zh",
        "list_item",
        True,
        "快车出行帮助中心：本平台支持微信支付、支付宝和银联卡。",
        "本平台支持支付宝",
        evidence="本平台支持微信支付、支付宝和银联卡。",
        key="kuaiche/payment_methods",
    ),
    # list_item: one item of the camp's packing list, "需要自带" kept.
    _r(
        "zh",
        "list_item",
        True,
        "星星夏令营：营员需要自带睡袋、手电筒和水杯。",
        "营员需要自带手电筒",
        evidence="营员需要自带睡袋、手电筒和水杯。",
        key="xingxing_camp/packing_list",
    ),
    # --- negatives ---
    # restriction_drop: "国际航线" dropped gives every economy passenger two free bags.
    _r(
        "zh",
        "restriction_drop",
        False,
        "行李托运须知：国际航线经济舱旅客可免费托运两件行李。",
        "经济舱旅客可免费托运两件行李",
        evidence="国际航线经济舱旅客可免费托运两件行李。",
        key="airline/economy_baggage_allowance",
    ),
    # restriction_drop: "白金卡" dropped gives every cardholder the lounge.
    _r(
        "zh",
        "restriction_drop",
        False,
        "信用卡权益：白金卡持卡人可免费使用机场贵宾厅。",
        "持卡人可免费使用机场贵宾厅",
        evidence="白金卡持卡人可免费使用机场贵宾厅。",
        key="credit_card/lounge_access",
    ),
    # restriction_drop: the district dropped makes the water cut city-wide.
    _r(
        "zh",
        "restriction_drop",
        False,
        "自来水公司通知：东湖片区明天上午停水，请提前储水。",
        "明天上午停水",
        evidence="东湖片区明天上午停水",
        key="water_company/outage",
    ),
    # wrong_speaker: Lao Li's flight bound to Xiao Zhou.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小周：我订的是周五晚上的航班。\n老李：我订的是周六早上的航班。",
        "小周订的是周六早上的航班",
        evidence="我订的是周六早上的航班",
        speaker="小周",
        key="xiaozhou/flight",
    ),
    # wrong_speaker: the customer-service agent's own plan stored as the user's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "[客服] 我自己也用的是畅享199套餐，挺划算的。\n[user] 我现在是58元的套餐。",
        "用户用的是畅享199套餐",
        evidence="我自己也用的是畅享199套餐",
        speaker="user",
        key="user/mobile_plan",
    ),
    # number: "两名" dropped; the number of named drivers is lost.
    _r(
        "zh",
        "number",
        False,
        "经纪人说明：每份保单可添加两名指定驾驶人。",
        "每份保单可添加指定驾驶人",
        evidence="每份保单可添加两名指定驾驶人。",
        key="insurance/named_drivers",
    ),
    # number: the approximator "大约" dropped turns an estimate into an exact volume.
    _r(
        "zh",
        "number",
        False,
        "麦田精酿：每桶原浆大约能装30升。",
        "每桶原浆能装30升",
        evidence="每桶原浆大约能装30升。",
        key="maitian_brewery/keg_volume",
    ),
    # attribution: the supplier's word stored as the florist's arrival date.
    _r(
        "zh",
        "attribution",
        False,
        "花语花店：听供应商说，进口郁金香下周到货。",
        "进口郁金香下周到货",
        evidence="听供应商说，进口郁金香下周到货。",
        key="huayu_florist/tulips/arrival",
    ),
    # attribution: the neighbour's hearsay stored as the subdistrict's plan.
    _r(
        "zh",
        "attribution",
        False,
        "老张：邻居说街道下个月要加装电梯。",
        "街道下个月要加装电梯",
        evidence="邻居说街道下个月要加装电梯。",
        speaker="老张",
        key="subdistrict/elevator_installation",
    ),
    # negation: "不" dropped says the lockers take cash-on-delivery parcels.
    _r(
        "zh",
        "negation",
        False,
        "丰巢客服：快递柜不支持到付件。",
        "快递柜支持到付件",
        evidence="快递柜不支持到付件。",
        key="fengchao/cash_on_delivery",
    ),
    # negation: "不" dropped says opened contact lenses can be returned.
    _r(
        "zh",
        "negation",
        False,
        "明眸眼镜：隐形眼镜拆封后不能退货。",
        "隐形眼镜拆封后能退货",
        evidence="隐形眼镜拆封后不能退货。",
        key="mingmou_optical/contact_lens_returns",
    ),
    # condition: free cancellation holds only if the driver is over 10 minutes late.
    _r(
        "zh",
        "condition",
        False,
        "快车出行：如果司机迟到超过10分钟，您可以免费取消订单。",
        "您可以免费取消订单",
        evidence="如果司机迟到超过10分钟，您可以免费取消订单。",
        key="kuaiche/free_cancellation",
    ),
    # condition: "只要…就" dropped makes switching majors open to all.
    _r(
        "zh",
        "condition",
        False,
        "招生办答疑：只要高考成绩过一本线，就可以申请转专业。",
        "可以申请转专业",
        evidence="只要高考成绩过一本线，就可以申请转专业。",
        key="huadong_uni/major_transfer",
    ),
    # scope: "部分" dropped says every group class needs booking.
    _r(
        "zh",
        "scope",
        False,
        "健身房通知：部分团课需要提前在小程序预约。",
        "团课需要提前在小程序预约",
        evidence="部分团课需要提前在小程序预约。",
        key="gym/group_class_booking",
    ),
    # stitch: the stalls joined to the upper level's remaining seats.
    _r(
        "zh",
        "stitch",
        False,
        "星光大剧院：一楼池座已售罄。二楼还有少量余票。",
        "一楼池座还有少量余票",
        evidence="一楼池座已售罄。二楼还有少量余票。",
        key="xingguang_theatre/stalls_availability",
    ),
    # tense: "以前住在" restated as where she lives now.
    _r(
        "zh",
        "tense",
        False,
        "周楠：我以前住在海淀区，去年搬到了通州。",
        "周楠住在海淀区",
        evidence="我以前住在海淀区",
        speaker="周楠",
        key="zhou_nan/residence",
    ),
    # evidence: the quoted colour price is not in the print shop's message.
    _r(
        "zh",
        "evidence",
        False,
        "快印工作室：彩色打印每页1元，黑白每页0.2元。",
        "彩色打印每页0.5元",
        evidence="彩色打印每页0.5元。",
        key="kuaiyin_studio/colour_price",
    ),
    # parenthetical_restrictive: "（限每月前三笔）" limits the waiver; dropped, every withdrawal is free.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "借记卡权益：境外取现免手续费（限每月前三笔）。",
        "境外取现免手续费",
        evidence="境外取现免手续费（限每月前三笔）。",
        key="debit_card/overseas_withdrawal_fee",
    ),
)

BATCH_36: tuple[Realistic, ...] = _EN + _ES + _ZH
