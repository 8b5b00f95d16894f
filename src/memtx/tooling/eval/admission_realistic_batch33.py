"""The realistic set's thirty-third batch: a blind measurement of the merged admission rules (issue 31, brief B33).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 by helper b33, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon`), docs/admission.md, the admission tests or any other batch's records: only DESIGN §4 with its
amendments, issue 31, the record type and the opening docstring and first two records of batch 32 (for the format and
the family names; the printed line range also showed the first four lines of its third record). No scorer and no
`check_support` was run on these records. Every source is invented here, in domains the earlier batches used little:
veterinary referrals, car rental, university admissions, co-working spaces, wedding planning, insurance claims, bicycle
repair, dog grooming, language schools, ferry tickets, recycling pick-ups, libraries, blood donation and home solar
installers, in several registers (voicemail and voice-note transcripts with fillers, chats with typos and emoji, support
tickets, tool outputs, e-mails and signatures, forms, notices and SMS notifications).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Repairs e-bikes for the council's cargo-bike scheme on Fridays`), a bare atomic value under a key
such as `order_88124/tracking_number` (LangGraph memory tools), or a single item of a list. Eight negatives a language
are typed values too: an e-mail, phone number, date or name whose evidence restricts it (a former address, a cancelled
booking, a number for one case only, "until March"), negates it, makes it conditional or gives it to someone else.

Counts, 120 records in all, 40 per language (en, es, zh). Each language has 22 faithful records (verbatim 2, filler 3,
speaker 3, coordination 2, parenthetical 2, list_item 2, subspan 8) and 18 negatives (restriction_drop 3,
wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, and 1 each of scope, stitch, tense, evidence and
parenthetical_restrictive). The `evidence` negatives alone quote a sentence missing from their source; every other
record's evidence is a verbatim span of its source. Nobody has scored these records yet: the lead adds them to the
realistic set and scores them.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: one rule from the ferry operator's route tool, copied whole.
    _r(
        "en",
        "verbatim",
        True,
        'get_route_info(route="Oban-Craignure") -> "The 07:25 departure runs daily from June to September. Vehicles '
        'must check in 45 minutes before sailing."',
        "Vehicles must check in 45 minutes before sailing",
        evidence="Vehicles must check in 45 minutes before sailing.",
        key="ferry/check_in_rule",
    ),
    # verbatim: the library's hold rule from its e-mail, whole.
    _r(
        "en",
        "verbatim",
        True,
        "Hello Mr Osei, The book you reserved, The Overstory, is now waiting for you at the Northgate branch. Items "
        "on hold are kept for seven days. Kind regards, Library Services",
        "Items on hold are kept for seven days",
        evidence="Items on hold are kept for seven days.",
        key="library/hold_period",
    ),
    # filler: the bike mechanic's voicemail, hesitation dropped.
    _r(
        "en",
        "filler",
        True,
        "Voicemail (Spokes and Chains, 14:02): \"Hi, it's, uh, Marco from Spokes and Chains. So your bike is, um, "
        'ready to collect, and we, uh, we close at six today. Cheers."',
        "your bike is ready to collect",
        evidence="your bike is, um, ready to collect",
        key="bike_repair/status",
    ),
    # filler: a voice note about the dog's grooming schedule, "you know" dropped.
    _r(
        "en",
        "filler",
        True,
        "Voice note from Priya: \"Okay so, um, Biscuit's grooming is, you know, every six weeks at Pawfect Paws, "
        'and, uh, she needs the sensitive-skin shampoo."',
        "Biscuit's grooming is every six weeks at Pawfect Paws",
        evidence="Biscuit's grooming is, you know, every six weeks at Pawfect Paws",
        speaker="Priya",
        key="biscuit/grooming_schedule",
    ),
    # filler: the wedding planner's call transcript, the stutter and "uh"/"um" dropped.
    _r(
        "en",
        "filler",
        True,
        "[call transcript, Bloom & Bough planning] Yeah so the, uh, the florist is arriving at, um, nine on the "
        "Saturday morning, and I'll meet her at the gate.",
        "the florist is arriving at nine on the Saturday morning",
        evidence="the, uh, the florist is arriving at, um, nine on the Saturday morning",
        key="wedding/florist_arrival",
    ),
    # speaker: a restatement naming the speaker (Zep style).
    _r(
        "en",
        "speaker",
        True,
        "I donate blood at the Queen Street centre every twelve weeks.",
        "Hannah donates blood at the Queen Street centre every twelve weeks",
        speaker="Hannah",
        key="hannah/blood_donation",
    ),
    # speaker: mem0's `User`, the chat's speaker being the user.
    _r(
        "en",
        "speaker",
        True,
        "i'm learning Portuguese at the Lingua Viva school twice a week 🙂",
        "User is learning Portuguese at the Lingua Viva school twice a week",
        evidence="i'm learning Portuguese at the Lingua Viva school twice a week",
        speaker="user",
        key="user/language_course",
    ),
    # speaker: the subject left out for the speaker.
    _r(
        "en",
        "speaker",
        True,
        "Intro call notes, Tomás: I repair e-bikes for the council's cargo-bike scheme on Fridays.",
        "Repairs e-bikes for the council's cargo-bike scheme on Fridays",
        evidence="I repair e-bikes for the council's cargo-bike scheme on Fridays.",
        speaker="Tomás",
        key="tomas/work",
    ),
    # coordination: the second conjunct of a shared-subject predicate.
    _r(
        "en",
        "coordination",
        True,
        "The Riverside co-working space has standing desks and rents lockers by the month.",
        "The Riverside co-working space rents lockers by the month",
        key="riverside_coworking/lockers",
    ),
    # coordination: the installer's job report, the second conjunct kept.
    _r(
        "en",
        "coordination",
        True,
        "Job #SB-1180 closed. Our installer fitted twelve panels on the south roof and connected the inverter in the "
        "garage. Please keep the warranty leaflet.",
        "Our installer connected the inverter in the garage",
        evidence="Our installer fitted twelve panels on the south roof and connected the inverter in the garage.",
        key="solar/inverter_location",
    ),
    # parenthetical: an aside in brackets about who the specialist is.
    _r(
        "en",
        "parenthetical",
        True,
        "Referral letter: Dr Ruiz (she's the cardiologist Bella was referred to) sees patients at the Southside "
        "Veterinary Hospital on Wednesdays.",
        "Dr Ruiz sees patients at the Southside Veterinary Hospital on Wednesdays",
        evidence="Dr Ruiz (she's the cardiologist Bella was referred to) sees patients at the Southside Veterinary "
        "Hospital on Wednesdays.",
        key="dr_ruiz/clinic_days",
    ),
    # parenthetical: a comma-set aside in the venue's e-mail.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi both, just confirming the plan. The ceremony, as we discussed on the phone, will start at 3pm in the "
        "walled garden. Drinks follow on the lawn.",
        "The ceremony will start at 3pm in the walled garden",
        evidence="The ceremony, as we discussed on the phone, will start at 3pm in the walled garden.",
        key="wedding/ceremony",
    ),
    # list_item: one item of what members can borrow.
    _r(
        "en",
        "list_item",
        True,
        "Library of Things FAQ: Members can borrow books, audiobooks, board games and a sewing machine.",
        "Members can borrow board games",
        evidence="Members can borrow books, audiobooks, board games and a sewing machine.",
        key="library/lendable_items",
    ),
    # list_item: one item of the grooming package.
    _r(
        "en",
        "list_item",
        True,
        "Pawfect Paws price list - The full grooming package includes a bath, a nail trim, ear cleaning and a "
        "blueberry facial.",
        "The full grooming package includes ear cleaning",
        evidence="The full grooming package includes a bath, a nail trim, ear cleaning and a blueberry facial.",
        key="pawfect_paws/full_package",
    ),
    # subspan: an e-mail from a signature ("you can reach me on").
    _r(
        "en",
        "subspan",
        True,
        "Thanks, Joanna Pike | Admissions Officer, Harcourt College | you can reach me on j.pike@harcourt.example or "
        "at extension 4410",
        "j.pike@harcourt.example",
        evidence="you can reach me on j.pike@harcourt.example",
        speaker="Joanna Pike",
        key="joanna_pike/email",
    ),
    # subspan: a tracking number from a shipping SMS.
    _r(
        "en",
        "subspan",
        True,
        "CycleParts: your order 88124 has shipped. Tracking number: 1Z84F5320391827741. Expected Thu.",
        "1Z84F5320391827741",
        evidence="Tracking number: 1Z84F5320391827741",
        key="order_88124/tracking_number",
    ),
    # subspan: a ferry booking reference from an e-ticket.
    _r(
        "en",
        "subspan",
        True,
        "Booking confirmed! Your reference is FRY-7QK2M. Sailing: Oban to Craignure, 12 Aug, 09:50.",
        "FRY-7QK2M",
        evidence="Your reference is FRY-7QK2M",
        key="ferry/booking_reference",
    ),
    # subspan: an amount with its currency ("comes to").
    _r(
        "en",
        "subspan",
        True,
        "Dear Ms Achebe, good news: the settlement on your claim HC-55102 comes to £1,240.00. The payment will show "
        "on your statement as HOMECOVER.",
        "£1,240.00",
        evidence="the settlement on your claim HC-55102 comes to £1,240.00",
        key="claim_HC-55102/settlement_amount",
    ),
    # subspan: a date and time phrase from a chat with typos ("is booked for").
    _r(
        "en",
        "subspan",
        True,
        "vet appt for Miso is booked for Tues 3 March at 4:15pm, dont forget the vaccination card!!",
        "Tues 3 March at 4:15pm",
        evidence="vet appt for Miso is booked for Tues 3 March at 4:15pm",
        key="miso/vet_appointment",
    ),
    # subspan: a phone number from a voicemail transcript ("best number for me is").
    _r(
        "en",
        "subspan",
        True,
        "Hi, this is Gareth from Sunbright Solar, um, about your roof survey. Best number for me is 07700 900 318, "
        "I'm around till five.",
        "07700 900 318",
        evidence="Best number for me is 07700 900 318",
        speaker="Gareth",
        key="sunbright_solar/gareth_phone",
    ),
    # subspan: a person's name ("will be").
    _r(
        "en",
        "subspan",
        True,
        "Your officiant on the day will be Reverend Amelia Stone; she'll call you next week to go through the vows.",
        "Reverend Amelia Stone",
        evidence="Your officiant on the day will be Reverend Amelia Stone",
        key="wedding/officiant",
    ),
    # subspan: a URL from a co-working support ticket ("lives at").
    _r(
        "en",
        "subspan",
        True,
        "Ticket #3391 - Wi-Fi onboarding: the guest portal lives at https://portal.hubspace.example/guest and the "
        "password rotates every Monday.",
        "https://portal.hubspace.example/guest",
        evidence="the guest portal lives at https://portal.hubspace.example/guest",
        key="hubspace/guest_portal_url",
    ),
    # --- negatives ---
    # restriction_drop: the old e-mail stored as the speaker's e-mail.
    _r(
        "en",
        "restriction_drop",
        False,
        "heads up, my old email dev.m@oldmail.example bounces now - use devmehta@fastpost.example instead",
        "dev.m@oldmail.example",
        evidence="my old email dev.m@oldmail.example bounces now",
        speaker="Dev",
        key="dev/email",
    ),
    # restriction_drop: the date of a cancelled rental stored as the pick-up date.
    _r(
        "en",
        "restriction_drop",
        False,
        "DriveAway: Your reservation RC-20417 for 18 July has been cancelled. Your new reservation RC-20988 starts on "
        "21 July.",
        "18 July",
        evidence="Your reservation RC-20417 for 18 July has been cancelled.",
        key="car_rental/pickup_date",
    ),
    # restriction_drop: a number valid only for lost or stolen cards stored as the library's phone.
    _r(
        "en",
        "restriction_drop",
        False,
        "Contact us: for lost or stolen library cards call 0800 555 0199; all other questions go to 0345 600 2211.",
        "0800 555 0199",
        evidence="for lost or stolen library cards call 0800 555 0199",
        key="library/phone",
    ),
    # wrong_speaker: the husband's mobile stored as the speaker's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "my husband's mobile is 07700 900 461 if I don't pick up, mine's 07700 900 112",
        "07700 900 461",
        evidence="my husband's mobile is 07700 900 461",
        speaker="Nadia",
        key="nadia/phone",
    ),
    # wrong_speaker: Rosa's language school stored as the speaker's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Rosa's the one doing the Italian course at Scuola Dante, I'm just doing the Spanish one online.",
        "Scuola Dante",
        evidence="Rosa's the one doing the Italian course at Scuola Dante",
        speaker="Sam",
        key="sam/language_school",
    ),
    # number: "every second week" becomes "every week".
    _r(
        "en",
        "number",
        False,
        "Reminder from GreenLoop: the Saturday recycling pick-up is every second week, starting 6 April.",
        "the Saturday recycling pick-up is every week",
        evidence="the Saturday recycling pick-up is every second week",
        key="recycling/pickup_frequency",
    ),
    # number: "for two weeks in August" becomes the whole of August.
    _r(
        "en",
        "number",
        False,
        "Notice on the door: The bike shop is closed for two weeks in August. Emergency repairs via the website.",
        "The bike shop is closed in August",
        evidence="The bike shop is closed for two weeks in August.",
        key="bike_shop/closure",
    ),
    # attribution: the groomer's opinion stored as a fact.
    _r(
        "en",
        "attribution",
        False,
        "According to the groomer, Biscuit has a mild skin infection and should see a vet.",
        "Biscuit has a mild skin infection",
        evidence="According to the groomer, Biscuit has a mild skin infection",
        speaker="Priya",
        key="biscuit/health",
    ),
    # attribution: the installer's claim stored as a fact.
    _r(
        "en",
        "attribution",
        False,
        "The installer claims the panels will pay for themselves in eight years.",
        "the panels will pay for themselves in eight years",
        key="solar/payback",
    ),
    # negation: an e-mail the speaker asks not to use.
    _r(
        "en",
        "negation",
        False,
        "please don't send the claim documents to omar@work.example, use my personal one",
        "omar@work.example",
        evidence="please don't send the claim documents to omar@work.example",
        speaker="Omar",
        key="omar/email",
    ),
    # negation: a card the salon does not take, stored as a payment method.
    _r(
        "en",
        "negation",
        False,
        "Sorry, we don't take American Express at the grooming salon, only debit cards and cash.",
        "American Express",
        evidence="we don't take American Express at the grooming salon",
        key="grooming_salon/payment_methods",
    ),
    # condition: the on-call number for urgent cases stored as the practice's phone.
    _r(
        "en",
        "condition",
        False,
        "North Vets referrals: If it's urgent, call the on-call vet on 01632 960 744; otherwise email "
        "referrals@northvet.example.",
        "01632 960 744",
        evidence="If it's urgent, call the on-call vet on 01632 960 744",
        key="north_vets/phone",
    ),
    # condition: the deposit refund without its condition.
    _r(
        "en",
        "condition",
        False,
        "The deposit of £300 is refunded if the car comes back with a full tank.",
        "The deposit of £300 is refunded",
        key="car_rental/deposit_refund",
    ),
    # scope: the branch the rule applies to is dropped.
    _r(
        "en",
        "scope",
        False,
        "At the Mayfield branch, members can borrow sewing machines for a week.",
        "members can borrow sewing machines for a week",
        key="library/sewing_machine_loans",
    ),
    # stitch: the first sailing's time joined to the second sailing's port.
    _r(
        "en",
        "stitch",
        False,
        "The 07:25 ferry goes to Syros. The 11:40 ferry goes to Tinos.",
        "The 07:25 ferry goes to Tinos",
        key="ferry/destination",
    ),
    # tense: a past habit stored as a present one.
    _r(
        "en",
        "tense",
        False,
        "I used to volunteer at the blood bank on Queen Street.",
        "Hannah volunteers at the blood bank on Queen Street",
        speaker="Hannah",
        key="hannah/volunteering",
    ),
    # evidence: the quoted sentence is not in the source.
    _r(
        "en",
        "evidence",
        False,
        "Welcome to Lingua Viva! Your placement test is on Monday at 10am in room 4.",
        "Your first lesson is on Wednesday at 6pm in room 4",
        evidence="Your first lesson is on Wednesday at 6pm in room 4.",
        key="lingua_viva/first_lesson",
    ),
    # parenthetical_restrictive: the bracket limits who parks free.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Parking at the venue is free (for guests staying overnight).",
        "Parking at the venue is free",
        key="wedding_venue/parking",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: one sentence of the insurer's policy tool, whole.
    _r(
        "es",
        "verbatim",
        True,
        'consultar_poliza(numero="HOG-77120") -> "La póliza cubre daños por agua y rotura de cristales. El siguiente '
        'recibo se cobra el 1 de abril."',
        "La póliza cubre daños por agua y rotura de cristales",
        evidence="La póliza cubre daños por agua y rotura de cristales.",
        key="poliza_HOG-77120/coberturas",
    ),
    # verbatim: the town hall's bulky-waste rule, whole.
    _r(
        "es",
        "verbatim",
        True,
        "Aviso del ayuntamiento: La recogida de muebles y enseres se hace el primer jueves de cada mes. Hay que "
        "llamar antes al 010.",
        "La recogida de muebles y enseres se hace el primer jueves de cada mes",
        evidence="La recogida de muebles y enseres se hace el primer jueves de cada mes.",
        key="reciclaje/recogida_enseres",
    ),
    # filler: the bride's voice note, "o sea" dropped.
    _r(
        "es",
        "filler",
        True,
        'Nota de voz: "Eh, bueno, a ver, la boda es, o sea, el 12 de septiembre en la finca de mis tíos, ¿vale?"',
        "la boda es el 12 de septiembre en la finca de mis tíos",
        evidence="la boda es, o sea, el 12 de septiembre en la finca de mis tíos",
        speaker="Lucía",
        key="lucia/boda",
    ),
    # filler: the bike workshop's voicemail, "este" dropped.
    _r(
        "es",
        "filler",
        True,
        "Buzón de voz: Hola, soy Quique del taller, eh, te llamo porque la bici ya está, este, arreglada y la puedes "
        "pasar a buscar cuando quieras.",
        "la bici ya está arreglada",
        evidence="la bici ya está, este, arreglada",
        key="taller_bici/estado",
    ),
    # filler: a chat line, "pues nada, mmm" dropped.
    _r(
        "es",
        "filler",
        True,
        "pues nada, mmm, el coworking abre los sábados de 10 a 14 jaja",
        "el coworking abre los sábados de 10 a 14",
        evidence="pues nada, mmm, el coworking abre los sábados de 10 a 14",
        key="coworking/horario_sabado",
    ),
    # speaker: a restatement naming the speaker, the verb agreeing (dono -> dona).
    _r(
        "es",
        "speaker",
        True,
        "Dono sangre en el hospital La Paz cada cuatro meses.",
        "Javier dona sangre en el hospital La Paz cada cuatro meses",
        speaker="Javier",
        key="javier/donacion_sangre",
    ),
    # speaker: mem0's `Usuario`.
    _r(
        "es",
        "speaker",
        True,
        "estudio alemán en la escuela Goethe de Valencia los martes y jueves 🇩🇪",
        "Usuario estudia alemán en la escuela Goethe de Valencia los martes y jueves",
        evidence="estudio alemán en la escuela Goethe de Valencia los martes y jueves",
        speaker="user",
        key="usuario/curso_idiomas",
    ),
    # speaker: the subject left out for the speaker.
    _r(
        "es",
        "speaker",
        True,
        "Formulario de alta - Sobre mí: Trabajo de recepcionista en una clínica veterinaria de Sabadell.",
        "Trabaja de recepcionista en una clínica veterinaria de Sabadell",
        evidence="Trabajo de recepcionista en una clínica veterinaria de Sabadell.",
        speaker="Marta",
        key="marta/trabajo",
    ),
    # coordination: the second conjunct of a shared-subject predicate.
    _r(
        "es",
        "coordination",
        True,
        "El taller de la calle Sepúlveda cambia cadenas y ajusta frenos de disco.",
        "El taller de la calle Sepúlveda ajusta frenos de disco",
        key="taller_sepulveda/servicios",
    ),
    # coordination: the language school's second conjunct.
    _r(
        "es",
        "coordination",
        True,
        "La escuela de idiomas organiza intercambios los viernes y presta libros de lectura graduada.",
        "La escuela de idiomas presta libros de lectura graduada",
        key="escuela_idiomas/prestamo_libros",
    ),
    # parenthetical: an aside in brackets about the specialist.
    _r(
        "es",
        "parenthetical",
        True,
        "Derivación: La doctora Ferrer (la dermatóloga a la que derivaron a Rocco) atiende los lunes en la Clínica "
        "Veterinaria Montjuïc.",
        "La doctora Ferrer atiende los lunes en la Clínica Veterinaria Montjuïc",
        evidence="La doctora Ferrer (la dermatóloga a la que derivaron a Rocco) atiende los lunes en la Clínica "
        "Veterinaria Montjuïc.",
        key="dra_ferrer/consulta",
    ),
    # parenthetical: a non-restrictive relative clause between commas.
    _r(
        "es",
        "parenthetical",
        True,
        "El ferri de las 8:30, que es el más barato, llega a Ibiza a las 11:00.",
        "El ferri de las 8:30 llega a Ibiza a las 11:00",
        key="ferri_0830/llegada",
    ),
    # list_item: one item of what the recycling point accepts.
    _r(
        "es",
        "list_item",
        True,
        "En el punto limpio aceptan pilas, aceite usado, bombillas y pequeños electrodomésticos.",
        "En el punto limpio aceptan bombillas",
        key="punto_limpio/residuos",
    ),
    # list_item: one item of the dog bath.
    _r(
        "es",
        "list_item",
        True,
        "Tarifas Guau: El baño para perros incluye corte de uñas, limpieza de oídos y secado a mano.",
        "El baño para perros incluye limpieza de oídos",
        evidence="El baño para perros incluye corte de uñas, limpieza de oídos y secado a mano.",
        key="guau/bano",
    ),
    # subspan: an e-mail from a signature ("escríbeme a").
    _r(
        "es",
        "subspan",
        True,
        "Un saludo, Irene Campos · Oficina de Admisiones, Universidad de Alcalá · escríbeme a irene.campos@uah.example "
        "para cualquier duda",
        "irene.campos@uah.example",
        evidence="escríbeme a irene.campos@uah.example",
        speaker="Irene Campos",
        key="irene_campos/email",
    ),
    # subspan: a rental booking code from an SMS.
    _r(
        "es",
        "subspan",
        True,
        "AutoRent: Su reserva AR-55K19 está confirmada. Recogida: aeropuerto de Málaga, 14/08 a las 10:00.",
        "AR-55K19",
        evidence="Su reserva AR-55K19 está confirmada",
        key="alquiler_coche/codigo_reserva",
    ),
    # subspan: a URL ("están en").
    _r(
        "es",
        "subspan",
        True,
        "Tus billetes están en https://billetes.navierasur.example/r/7781 (descárgalos antes de embarcar)",
        "https://billetes.navierasur.example/r/7781",
        evidence="Tus billetes están en https://billetes.navierasur.example/r/7781",
        key="ferri/enlace_billetes",
    ),
    # subspan: an amount with its currency ("asciende a").
    _r(
        "es",
        "subspan",
        True,
        "Presupuesto 2291 - Solar Levante: el total de la instalación asciende a 6.450 €. Validez: 30 días.",
        "6.450 €",
        evidence="el total de la instalación asciende a 6.450 €",
        key="presupuesto_2291/importe",
    ),
    # subspan: a date and time phrase ("está fijada para").
    _r(
        "es",
        "subspan",
        True,
        "Centro de Transfusión: Tu cita para donar está fijada para el jueves 3 de marzo a las 17:30. ¡Gracias!",
        "jueves 3 de marzo a las 17:30",
        evidence="Tu cita para donar está fijada para el jueves 3 de marzo a las 17:30",
        key="donacion_sangre/cita",
    ),
    # subspan: a phone number from a groomer's voicemail ("mi móvil es el").
    _r(
        "es",
        "subspan",
        True,
        "Hola, soy Nuria de Peluquería Canina Guau, eh, para lo de Rocco, mi móvil es el 612 48 93 07, llámame cuando "
        "puedas.",
        "612 48 93 07",
        evidence="mi móvil es el 612 48 93 07",
        speaker="Nuria",
        key="nuria_guau/telefono",
    ),
    # subspan: a person's name from a wedding chat ("va a ser").
    _r(
        "es",
        "subspan",
        True,
        "la fotógrafa al final va a ser Carmen Lozano 📸 me encanta su estilo",
        "Carmen Lozano",
        evidence="la fotógrafa al final va a ser Carmen Lozano",
        key="boda/fotografa",
    ),
    # subspan: a version number from a co-working ticket ("se actualizó a").
    _r(
        "es",
        "subspan",
        True,
        "Incidencia 4410: la app del coworking se actualizó a la versión 3.2.1 y ya funciona el lector de tarjetas.",
        "3.2.1",
        evidence="la app del coworking se actualizó a la versión 3.2.1",
        key="app_coworking/version",
    ),
    # --- negatives ---
    # restriction_drop: a number valid only until March stored as the office's phone.
    _r(
        "es",
        "restriction_drop",
        False,
        "Hasta marzo, las consultas de admisión se atienden en el 91 885 40 00; después, en el nuevo número.",
        "91 885 40 00",
        evidence="Hasta marzo, las consultas de admisión se atienden en el 91 885 40 00",
        key="admisiones/telefono",
    ),
    # restriction_drop: the former e-mail stored as the speaker's e-mail.
    _r(
        "es",
        "restriction_drop",
        False,
        "mi correo antiguo era pablo.r@correoviejo.example, ya no lo uso",
        "pablo.r@correoviejo.example",
        evidence="mi correo antiguo era pablo.r@correoviejo.example",
        speaker="Pablo",
        key="pablo/email",
    ),
    # restriction_drop: the date of a cancelled ferry booking stored as the travel date.
    _r(
        "es",
        "restriction_drop",
        False,
        "Le informamos de que su reserva del ferri del 22 de julio ha sido anulada. El importe se le devolverá en "
        "7 días.",
        "22 de julio",
        evidence="su reserva del ferri del 22 de julio ha sido anulada",
        key="ferri/fecha_viaje",
    ),
    # wrong_speaker: the sister's number stored as the speaker's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "el número de mi hermana es el 634 20 11 58, por si no me localizas",
        "634 20 11 58",
        evidence="el número de mi hermana es el 634 20 11 58",
        speaker="Elena",
        key="elena/telefono",
    ),
    # wrong_speaker: the girlfriend's workplace stored as the speaker's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi novia es la que da clases en la escuela Cervantes, yo trabajo en un taller de bicis.",
        "escuela Cervantes",
        evidence="Mi novia es la que da clases en la escuela Cervantes",
        speaker="Raúl",
        key="raul/lugar_trabajo",
    ),
    # number: "el 80 %" dropped: the whole bill.
    _r(
        "es",
        "number",
        False,
        "Condiciones: El seguro cubre el 80 % de la factura del veterinario.",
        "El seguro cubre la factura del veterinario",
        evidence="El seguro cubre el 80 % de la factura del veterinario.",
        key="seguro_mascota/cobertura",
    ),
    # number: "cada dos martes" becomes every Tuesday.
    _r(
        "es",
        "number",
        False,
        "La recogida de cartón pasa cada dos martes por la mañana.",
        "La recogida de cartón pasa cada martes por la mañana",
        key="reciclaje/carton",
    ),
    # attribution: the mechanic's diagnosis stored as a fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el mecánico, el cuadro de la bici está fisurado.",
        "el cuadro de la bici está fisurado",
        key="bici/estado_cuadro",
    ),
    # attribution: the installer's assurance stored as a fact.
    _r(
        "es",
        "attribution",
        False,
        "El instalador asegura que los paneles producirán 4.000 kWh al año.",
        "los paneles producirán 4.000 kWh al año",
        key="solar/produccion_anual",
    ),
    # negation: "no es el 612…" stored as the speaker's number.
    _r(
        "es",
        "negation",
        False,
        "Ojo: mi número no es el 612 33 40 19, que me lo apuntaron mal en la ficha.",
        "612 33 40 19",
        evidence="mi número no es el 612 33 40 19",
        speaker="Carlos",
        key="carlos/telefono",
    ),
    # negation: an address the insurer says not to use.
    _r(
        "es",
        "negation",
        False,
        "No enviéis los justificantes a siniestros@aseguradora.example, que ese buzón ya no se revisa.",
        "siniestros@aseguradora.example",
        evidence="No enviéis los justificantes a siniestros@aseguradora.example",
        key="seguro/email_siniestros",
    ),
    # condition: an out-of-hours number stored as the workshop's phone.
    _r(
        "es",
        "condition",
        False,
        "Si la avería es fuera de horario, llamad al 900 123 456.",
        "900 123 456",
        key="taller/telefono",
    ),
    # condition: the child seat without its booking condition.
    _r(
        "es",
        "condition",
        False,
        "El alquiler incluye una silla infantil si se reserva con 48 horas de antelación.",
        "El alquiler incluye una silla infantil",
        key="alquiler_coche/silla_infantil",
    ),
    # scope: "algunas" dropped: every room.
    _r(
        "es",
        "scope",
        False,
        "Algunas salas del coworking tienen pizarra.",
        "Las salas del coworking tienen pizarra",
        key="coworking/salas",
    ),
    # stitch: the first sailing's port joined to the second sailing's time.
    _r(
        "es",
        "stitch",
        False,
        "El ferri a Formentera sale a las 9:00. El de Ibiza sale a las 12:30.",
        "El ferri a Formentera sale a las 12:30",
        key="ferri_formentera/salida",
    ),
    # tense: a former job stored as a current one.
    _r(
        "es",
        "tense",
        False,
        "Antes trabajaba en una peluquería canina de Terrassa.",
        "Marta trabaja en una peluquería canina de Terrassa",
        speaker="Marta",
        key="marta/trabajo_anterior",
    ),
    # evidence: the quoted sentence is not in the source.
    _r(
        "es",
        "evidence",
        False,
        "Biblioteca Municipal: el libro que reservaste ya está disponible en el mostrador.",
        "Tienes que devolver el libro antes del 15 de mayo",
        evidence="Tienes que devolver el libro antes del 15 de mayo.",
        key="biblioteca/devolucion",
    ),
    # parenthetical_restrictive: the bracket limits who enrols free.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "La matrícula es gratuita (solo para alumnos empadronados en el municipio).",
        "La matrícula es gratuita",
        key="escuela_idiomas/matricula",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: one sentence of the ferry tool's output, whole.
    _r(
        "zh",
        "verbatim",
        True,
        '查询航线(航线="厦门-鼓浪屿") -> "末班船为晚上九点。身高一米二以下的儿童免票。"',
        "末班船为晚上九点",
        evidence="末班船为晚上九点。",
        key="鼓浪屿轮渡/末班船",
    ),
    # verbatim: one sentence of the library's notice, whole.
    _r(
        "zh",
        "verbatim",
        True,
        "市图书馆通知：自助借还机已移到一楼大厅。逾期每天每册罚款两毛钱。",
        "自助借还机已移到一楼大厅",
        evidence="自助借还机已移到一楼大厅。",
        key="图书馆/自助借还机位置",
    ),
    # filler: a voice-note transcript, "就是" and "呃" dropped.
    _r(
        "zh",
        "filler",
        True,
        "语音转文字：嗯……那个，我们的婚礼就是，呃，定在十月三号了，到时候你一定要来啊。",
        "我们的婚礼定在十月三号了",
        evidence="我们的婚礼就是，呃，定在十月三号了",
        speaker="小林",
        key="小林/婚礼日期",
    ),
    # filler: the bike shop's voicemail, "嗯" dropped.
    _r(
        "zh",
        "filler",
        True,
        "语音留言：您好，我是车行的老王，那个，您的自行车，嗯，已经修好了，随时可以来取。",
        "您的自行车已经修好了",
        evidence="您的自行车，嗯，已经修好了",
        key="自行车维修/状态",
    ),
    # filler: a chat line, "就是说 那个" dropped.
    _r(
        "zh",
        "filler",
        True,
        "哈哈哈 就是说 那个共享办公空间 周末也开门 😂",
        "共享办公空间周末也开门",
        evidence="就是说 那个共享办公空间 周末也开门",
        key="共享办公/周末开放",
    ),
    # speaker: a restatement naming the speaker.
    _r(
        "zh",
        "speaker",
        True,
        "我每三个月去献一次血。",
        "陈静每三个月去献一次血",
        speaker="陈静",
        key="陈静/献血",
    ),
    # speaker: mem0's `用户`.
    _r(
        "zh",
        "speaker",
        True,
        "对了我在樱花日语学校学日语哈",
        "用户在樱花日语学校学日语",
        evidence="我在樱花日语学校学日语",
        speaker="user",
        key="用户/语言学校",
    ),
    # speaker: the subject left out for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        "个人简介：我周末在一家宠物美容店兼职。",
        "周末在一家宠物美容店兼职",
        evidence="我周末在一家宠物美容店兼职。",
        speaker="周磊",
        key="周磊/兼职",
    ),
    # coordination: the second conjunct of a shared-subject predicate.
    _r(
        "zh",
        "coordination",
        True,
        "病历摘要：宠物医院给豆豆打了疫苗，开了一周的驱虫药。",
        "宠物医院开了一周的驱虫药",
        evidence="宠物医院给豆豆打了疫苗，开了一周的驱虫药。",
        key="豆豆/用药",
    ),
    # coordination: the co-working space's second conjunct.
    _r(
        "zh",
        "coordination",
        True,
        "这个共享办公空间提供免费咖啡，并且按月出租储物柜。",
        "这个共享办公空间按月出租储物柜",
        key="共享办公/储物柜",
    ),
    # parenthetical: an aside in full-width brackets about the vet.
    _r(
        "zh",
        "parenthetical",
        True,
        "转诊单：李医生（就是给豆豆做手术的那位）每周三在城南宠物医院坐诊。",
        "李医生每周三在城南宠物医院坐诊",
        evidence="李医生（就是给豆豆做手术的那位）每周三在城南宠物医院坐诊。",
        key="李医生/坐诊时间",
    ),
    # parenthetical: an aside between dashes naming the planner.
    _r(
        "zh",
        "parenthetical",
        True,
        "我们的婚礼策划——她叫Amy——明天会把预算表发过来。",
        "我们的婚礼策划明天会把预算表发过来",
        speaker="小林",
        key="婚礼/预算表",
    ),
    # list_item: one item of what the recycling station takes.
    _r(
        "zh",
        "list_item",
        True,
        "小区公告：回收站收废纸、塑料瓶、旧衣服和废电池。",
        "回收站收旧衣服",
        evidence="回收站收废纸、塑料瓶、旧衣服和废电池。",
        key="回收站/回收品类",
    ),
    # list_item: one item of the grooming package.
    _r(
        "zh",
        "list_item",
        True,
        "洗护套餐包括洗澡、剪指甲、清洁耳朵和修脚底毛。",
        "洗护套餐包括剪指甲",
        key="宠物美容/洗护套餐",
    ),
    # subspan: an e-mail from a signature ("发到").
    _r(
        "zh",
        "subspan",
        True,
        "有问题可以发到 zhao.min@lingyun-edu.example，我一般当天回复。——赵敏，招生办",
        "zhao.min@lingyun-edu.example",
        evidence="有问题可以发到 zhao.min@lingyun-edu.example",
        speaker="赵敏",
        key="赵敏/邮箱",
    ),
    # subspan: a date and time phrase ("定在").
    _r(
        "zh",
        "subspan",
        True,
        "【城南宠物医院】豆豆的复诊定在3月12日下午两点半，请提前十分钟到。",
        "3月12日下午两点半",
        evidence="豆豆的复诊定在3月12日下午两点半",
        key="豆豆/复诊时间",
    ),
    # subspan: a place name ("改成了").
    _r(
        "zh",
        "subspan",
        True,
        "租车的取车地点改成了虹桥机场T2，别跑错了👍",
        "虹桥机场T2",
        evidence="租车的取车地点改成了虹桥机场T2",
        key="租车/取车地点",
    ),
    # subspan: a tracking number glued to the Chinese text.
    _r(
        "zh",
        "subspan",
        True,
        "【车友商城】您订购的碟刹片已发货，快递单号SF1428839201774，请注意查收。",
        "SF1428839201774",
        evidence="快递单号SF1428839201774",
        key="碟刹片订单/快递单号",
    ),
    # subspan: an amount with its currency ("赔付金额为").
    _r(
        "zh",
        "subspan",
        True,
        "理赔通知：您的理赔案件LP-20931已结案，赔付金额为¥3,860.00。",
        "¥3,860.00",
        evidence="赔付金额为¥3,860.00",
        key="理赔_LP-20931/赔付金额",
    ),
    # subspan: a phone number from a voice-note transcript ("我的手机是").
    _r(
        "zh",
        "subspan",
        True,
        "喂，我是阳光光伏的小刘，嗯，我的手机是138 0013 4471，您有空回个电话。",
        "138 0013 4471",
        evidence="我的手机是138 0013 4471",
        speaker="小刘",
        key="阳光光伏_小刘/手机",
    ),
    # subspan: a ferry booking code after a full-width colon.
    _r(
        "zh",
        "subspan",
        True,
        "船票预订成功！订单号：CZ7Q2K91，航线：大连—烟台，7月5日 21:30开船。",
        "CZ7Q2K91",
        evidence="订单号：CZ7Q2K91",
        key="渡轮/订单号",
    ),
    # subspan: a firmware version from a co-working ticket ("升级到").
    _r(
        "zh",
        "subspan",
        True,
        "工单#5520：门禁系统固件已升级到 v4.7.2，刷卡问题已解决。",
        "v4.7.2",
        evidence="门禁系统固件已升级到 v4.7.2",
        key="门禁系统/固件版本",
    ),
    # --- negatives ---
    # restriction_drop: the former e-mail stored as the speaker's e-mail.
    _r(
        "zh",
        "restriction_drop",
        False,
        "我以前的邮箱是 wangfang88@oldmail.example，现在不用了",
        "wangfang88@oldmail.example",
        evidence="我以前的邮箱是 wangfang88@oldmail.example",
        speaker="王芳",
        key="王芳/邮箱",
    ),
    # restriction_drop: the date of a cancelled ferry ticket stored as the departure date.
    _r(
        "zh",
        "restriction_drop",
        False,
        "您预订的7月18日大连—烟台船票已取消，退款将在三个工作日内到账。",
        "7月18日",
        evidence="您预订的7月18日大连—烟台船票已取消",
        key="渡轮/出发日期",
    ),
    # restriction_drop: weekend hours valid only until the end of March.
    _r(
        "zh",
        "restriction_drop",
        False,
        "三月底之前，献血屋的周末开放时间是上午九点到下午四点。",
        "上午九点到下午四点",
        evidence="三月底之前，献血屋的周末开放时间是上午九点到下午四点",
        key="献血屋/周末开放时间",
    ),
    # wrong_speaker: the wife's phone stored as the speaker's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我老婆的电话是139 1100 2876，打不通我的就打她的",
        "139 1100 2876",
        evidence="我老婆的电话是139 1100 2876",
        speaker="刘洋",
        key="刘洋/电话",
    ),
    # wrong_speaker: the brother's school stored as the speaker's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我弟弟在东方德语学校上课，我自己在网上学。",
        "东方德语学校",
        evidence="我弟弟在东方德语学校上课",
        speaker="孙悦",
        key="孙悦/语言学校",
    ),
    # number: "两周" dropped: closed all August.
    _r(
        "zh",
        "number",
        False,
        "门口贴的告示：自行车店八月份歇业两周。",
        "自行车店八月份歇业",
        evidence="自行车店八月份歇业两周。",
        key="自行车店/歇业",
    ),
    # number: "每两周的周六" becomes every Saturday.
    _r(
        "zh",
        "number",
        False,
        "可回收物每两周的周六上门收一次。",
        "可回收物每周六上门收",
        key="回收/上门时间",
    ),
    # attribution: the groomer's opinion stored as a fact.
    _r(
        "zh",
        "attribution",
        False,
        "美容师说豆豆有点皮肤过敏。",
        "豆豆有点皮肤过敏",
        key="豆豆/健康",
    ),
    # attribution: the agent's claim stored as a fact.
    _r(
        "zh",
        "attribution",
        False,
        "租车行的中介声称这辆车从没出过事故。",
        "这辆车从没出过事故",
        key="租车/车况",
    ),
    # negation: an address not to send to.
    _r(
        "zh",
        "negation",
        False,
        "别把材料寄到 admissions@hzu.example，那个邮箱已经停用了。",
        "admissions@hzu.example",
        evidence="别把材料寄到 admissions@hzu.example",
        key="招生办/邮箱",
    ),
    # negation: the blood type the speaker says is not theirs.
    _r(
        "zh",
        "negation",
        False,
        "我的血型不是O型，是A型。",
        "O型",
        evidence="我的血型不是O型",
        speaker="陈静",
        key="陈静/血型",
    ),
    # condition: an emergency number stored as the clinic's phone.
    _r(
        "zh",
        "condition",
        False,
        "如果是急诊，请直接拨打 0571-8765 4321。",
        "0571-8765 4321",
        key="宠物医院/电话",
    ),
    # condition: the free child seat without its booking condition.
    _r(
        "zh",
        "condition",
        False,
        "提前48小时预约的话，租车可以免费加一个儿童座椅。",
        "租车可以免费加一个儿童座椅",
        key="租车/儿童座椅",
    ),
    # scope: "只有周末" dropped: night sailings every day.
    _r(
        "zh",
        "scope",
        False,
        "只有周末，渡轮才加开夜班船。",
        "渡轮加开夜班船",
        key="渡轮/夜班船",
    ),
    # stitch: the first sailing's destination joined to the second sailing's time.
    _r(
        "zh",
        "stitch",
        False,
        "去烟台的船晚上九点半开。去旅顺的船早上八点开。",
        "去烟台的船早上八点开",
        key="渡轮_烟台/开船时间",
    ),
    # tense: a former job stored as a current one.
    _r(
        "zh",
        "tense",
        False,
        "我之前在光伏公司做过安装工。",
        "何军在光伏公司做安装工",
        speaker="何军",
        key="何军/工作",
    ),
    # evidence: the quoted sentence is not in the source.
    _r(
        "zh",
        "evidence",
        False,
        "图书馆：您预约的《三体》已到馆，请在七天内取书。",
        "您的借书证将于下月到期",
        evidence="您的借书证将于下月到期。",
        key="借书证/到期时间",
    ),
    # parenthetical_restrictive: the bracket limits which pets may come.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "婚宴场地可以带宠物（限小型犬）。",
        "婚宴场地可以带宠物",
        key="婚宴场地/宠物",
    ),
)

BATCH_33: tuple[Realistic, ...] = _EN + _ES + _ZH
