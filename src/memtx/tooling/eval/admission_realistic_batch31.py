"""The realistic set's thirty-first batch: a blind measurement of the merged admission rules (issue 31, brief B31).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper b31, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon`), docs/admission.md, the admission tests or any other batch's records: only DESIGN §4 with its
amendments, issue 31, the record type and the opening docstring and first two records of batch 30 (for the format and
the family names). No scorer and no `check_support` was run on these records. Every source is invented here, in
domains the earlier batches used little: veterinary clinics, bicycle repair, libraries, insurance claims, home care
for the elderly, festivals, ferry operators, bakeries, IT helpdesks, property management, language schools, fitness
studios and courier lockers, in several registers (voice-note transcripts with fillers, chats with typos and emoji,
tickets, tool outputs, e-mails, forms, notices and meeting minutes).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Works from home on Mondays and Fridays`), a bare atomic value under a key such as
`locker/pickup_code` (LangGraph memory tools), or a single item of a list.

The 100 records, per language. English has 19 faithful records (3 verbatim, 3 filler, 4 speaker, 2 coordination,
2 parenthetical, 3 subspan, 2 list_item); Spanish and Chinese have 18 each, the same mix with 2 verbatim. Each language
has 15 negatives: 2 each of restriction_drop, wrong_speaker, number and attribution, and 1 each of negation, condition,
scope, stitch, tense, evidence and parenthetical_restrictive. The `evidence` negatives alone cite a sentence missing
from their source; every other record's evidence is a verbatim span of its source (checked by substring tests only).
Nobody has scored these records yet: the lead joins them to the realistic set and scores them there.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the reception note's symptom sentence, copied whole with its time frame.
    _r(
        "en",
        "verbatim",
        True,
        "Reception note, Willow Vet Clinic: Owner called at 9:12. Biscuit has been vomiting since Tuesday night. "
        "Wants the first slot tomorrow.",
        "Biscuit has been vomiting since Tuesday night",
        evidence="Biscuit has been vomiting since Tuesday night.",
        key="pet/symptom",
    ),
    # verbatim: the library e-mail's closure clause with its branch and date range kept.
    _r(
        "en",
        "verbatim",
        True,
        "Dear member, the Eastgate branch library will close for refurbishment from 3 to 17 March. Items on loan can "
        "be returned at any branch. Kind regards, Libraries Team",
        "the Eastgate branch library will close for refurbishment from 3 to 17 March",
        evidence="the Eastgate branch library will close for refurbishment from 3 to 17 March.",
    ),
    # verbatim: the ferry bot's boarding rule, one whole sentence.
    _r(
        "en",
        "verbatim",
        True,
        "FerryLink bot: Your vehicle booking includes one car up to 5 m long and two passengers. Boarding closes 30 "
        "minutes before departure.",
        "Boarding closes 30 minutes before departure",
        evidence="Boarding closes 30 minutes before departure.",
        key="ferry/boarding_rule",
    ),
    # filler: "like" dropped from the voice note; time and frequency kept.
    _r(
        "en",
        "filler",
        True,
        "Voice note from Maureen: so, um, Dad's carer comes at, like, eight every morning, and, uh, she stays till "
        "ten.",
        "Dad's carer comes at eight every morning",
        evidence="Dad's carer comes at, like, eight every morning",
        key="care/visit_time",
    ),
    # filler: "you know" dropped from the bike shop's voicemail.
    _r(
        "en",
        "filler",
        True,
        "Hi, it's Tom from Spoke & Chain, er, your bike is, you know, ready for pickup, the, the new chain is on. "
        "We're open till six.",
        "your bike is ready for pickup",
        evidence="your bike is, you know, ready for pickup",
    ),
    # filler: "so basically" and "um" dropped from a student's chat; the switch and its start kept.
    _r(
        "en",
        "filler",
        True,
        "Student (WhatsApp): hiii 😊 so basically I want to, um, switch to the evening group from next month. is "
        "that ok??",
        "I want to switch to the evening group from next month",
        evidence="so basically I want to, um, switch to the evening group from next month.",
    ),
    # speaker: mem0 restates the user's first-person clause as "User volunteers", nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        "I volunteer at the Riverside food bank on Saturday mornings. It's honestly the best part of my week.",
        "User volunteers at the Riverside food bank on Saturday mornings",
        evidence="I volunteer at the Riverside food bank on Saturday mornings.",
        speaker="user",
    ),
    # speaker: Graphiti binds "My" to the named speaker; the diet clause after the comma is left out whole.
    _r(
        "en",
        "speaker",
        True,
        "Priya: My cat Miso is allergic to chicken, so we only buy fish-based food.",
        "Priya's cat Miso is allergic to chicken",
        evidence="My cat Miso is allergic to chicken",
        speaker="Priya",
    ),
    # speaker: subject elided for the speaker, days kept.
    _r(
        "en",
        "speaker",
        True,
        "Jonas (ticket #7731): I work from home on Mondays and Fridays, so the laptop dock should go to my flat.",
        "Works from home on Mondays and Fridays",
        evidence="I work from home on Mondays and Fridays",
        speaker="Jonas",
        key="jonas/work_pattern",
    ),
    # speaker: the caller's "I rent" becomes "Grace Adeyemi rents", flat and building kept.
    _r(
        "en",
        "speaker",
        True,
        "Caller: Hello, this is Grace Adeyemi. I rent flat 4B at Harbour Court and the radiator in the bedroom is "
        "cold.",
        "Grace Adeyemi rents flat 4B at Harbour Court",
        evidence="I rent flat 4B at Harbour Court",
        speaker="Grace Adeyemi",
    ),
    # coordination: the second conjunct with the shared subject "Sam".
    _r(
        "en",
        "coordination",
        True,
        "Workshop log: Sam replaced the rear brake pads and trued the front wheel. Customer declined the new tyres.",
        "Sam trued the front wheel",
        evidence="Sam replaced the rear brake pads and trued the front wheel.",
    ),
    # coordination: the second conjunct keeps its subject and its time frame.
    _r(
        "en",
        "coordination",
        True,
        "Minutes, Harbour Court residents' meeting: The contractor repainted the stairwell and fixed the lobby door "
        "closer last week. Lift inspection is due in April.",
        "The contractor fixed the lobby door closer last week",
        evidence="The contractor repainted the stairwell and fixed the lobby door closer last week.",
    ),
    # parenthetical: the aside about the Sunday class is dropped; instructor, day and time kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Welcome to Core Studio! Your instructor, Kezia (she also teaches the Sunday reformer class), will run "
        "Wednesday's induction at 6 pm.",
        "Your instructor, Kezia, will run Wednesday's induction at 6 pm",
        evidence="Your instructor, Kezia (she also teaches the Sunday reformer class), will run Wednesday's induction "
        "at 6 pm.",
    ),
    # parenthetical: a non-restrictive relative clause between dashes is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Claim update: The assessor — who visited on Friday — confirmed the water damage to the kitchen ceiling. "
        "A settlement offer will follow.",
        "The assessor confirmed the water damage to the kitchen ceiling",
        evidence="The assessor — who visited on Friday — confirmed the water damage to the kitchen ceiling.",
        key="claim/assessment",
    ),
    # subspan: the whole pickup code under a key that names the relation.
    _r(
        "en",
        "subspan",
        True,
        "LockerBox: Parcel ready. Locker 27, Station Road hub. Pickup code: 48-913-207. Collect within 72 hours.",
        "48-913-207",
        evidence="Pickup code: 48-913-207.",
        key="locker/pickup_code",
    ),
    # subspan: the whole phone number from "my direct line is ..."; the key names whose line it is.
    _r(
        "en",
        "subspan",
        True,
        "Hi Ana, my direct line is +44 20 7946 0321. If the VPN drops again, call me rather than opening a new "
        "ticket. Ravi, IT Service Desk",
        "+44 20 7946 0321",
        evidence="my direct line is +44 20 7946 0321.",
        key="it_desk/ravi_phone",
    ),
    # subspan: the order form's collection date and time, whole.
    _r(
        "en",
        "subspan",
        True,
        "Order form - Name: Lucy Fairbanks; Cake: lemon drizzle, 8 portions; Collection date: Saturday 14 June, 10:00.",
        "Saturday 14 June, 10:00",
        evidence="Collection date: Saturday 14 June, 10:00.",
        key="order/collection_date",
    ),
    # list_item: one item of the wristband's list with its shared head "include entry to".
    _r(
        "en",
        "list_item",
        True,
        "FAQ: Festival wristbands include entry to the main stage, the food village and the silent disco. Camping "
        "is sold separately.",
        "Festival wristbands include entry to the silent disco",
        evidence="Festival wristbands include entry to the main stage, the food village and the silent disco.",
    ),
    # list_item: one vaccine of the pack's list; the price sentence is not drawn on.
    _r(
        "en",
        "list_item",
        True,
        "The puppy vaccination pack covers distemper, parvovirus, leptospirosis and kennel cough. It costs £85.",
        "The puppy vaccination pack covers kennel cough",
        evidence="The puppy vaccination pack covers distemper, parvovirus, leptospirosis and kennel cough.",
    ),
    # --- negatives ---
    # restriction_drop: the weekday-morning time frame that restricts the reservation is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Notice: Between 8 and 10 am on weekdays, the courier locker at Station Road is reserved for business "
        "drop-offs.",
        "the courier locker at Station Road is reserved for business drop-offs",
        evidence="Between 8 and 10 am on weekdays, the courier locker at Station Road is reserved for business "
        "drop-offs.",
    ),
    # restriction_drop: "For residential students" limits who gets lunch; the value states it for everyone.
    _r(
        "en",
        "restriction_drop",
        False,
        "Summer course FAQ: For residential students, the summer course includes a daily lunch. Day students can buy "
        "meal tickets.",
        "the summer course includes a daily lunch",
        evidence="For residential students, the summer course includes a daily lunch.",
        key="course/meals",
    ),
    # wrong_speaker: the assistant's "I've cancelled" is credited to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Assistant: I've cancelled your 3 pm physio session. User: great thanks",
        "User has cancelled the 3 pm physio session",
        evidence="I've cancelled your 3 pm physio session.",
        speaker="user",
    ),
    # wrong_speaker: Carla had the hip replacement, not her father.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Carla here, writing for my dad, Luis Ortega. I had a hip replacement in May, so I can't drive him to "
        "appointments for now.",
        "Luis Ortega had a hip replacement in May",
        evidence="I had a hip replacement in May",
        speaker="Carla",
    ),
    # number: "twice" dropped from the dosage.
    _r(
        "en",
        "number",
        False,
        "Discharge note: Give Biscuit half a tablet twice a day with food. Recheck in 10 days.",
        "half a tablet a day with food",
        evidence="Give Biscuit half a tablet twice a day with food.",
        key="biscuit/medication",
    ),
    # number: the renewal limit "3 times" is dropped.
    _r(
        "en",
        "number",
        False,
        "Library FAQ: The library lets you renew each item 3 times online. After that, bring the item to the desk.",
        "The library lets you renew each item online",
        evidence="The library lets you renew each item 3 times online",
    ),
    # attribution: the mechanic's opinion is stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "Tom from Spoke & Chain: The mechanic thinks the rear hub is cracked, but he wants to open it up first.",
        "the rear hub is cracked",
        evidence="The mechanic thinks the rear hub is cracked",
        key="bike/diagnosis",
    ),
    # attribution: the upstairs tenant's account is stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "Claim form, section 4: According to the tenant upstairs, the leak started on 2 March.",
        "the leak started on 2 March",
        evidence="According to the tenant upstairs, the leak started on 2 March.",
        key="claim/leak_start",
    ),
    # negation: "does not come with" becomes "comes with".
    _r(
        "en",
        "negation",
        False,
        "IT Service Desk: Your new laptop does not come with the Office suite preinstalled; request it through the "
        "portal.",
        "New laptop comes with the Office suite preinstalled",
        evidence="Your new laptop does not come with the Office suite preinstalled",
    ),
    # condition: the cancellation holds only if winds exceed 45 knots.
    _r(
        "en",
        "condition",
        False,
        "Service alert: The 06:10 sailing will be cancelled if winds exceed 45 knots. Check again at 05:00.",
        "The 06:10 sailing will be cancelled",
        evidence="The 06:10 sailing will be cancelled if winds exceed 45 knots.",
    ),
    # scope: "Most" dropped, so every branch is said to open on Sunday afternoons.
    _r(
        "en",
        "scope",
        False,
        "Most branches are open on Sunday afternoons, but Eastgate is not.",
        "branches are open on Sunday afternoons",
        evidence="Most branches are open on Sunday afternoons",
        key="library/sunday_hours",
    ),
    # stitch: "sourdough" from the first clause joined to the rye loaves' baking day.
    _r(
        "en",
        "stitch",
        False,
        "Crumb & Co: The sourdough sells out by ten, and the rye loaves are baked on Wednesdays.",
        "The sourdough loaves are baked on Wednesdays",
        evidence="The sourdough sells out by ten, and the rye loaves are baked on Wednesdays.",
    ),
    # tense: "used to take" (no longer true) becomes "takes".
    _r(
        "en",
        "tense",
        False,
        "Care plan review: Mum used to take her tablets on her own, but now the carer gives them at breakfast.",
        "Mum takes her tablets on her own",
        evidence="Mum used to take her tablets on her own",
    ),
    # evidence: the quoted sentence is not in the source, which says the parcel went to the post office.
    _r(
        "en",
        "evidence",
        False,
        "LockerBox: Your parcel could not be delivered to locker 27 (full). It is now at the Mill Lane post office "
        "counter.",
        "locker 27",
        evidence="Your parcel is in locker 27.",
        key="parcel/location",
    ),
    # parenthetical_restrictive: "(weekends only)" restricts the guest parking and is dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Residents can use the guest parking (weekends only) by registering the plate with the concierge.",
        "Residents can use the guest parking by registering the plate with the concierge",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the bakery's pickup sentence with its date and time kept.
    _r(
        "es",
        "verbatim",
        True,
        "Panadería La Espiga: Hola! Los pedidos de roscón se recogen el 5 de enero a partir de las 9. Gracias 🥐",
        "Los pedidos de roscón se recogen el 5 de enero a partir de las 9",
        evidence="Los pedidos de roscón se recogen el 5 de enero a partir de las 9.",
    ),
    # verbatim: the insurer's next step, one whole sentence.
    _r(
        "es",
        "verbatim",
        True,
        "Estimado cliente: su parte de siniestro ha sido registrado con el número 2024-ES-88172. Un perito le "
        "llamará en 48 horas.",
        "Un perito le llamará en 48 horas",
        evidence="Un perito le llamará en 48 horas.",
        key="siniestro/siguiente_paso",
    ),
    # filler: "pues" and "o sea" dropped from the voice note.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz (Marcos): eh, bueno, pues la bici, o sea, la llevo al taller mañana por la mañana, ¿vale?",
        "la bici la llevo al taller mañana por la mañana",
        evidence="pues la bici, o sea, la llevo al taller mañana por la mañana",
    ),
    # filler: the discourse marker "es que" and the filler "este" dropped; days kept.
    _r(
        "es",
        "filler",
        True,
        "Mensaje de audio: mira, es que mi madre, este, necesita ayuda para ducharse los martes y los viernes.",
        "mi madre necesita ayuda para ducharse los martes y los viernes",
        evidence="es que mi madre, este, necesita ayuda para ducharse los martes y los viernes.",
        key="cuidados/ducha",
    ),
    # filler: "pues nada, que" dropped from the chat; course and month kept.
    _r(
        "es",
        "filler",
        True,
        "holaa, pues nada, que quería apuntarme al curso intensivo de alemán de julio 🙏 queda sitio?",
        "quería apuntarme al curso intensivo de alemán de julio",
        evidence="pues nada, que quería apuntarme al curso intensivo de alemán de julio",
    ),
    # speaker: mem0's "Usuario trabaja" for the user's "Trabajo", day kept.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de voluntaria en la biblioteca municipal los sábados. Me encanta.",
        "Usuario trabaja de voluntaria en la biblioteca municipal los sábados",
        evidence="Trabajo de voluntaria en la biblioteca municipal los sábados.",
        speaker="user",
    ),
    # speaker: Graphiti names the speaker for "Tengo" with the agreeing verb.
    _r(
        "es",
        "speaker",
        True,
        "Lucía: Tengo una perra, Nala, de once años. Últimamente cojea de la pata trasera.",
        "Lucía tiene una perra, Nala, de once años",
        evidence="Tengo una perra, Nala, de once años.",
        speaker="Lucía",
    ),
    # speaker: subject elided for the speaker; the flat kept whole.
    _r(
        "es",
        "speaker",
        True,
        "Andrés (formulario de alta): Vivo en el 3.º B y soy el administrador de la comunidad desde 2021.",
        "Vive en el 3.º B",
        evidence="Vivo en el 3.º B",
        speaker="Andrés",
        key="andres/vivienda",
    ),
    # speaker: the named speaker's "entreno" becomes "Marta Gil entrena", day kept.
    _r(
        "es",
        "speaker",
        True,
        "Soy Marta Gil, soy socia del estudio y entreno pilates los lunes.",
        "Marta Gil entrena pilates los lunes",
        evidence="entreno pilates los lunes",
        speaker="Marta Gil",
    ),
    # coordination: the second conjunct with the shared subject "El mecánico".
    _r(
        "es",
        "coordination",
        True,
        "Parte del taller: El mecánico cambió la cadena y ajustó los frenos. Total: 38 €.",
        "El mecánico ajustó los frenos",
        evidence="El mecánico cambió la cadena y ajustó los frenos.",
    ),
    # coordination: the second conjunct, future tense kept.
    _r(
        "es",
        "coordination",
        True,
        "Acta de la junta: La empresa de limpieza ha renovado el contrato y ampliará el servicio a los garajes. Se "
        "aprueba por unanimidad.",
        "La empresa de limpieza ampliará el servicio a los garajes",
        evidence="La empresa de limpieza ha renovado el contrato y ampliará el servicio a los garajes.",
    ),
    # parenthetical: the bracketed aside about the band is dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Programa: El concierto de clausura (el grupo se confirmó ayer) empieza a las 22:00 en la plaza Mayor.",
        "El concierto de clausura empieza a las 22:00 en la plaza Mayor",
        evidence="El concierto de clausura (el grupo se confirmó ayer) empieza a las 22:00 en la plaza Mayor.",
    ),
    # parenthetical: a non-restrictive relative clause between commas is dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Recordatorio: La doctora Serrano, que lleva la consulta de exóticos, atenderá a Kiwi el jueves a las 17:30.",
        "La doctora Serrano atenderá a Kiwi el jueves a las 17:30",
        evidence="La doctora Serrano, que lleva la consulta de exóticos, atenderá a Kiwi el jueves a las 17:30.",
        key="kiwi/cita",
    ),
    # subspan: the whole pickup code under its key.
    _r(
        "es",
        "subspan",
        True,
        "Su paquete está en la taquilla 12 de la estación de Atocha. Código de recogida: 774210. Tiene 3 días.",
        "774210",
        evidence="Código de recogida: 774210.",
        key="taquilla/codigo",
    ),
    # subspan: the whole e-mail address of the service desk.
    _r(
        "es",
        "subspan",
        True,
        "Buenos días: El correo del servicio técnico es soporte.sede@ejemplo.es. Indique siempre el número de equipo.",
        "soporte.sede@ejemplo.es",
        evidence="El correo del servicio técnico es soporte.sede@ejemplo.es.",
        key="servicio_tecnico/email",
    ),
    # subspan: the policyholder's full name from the form field.
    _r(
        "es",
        "subspan",
        True,
        "Número de póliza: HG-4471-0932. Titular: Jorge Prieto Alonso. Vigencia: 01/03/2025.",
        "Jorge Prieto Alonso",
        evidence="Titular: Jorge Prieto Alonso.",
        key="poliza/titular",
    ),
    # list_item: one item of what the course includes.
    _r(
        "es",
        "list_item",
        True,
        "El curso incluye los libros, el acceso a la plataforma y dos clases de conversación. La matrícula es aparte.",
        "El curso incluye el acceso a la plataforma",
        evidence="El curso incluye los libros, el acceso a la plataforma y dos clases de conversación.",
    ),
    # list_item: one payment method with the shared head "pago con".
    _r(
        "es",
        "list_item",
        True,
        "Estudio Flow: Aceptamos pago con tarjeta, Bizum y transferencia.",
        "Aceptamos pago con Bizum",
        evidence="Aceptamos pago con tarjeta, Bizum y transferencia.",
    ),
    # --- negatives ---
    # restriction_drop: "En agosto" limits the early closing and is dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: En agosto, la biblioteca cierra a las 14:00.",
        "la biblioteca cierra a las 14:00",
        evidence="En agosto, la biblioteca cierra a las 14:00.",
        key="biblioteca/horario",
    ),
    # restriction_drop: the discount is for residents of the Balearics only.
    _r(
        "es",
        "restriction_drop",
        False,
        "Naviera Sol: Para residentes en Baleares, el billete tiene un descuento del 75 %.",
        "el billete tiene un descuento del 75 %",
        evidence="Para residentes en Baleares, el billete tiene un descuento del 75 %.",
    ),
    # wrong_speaker: the agent sent the quote, not the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Agente: Le he enviado el presupuesto de la reparación por correo. Cliente: perfecto, gracias",
        "Usuario ha enviado el presupuesto de la reparación por correo",
        evidence="Le he enviado el presupuesto de la reparación por correo.",
        speaker="user",
    ),
    # wrong_speaker: Pablo's "yo me encargo" is credited to Rosa.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Rosa: ¿quién abre la panadería el domingo? Pablo: yo me encargo de abrir la panadería el domingo",
        "Rosa se encarga de abrir la panadería el domingo",
        evidence="yo me encargo de abrir la panadería el domingo",
        speaker="Rosa",
    ),
    # number: "tres veces" dropped from the dosage.
    _r(
        "es",
        "number",
        False,
        "Indicaciones: A Kiwi hay que darle 2 gotas en cada ojo tres veces al día. Revisión en una semana.",
        "2 gotas en cada ojo al día",
        evidence="A Kiwi hay que darle 2 gotas en cada ojo tres veces al día",
        key="kiwi/tratamiento",
    ),
    # number: the size of the rise, "un 3 %", is dropped.
    _r(
        "es",
        "number",
        False,
        "Administración de fincas: El alquiler sube un 3 % a partir de enero.",
        "El alquiler sube a partir de enero",
        evidence="El alquiler sube un 3 % a partir de enero.",
    ),
    # attribution: the assessor's finding is stored as fact.
    _r(
        "es",
        "attribution",
        False,
        "Informe: Según el perito, los daños los causó una tubería del vecino.",
        "los daños los causó una tubería del vecino",
        evidence="Según el perito, los daños los causó una tubería del vecino.",
    ),
    # attribution: what the carer says is stored as fact.
    _r(
        "es",
        "attribution",
        False,
        "El cuidador dice que mi padre no ha comido bien esta semana.",
        "mi padre no ha comido bien esta semana",
        key="padre/alimentacion",
    ),
    # negation: "no es compatible" becomes "es compatible".
    _r(
        "es",
        "negation",
        False,
        "Ticket 3390: El portátil nuevo no es compatible con la base antigua. Se pedirá una nueva.",
        "El portátil nuevo es compatible con la base antigua",
        evidence="El portátil nuevo no es compatible con la base antigua.",
    ),
    # condition: the move to the sports hall happens only if it rains.
    _r(
        "es",
        "condition",
        False,
        "Fiestas de San Roque: Si llueve, el concierto se traslada al polideportivo.",
        "el concierto se traslada al polideportivo",
        evidence="Si llueve, el concierto se traslada al polideportivo.",
    ),
    # scope: "Solo" dropped, so Friday no longer reads as the only day gluten-free bread is baked.
    _r(
        "es",
        "scope",
        False,
        "Panadería La Espiga: Solo hacemos pan sin gluten los viernes.",
        "Hacemos pan sin gluten los viernes",
        evidence="Solo hacemos pan sin gluten los viernes.",
    ),
    # stitch: the morning group joined to the afternoon group's exam preparation.
    _r(
        "es",
        "stitch",
        False,
        "El grupo de la mañana es de nivel A2, y el de la tarde prepara el examen DELE.",
        "El grupo de la mañana prepara el examen DELE",
    ),
    # tense: the past "trabajaba" becomes the present "trabaja".
    _r(
        "es",
        "tense",
        False,
        "Mi padre trabajaba en la panadería de la plaza. Ahora está jubilado.",
        "Mi padre trabaja en la panadería de la plaza",
        evidence="Mi padre trabajaba en la panadería de la plaza.",
    ),
    # evidence: the quoted sentence is not in the source, which says the parcel went to the post office.
    _r(
        "es",
        "evidence",
        False,
        "Su envío no cabe en la taquilla y se ha dejado en la oficina de Correos de la calle Mayor.",
        "taquilla 8",
        evidence="Su envío está en la taquilla 8.",
        key="envio/ubicacion",
    ),
    # parenthetical_restrictive: "(solo los domingos)" restricts the guest rule and is dropped.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Normas del gimnasio: Los socios pueden traer un invitado (solo los domingos).",
        "Los socios pueden traer un invitado",
        evidence="Los socios pueden traer un invitado (solo los domingos).",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the clinic's text message, the appointment sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "【安心宠物医院】豆豆的疫苗接种已预约在3月8日上午10点。请提前十分钟到达。",
        "豆豆的疫苗接种已预约在3月8日上午10点",
        evidence="豆豆的疫苗接种已预约在3月8日上午10点。",
        key="doudou/vaccination",
    ),
    # verbatim: the library notice's opening-hours sentence with its start and end kept.
    _r(
        "zh",
        "verbatim",
        True,
        "各位读者：新馆的自习室从下周一起开放至晚上十点。请保持安静。",
        "新馆的自习室从下周一起开放至晚上十点",
        evidence="新馆的自习室从下周一起开放至晚上十点。",
    ),
    # filler: 嗯 and 就是 dropped from the voice note.
    _r(
        "zh",
        "filler",
        True,
        "语音转文字：那个，嗯，我爸的护工，就是，每天早上八点来。",
        "我爸的护工每天早上八点来",
        evidence="嗯，我爸的护工，就是，每天早上八点来。",
        key="care/visit_time",
    ),
    # filler: the hesitation 那个 dropped from the repair shop's call.
    _r(
        "zh",
        "filler",
        True,
        "喂，您好，呃，您的车那个刹车片已经换好了，随时可以来取。",
        "您的车刹车片已经换好了",
        evidence="您的车那个刹车片已经换好了",
    ),
    # filler: 就是说 and 嗯 dropped from the chat; weekend and level kept.
    _r(
        "zh",
        "filler",
        True,
        "老师好～ 就是说我想，嗯，报周末的日语N3班 😊",
        "我想报周末的日语N3班",
        evidence="就是说我想，嗯，报周末的日语N3班",
    ),
    # speaker: mem0's 用户 for the user's 我, frequency and place kept.
    _r(
        "zh",
        "speaker",
        True,
        "我每周三晚上去社区图书馆当志愿者。",
        "用户每周三晚上去社区图书馆当志愿者",
        speaker="user",
    ),
    # speaker: Graphiti names the speaker for 我家.
    _r(
        "zh",
        "speaker",
        True,
        "王丽：我家的猫叫团子，对鸡肉过敏。",
        "王丽家的猫叫团子",
        evidence="我家的猫叫团子",
        speaker="王丽",
    ),
    # speaker: subject elided for the speaker; floor and department kept.
    _r(
        "zh",
        "speaker",
        True,
        "陈浩（工单 #5521）：我在三楼财务部办公，显示器一直闪屏。",
        "在三楼财务部办公",
        evidence="我在三楼财务部办公",
        speaker="陈浩",
        key="chenhao/office",
    ),
    # speaker: the named caller's 我租的 becomes 刘敏租的, flat number kept.
    _r(
        "zh",
        "speaker",
        True,
        "来电记录：我是刘敏，我租的是海景花园6栋1203，厨房漏水了。",
        "刘敏租的是海景花园6栋1203",
        evidence="我租的是海景花园6栋1203",
        speaker="刘敏",
    ),
    # coordination: the second conjunct with the shared subject 物业.
    _r(
        "zh",
        "coordination",
        True,
        "业主会议纪要：物业更换了电梯钢缆，并修好了地下车库的照明。",
        "物业修好了地下车库的照明",
        evidence="物业更换了电梯钢缆，并修好了地下车库的照明。",
    ),
    # coordination: the second conjunct keeps the shared subject and modal 会.
    _r(
        "zh",
        "coordination",
        True,
        "面包店群通知：店长会联系供应商并重新安排配送时间，请大家耐心等待。",
        "店长会重新安排配送时间",
        evidence="店长会联系供应商并重新安排配送时间",
    ),
    # parenthetical: the bracketed ship name is dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "出行提醒：本次航班（船名“海鸥号”）将于17:30从三亚港出发。",
        "本次航班将于17:30从三亚港出发",
        evidence="本次航班（船名“海鸥号”）将于17:30从三亚港出发。",
    ),
    # parenthetical: the aside between dashes is dropped; the deadline kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "理赔专员张先生——他上周刚接手您的案件——会在周五前联系您。",
        "理赔专员张先生会在周五前联系您",
        key="claim/contact",
    ),
    # subspan: the whole pickup code under its key.
    _r(
        "zh",
        "subspan",
        True,
        "【丰巢】您的包裹已存入柜机，取件码 583027，请在24小时内取件。",
        "583027",
        evidence="取件码 583027",
        key="locker/pickup_code",
    ),
    # subspan: the whole helpdesk phone number.
    _r(
        "zh",
        "subspan",
        True,
        "IT服务台电话：010-88886621，工作时间 9:00-18:00。",
        "010-88886621",
        evidence="IT服务台电话：010-88886621",
        key="helpdesk/phone",
    ),
    # subspan: the viewing's date and time phrase, whole.
    _r(
        "zh",
        "subspan",
        True,
        "中介：看房时间定在6月12日下午3点。到了小区门口给我打电话。",
        "6月12日下午3点",
        evidence="看房时间定在6月12日下午3点。",
        key="viewing/time",
    ),
    # list_item: one test of the check-up package with its head 体检套餐包括.
    _r(
        "zh",
        "list_item",
        True,
        "体检套餐包括血常规、尿检和心脏B超，价格为480元。",
        "体检套餐包括尿检",
        evidence="体检套餐包括血常规、尿检和心脏B超",
    ),
    # list_item: one facility of the list with its head 会员可以免费使用.
    _r(
        "zh",
        "list_item",
        True,
        "会员可以免费使用泳池、桑拿和淋浴间。",
        "会员可以免费使用桑拿",
    ),
    # --- negatives ---
    # restriction_drop: 寒暑假期间 limits the Monday closing and is dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "通知：寒暑假期间，图书馆周一闭馆。",
        "图书馆周一闭馆",
        evidence="寒暑假期间，图书馆周一闭馆。",
        key="library/closing_day",
    ),
    # restriction_drop: the campus 在东区校区 restricts the speaking class and is dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "课程安排：在东区校区，周六上午开设口语课。",
        "周六上午开设口语课",
        evidence="在东区校区，周六上午开设口语课。",
    ),
    # wrong_speaker: the agent moved the appointment, not the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "客服：我已经帮您把预约改到周四了。用户：好的谢谢",
        "用户已经把预约改到周四了",
        evidence="我已经帮您把预约改到周四了",
        speaker="user",
    ),
    # wrong_speaker: 阿强's 我 is credited to 小周.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小周：谁周日开店？ 阿强：我周日早上六点来开门。",
        "小周周日早上六点来开门",
        evidence="我周日早上六点来开门",
        speaker="小周",
    ),
    # number: 两次 dropped from the dosing.
    _r(
        "zh",
        "number",
        False,
        "医嘱：每天给豆豆喂两次药。一周后复查。",
        "每天给豆豆喂药",
        evidence="每天给豆豆喂两次药",
        key="doudou/medication",
    ),
    # number: the size of the rise, 百分之五, is dropped.
    _r(
        "zh",
        "number",
        False,
        "物业公告：物业费上涨了百分之五，请业主知悉。",
        "物业费上涨了",
        evidence="物业费上涨了百分之五",
    ),
    # attribution: the repairman's account is stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        "据维修师傅说，热水器的主板坏了。",
        "热水器的主板坏了",
        key="water_heater/fault",
    ),
    # attribution: the landlord's promise is stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        "租客留言：房东说下个月会换新的空调。",
        "下个月会换新的空调",
        evidence="房东说下个月会换新的空调。",
    ),
    # negation: 不允许 becomes 允许.
    _r(
        "zh",
        "negation",
        False,
        "航运公告：明天的首班船不允许携带电动车上船。",
        "明天的首班船允许携带电动车上船",
        evidence="明天的首班船不允许携带电动车上船。",
    ),
    # condition: the move indoors happens only if it rains.
    _r(
        "zh",
        "condition",
        False,
        "音乐节公告：如果下雨，开幕演出改到室内剧场。",
        "开幕演出改到室内剧场",
        evidence="如果下雨，开幕演出改到室内剧场。",
    ),
    # scope: 只 dropped, so orders with less than two days' notice no longer read as refused.
    _r(
        "zh",
        "scope",
        False,
        "我们只接受提前两天的蛋糕预订。",
        "我们接受提前两天的蛋糕预订",
        key="bakery/cake_orders",
    ),
    # stitch: Monday's class joined to the foreign teacher, who teaches on Wednesday.
    _r(
        "zh",
        "stitch",
        False,
        "周一的课由李老师上，周三的课由外教上。",
        "周一的课由外教上",
    ),
    # tense: 以前 (no longer true) dropped, so the mother is said to live alone now.
    _r(
        "zh",
        "tense",
        False,
        "护理评估：我妈以前一个人住，现在跟我们一起住。",
        "我妈一个人住",
        evidence="我妈以前一个人住",
    ),
    # evidence: the quoted sentence is not in the source, which says the claim is still under review.
    _r(
        "zh",
        "evidence",
        False,
        "您的理赔申请还在审核中，预计五个工作日内给出结果。",
        "理赔申请已通过审核",
        evidence="您的理赔申请已通过审核。",
        key="claim/status",
    ),
    # parenthetical_restrictive: （需提前12小时） restricts free cancellation and is dropped.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "团课可免费取消（需提前12小时）。",
        "团课可免费取消",
    ),
)

BATCH_31: tuple[Realistic, ...] = _EN + _ES + _ZH
