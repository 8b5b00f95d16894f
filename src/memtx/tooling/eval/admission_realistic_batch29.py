"""The realistic set's twenty-ninth batch: a blind measurement of the admission rules (issue 31, brief B29).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper b29, without reading the admission rule's code (`memtx.core.admission`),
docs/admission.md, the admission tests or any earlier batch's records: only DESIGN §4 with its amendments, issue 31,
the record type and the opening docstring of batch 28 (for the format and the family names). No scorer and no
`check_support` was run on these records. Every source is invented here, in domains the earlier batches used little:
veterinary clinics, cycling clubs, property management, hospital pharmacy, airline crew rostering, bakery wholesale,
libraries, insurance claims, podcast production, orchestra touring, software on-call rotas and marine charters, in
several registers (voice-note transcripts with fillers, chats with typos and emoji, support tickets, tool outputs,
e-mails, forms and meeting minutes). Values are written the way memory extractors write them: a clause kept verbatim,
a third-person restatement with the speaker's name (Zep/Graphiti), mem0's `User`/`Usuario`/`用户` (the record's
speaker is then `user`), the subject left out for the speaker, an atomic value under a key (LangGraph memory tools),
one item of a list.

Per language: faithful values — en 19 (verbatim 3, filler 3, speaker 4, coordination 2, parenthetical 2, subspan 3,
list_item 2), es and zh 18 each (verbatim 2, the rest as en) — and 15 negatives each (restriction_drop 2,
wrong_speaker 2, negation 1, number 2, condition 1, scope 1, stitch 1, tense 1, attribution 2, evidence 1,
parenthetical_restrictive 1): 100 records. An `evidence` negative's evidence is not a span of its source (the
extractor quoted a sentence the source does not hold); every other record's evidence is a verbatim span. Not scored
here: the lead wires it in and scores it.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # valid: the whole sentence of the vet's voicemail, kept word for word
    _r(
        "en",
        "verbatim",
        True,
        "Hi, it's Harbourside Vets. Biscuit's rabies booster is due on March 14. Give us a ring to book, thanks!",
        "Biscuit's rabies booster is due on March 14.",
        evidence="Biscuit's rabies booster is due on March 14.",
        key="pet/biscuit/rabies_booster_due",
    ),
    # valid: the rota e-mail's sentence verbatim, its time frame kept whole
    _r(
        "en",
        "verbatim",
        True,
        "Hi all, Priya is primary on-call for the payments service from Monday 09:00 to Friday 17:00. "
        "Escalations go to Tom.",
        "Priya is primary on-call for the payments service from Monday 09:00 to Friday 17:00.",
        evidence="Priya is primary on-call for the payments service from Monday 09:00 to Friday 17:00.",
    ),
    # valid: the claims tool's line copied verbatim, id, date and amount untouched
    _r(
        "en",
        "verbatim",
        True,
        "[claims-api] 200 OK :: Claim CLM-20931 was approved on 2026-11-02 for 1,840.00 EUR.",
        "Claim CLM-20931 was approved on 2026-11-02 for 1,840.00 EUR.",
        evidence="Claim CLM-20931 was approved on 2026-11-02 for 1,840.00 EUR.",
    ),
    # valid: only the voice note's fillers ("So, uh", "like") are dropped
    _r(
        "en",
        "filler",
        True,
        "So, uh, the Sunday ride, like, leaves from the bakery on Elm Street at 8. Yeah. See you there.",
        "the Sunday ride leaves from the bakery on Elm Street at 8",
        evidence="the Sunday ride, like, leaves from the bakery on Elm Street at 8",
    ),
    # valid: the hesitation "uh, we" and "you know" are dropped; weekday, quantity and start date all kept
    _r(
        "en",
        "filler",
        True,
        "Hi, it's Marco from Crumb & Co. Um, we, uh, we need forty baguettes every Tuesday, you know, starting next "
        "week. Cheers.",
        "we need forty baguettes every Tuesday starting next week",
        evidence="we, uh, we need forty baguettes every Tuesday, you know, starting next week",
        speaker="Marco",
    ),
    # valid: chat filler ("ok so basically", "like", "lol") dropped, the claim itself untouched
    _r(
        "en",
        "filler",
        True,
        "ok so basically the boiler in unit 4B is, like, totally dead again lol 😩 can someone come today??",
        "the boiler in unit 4B is totally dead again",
        evidence="ok so basically the boiler in unit 4B is, like, totally dead again lol",
    ),
    # valid: speaker binding, "I'm" becomes "Dana is"; the "so please flag it" clause is a separate request
    _r(
        "en",
        "speaker",
        True,
        "I'm allergic to penicillin, so please flag it on my chart before the pharmacy fills anything.",
        "Dana is allergic to penicillin",
        evidence="I'm allergic to penicillin",
        speaker="Dana",
        key="dana/allergies",
    ),
    # valid: mem0's User for the speaker, verb agreement "ride" -> "rides", frequency kept
    _r(
        "en",
        "speaker",
        True,
        "I ride with the Hilltop Wheelers every Saturday, weather permitting 🚴",
        "User rides with the Hilltop Wheelers every Saturday, weather permitting",
        evidence="I ride with the Hilltop Wheelers every Saturday, weather permitting",
        speaker="user",
    ),
    # valid: subject elided for the speaker, the base keeps its place ("based out of Hamburg")
    _r(
        "en",
        "speaker",
        True,
        "Yeah so I work as a flight attendant for Nordwind, based out of Hamburg, mostly short-haul.",
        "Works as a flight attendant for Nordwind, based out of Hamburg",
        evidence="I work as a flight attendant for Nordwind, based out of Hamburg",
        speaker="Kenji",
        key="kenji/job",
    ),
    # valid: "I've been" becomes "Olga has been", the year kept; the pets clause is a separate conjunct
    _r(
        "en",
        "speaker",
        True,
        "Dear team, I have two cats and a rabbit, and I've been a client since 2019. Could I move my appointment?",
        "Olga has been a client since 2019",
        evidence="I've been a client since 2019",
        speaker="Olga",
    ),
    # valid: one whole conjunct sharing the subject "The marina"; the reopening conjunct is left out
    _r(
        "en",
        "coordination",
        True,
        "Notice to charter guests: the marina closes the fuel dock at 6 pm and reopens it at 7 am.",
        "the marina closes the fuel dock at 6 pm",
        evidence="the marina closes the fuel dock at 6 pm and reopens it at 7 am",
    ),
    # valid: subject kept with the second conjunct only; "on Friday" belongs to that conjunct
    _r(
        "en",
        "coordination",
        True,
        "Tour minutes, item 3: The orchestra rehearses in Leeds on Thursday and flies to Oslo on Friday.",
        "The orchestra flies to Oslo on Friday",
        evidence="The orchestra rehearses in Leeds on Thursday and flies to Oslo on Friday.",
    ),
    # valid: the bracketed aside "(the locum vet)" only describes Dr. Alvarez
    _r(
        "en",
        "parenthetical",
        True,
        "Update: Dr. Alvarez (the locum vet) will see Biscuit on Friday at 10:30.",
        "Dr. Alvarez will see Biscuit on Friday at 10:30",
        evidence="Dr. Alvarez (the locum vet) will see Biscuit on Friday at 10:30.",
    ),
    # valid: the dashed aside identifies the episode, it does not restrict the release date
    _r(
        "en",
        "parenthetical",
        True,
        "Production notes: the next episode — the one with the beekeeper — goes live on 12 January.",
        "the next episode goes live on 12 January",
        evidence="the next episode — the one with the beekeeper — goes live on 12 January.",
    ),
    # valid: the e-mail address whole, under a key naming exactly what "My email is" says
    _r(
        "en",
        "subspan",
        True,
        "Re: claim form. My email is r.okafor@mailbox.org and my policy number is HX-55210-B.",
        "r.okafor@mailbox.org",
        evidence="My email is r.okafor@mailbox.org",
        speaker="Rita",
        key="customer/email",
    ),
    # valid: the charter id from a tool's key/value output, whole
    _r(
        "en",
        "subspan",
        True,
        "BOOKING CONFIRMED | charter_id: MC-7781-Q | vessel: Sea Lark | date: 2027-05-18",
        "MC-7781-Q",
        evidence="charter_id: MC-7781-Q",
        key="booking/charter_id",
    ),
    # valid: the phone number whole; the key carries the "after-hours" restriction
    _r(
        "en",
        "subspan",
        True,
        "Thanks for calling. You can reach the after-hours line at +44 20 7946 0321. Goodbye.",
        "+44 20 7946 0321",
        evidence="You can reach the after-hours line at +44 20 7946 0321",
        key="vet_clinic/after_hours_phone",
    ),
    # valid: one item of the list with its shared head "The pharmacy stocks"
    _r(
        "en",
        "list_item",
        True,
        "Formulary check: The pharmacy stocks insulin glargine, insulin lispro and insulin aspart.",
        "The pharmacy stocks insulin lispro",
        evidence="The pharmacy stocks insulin glargine, insulin lispro and insulin aspart.",
    ),
    # valid: one item of the kit list; the modal "must" kept
    _r(
        "en",
        "list_item",
        True,
        "Club rules: Members must bring a helmet, a rear light, and a spare tube to every ride.",
        "Members must bring a rear light to every ride",
        evidence="Members must bring a helmet, a rear light, and a spare tube to every ride.",
    ),
    # --- negatives ---
    # invalid: drops "On weekdays", an ordinary-word time frame restricting the deliveries
    _r(
        "en",
        "restriction_drop",
        False,
        "On weekdays, the bakery delivers to cafés before 6 am. Saturday runs start at 8.",
        "the bakery delivers to cafés before 6 am",
        evidence="On weekdays, the bakery delivers to cafés before 6 am.",
    ),
    # invalid: drops "during their first month", the time frame limiting free rides
    _r(
        "en",
        "restriction_drop",
        False,
        "Guest cyclists may join the Wednesday ride for free during their first month.",
        "Guest cyclists may join the Wednesday ride for free",
        evidence="Guest cyclists may join the Wednesday ride for free during their first month.",
    ),
    # invalid: the speaker is Lucia, Marta only passed on the number
    _r(
        "en",
        "wrong_speaker",
        False,
        "Hi, Lucia here, Marta gave me your number — I'm the new tour manager for the spring tour.",
        "Marta is the new tour manager for the spring tour",
        evidence="I'm the new tour manager for the spring tour",
        speaker="Lucia",
    ),
    # invalid: "I'm on call" is Jonas; Mia is the one who is not
    _r(
        "en",
        "wrong_speaker",
        False,
        "hey it's Jonas, texting for my sister Mia — I'm on call this weekend, she isn't 🙃",
        "Mia is on call this weekend",
        evidence="I'm on call this weekend",
        speaker="Jonas",
    ),
    # invalid: the support ticket says claims by fax are not accepted
    _r(
        "en",
        "negation",
        False,
        "Ticket #5520 reply: We don't accept claims filed by fax; please use the portal.",
        "We accept claims filed by fax",
        evidence="We don't accept claims filed by fax",
    ),
    # invalid: the rise is 3.5%, the value keeps only part of the decimal
    _r(
        "en",
        "number",
        False,
        "Lease renewal notice: rent goes up by 3.5% from 1 April.",
        "rent goes up by 3% from 1 April",
        evidence="rent goes up by 3.5% from 1 April.",
    ),
    # invalid: Priya covers 2 of the 4 shifts, not all of them
    _r(
        "en",
        "number",
        False,
        "Rota draft: Priya covers 2 of the 4 weekend shifts in March.",
        "Priya covers the weekend shifts in March",
        evidence="Priya covers 2 of the 4 weekend shifts in March.",
    ),
    # invalid: drops the condition "If the vet confirms the diagnosis"
    _r(
        "en",
        "condition",
        False,
        "If the vet confirms the diagnosis, the insurer will cover the MRI. Otherwise it's on you.",
        "the insurer will cover the MRI",
        evidence="If the vet confirms the diagnosis, the insurer will cover the MRI.",
    ),
    # invalid: "Some of" turns into all of the branch libraries
    _r(
        "en",
        "scope",
        False,
        "FAQ: Some of the branch libraries open on Sundays; check the page of yours.",
        "the branch libraries open on Sundays",
        evidence="Some of the branch libraries open on Sundays",
    ),
    # invalid: stitches the baker's subject onto the van's departure in the next sentence
    _r(
        "en",
        "stitch",
        False,
        "The night baker starts at 2 am. The delivery van leaves at 5 am.",
        "The night baker leaves at 5 am",
        evidence="The night baker starts at 2 am. The delivery van leaves at 5 am.",
    ),
    # invalid: "I was" is past; the value makes it present
    _r(
        "en",
        "tense",
        False,
        "Honestly I was the team's on-call lead, so ask me anything about the pager setup.",
        "Felix is the team's on-call lead",
        evidence="I was the team's on-call lead",
        speaker="Felix",
    ),
    # invalid: the cause is only what the landlord claims
    _r(
        "en",
        "attribution",
        False,
        "Inspection note: The landlord claims the leak was caused by the tenant.",
        "the leak was caused by the tenant",
        evidence="The landlord claims the leak was caused by the tenant.",
    ),
    # invalid: the manager's opinion is stated as Grace's plan
    _r(
        "en",
        "attribution",
        False,
        "My manager thinks I should take the Lisbon rotation, not sure yet.",
        "Grace should take the Lisbon rotation",
        evidence="My manager thinks I should take the Lisbon rotation",
        speaker="Grace",
    ),
    # invalid: the quoted evidence is not in the source (it names two days, the source one)
    _r(
        "en",
        "evidence",
        False,
        "Hi, the Sea Lark is booked for 18 May; deposit received.",
        "The Sea Lark is booked for 18 and 19 May",
        evidence="The Sea Lark is booked for 18 and 19 May.",
    ),
    # invalid: the bracket "(weekends only)" restricts when staff may park
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Building notice: Staff may park in the rear lot (weekends only).",
        "Staff may park in the rear lot",
        evidence="Staff may park in the rear lot (weekends only).",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # valid: the insurer's e-mail sentence verbatim, id and date untouched
    _r(
        "es",
        "verbatim",
        True,
        "Estimado cliente: el siniestro SN-40217 quedó cerrado el 3 de noviembre. Un saludo, Seguros Alba.",
        "el siniestro SN-40217 quedó cerrado el 3 de noviembre.",
        evidence="el siniestro SN-40217 quedó cerrado el 3 de noviembre.",
    ),
    # valid: the tour minutes' sentence verbatim
    _r(
        "es",
        "verbatim",
        True,
        "Acta de gira, punto 2: La orquesta actuará en el Teatro Colón de Bogotá el 21 de marzo.",
        "La orquesta actuará en el Teatro Colón de Bogotá el 21 de marzo.",
        evidence="La orquesta actuará en el Teatro Colón de Bogotá el 21 de marzo.",
    ),
    # valid: only the voice note's fillers ("Eh, bueno, o sea", "¿vale?") are dropped
    _r(
        "es",
        "filler",
        True,
        "Eh, bueno, o sea, la clínica abre los sábados de nueve a una, ¿vale? Hasta luego.",
        "la clínica abre los sábados de nueve a una",
        evidence="Eh, bueno, o sea, la clínica abre los sábados de nueve a una, ¿vale?",
    ),
    # valid: chat filler ("pues nada", "jaja") dropped, day and hour kept
    _r(
        "es",
        "filler",
        True,
        "pues nada, el podcast se graba el jueves a las 18h jaja 🎙️ traed café",
        "el podcast se graba el jueves a las 18h",
        evidence="pues nada, el podcast se graba el jueves a las 18h jaja",
    ),
    # valid: the voice note's "Mira, este" and "¿sabes?" dropped
    _r(
        "es",
        "filler",
        True,
        "Mira, este, el portero nuevo se llama Ramiro, ¿sabes? Ya le di las llaves del trastero.",
        "el portero nuevo se llama Ramiro",
        evidence="Mira, este, el portero nuevo se llama Ramiro, ¿sabes?",
    ),
    # valid: speaker binding, "Soy alérgica" becomes "Lucía es alérgica"
    _r(
        "es",
        "speaker",
        True,
        "Hola, soy alérgica a la amoxicilina, que conste en la receta por favor.",
        "Lucía es alérgica a la amoxicilina",
        evidence="soy alérgica a la amoxicilina",
        speaker="Lucía",
        key="lucia/alergias",
    ),
    # valid: mem0's Usuario for the speaker, "Vivo" -> "vive", the duration kept
    _r(
        "es",
        "speaker",
        True,
        "Vivo en Valparaíso desde hace tres años y salgo a navegar cuando puedo.",
        "Usuario vive en Valparaíso desde hace tres años",
        evidence="Vivo en Valparaíso desde hace tres años",
        speaker="user",
    ),
    # valid: subject elided for the speaker, "Trabajo" -> "Trabaja"
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de sobrecargo en Iberia Express, así que los turnos me cambian cada mes.",
        "Trabaja de sobrecargo en Iberia Express",
        evidence="Trabajo de sobrecargo en Iberia Express",
        speaker="Andrés",
        key="andres/trabajo",
    ),
    # valid: "Tengo" becomes "Paula tiene", the dog's name kept
    _r(
        "es",
        "speaker",
        True,
        "Formulario de alta: Tengo un perro que se llama Tango y necesita la vacuna anual.",
        "Paula tiene un perro que se llama Tango",
        evidence="Tengo un perro que se llama Tango",
        speaker="Paula",
    ),
    # valid: one whole conjunct sharing the subject "El club"; the return conjunct left out
    _r(
        "es",
        "coordination",
        True,
        "Aviso: El club sale a las ocho desde la plaza y vuelve antes del mediodía.",
        "El club sale a las ocho desde la plaza",
        evidence="El club sale a las ocho desde la plaza y vuelve antes del mediodía.",
    ),
    # valid: subject kept with the second conjunct only; "los martes" belongs to it
    _r(
        "es",
        "coordination",
        True,
        "La panadería hornea pan de centeno los lunes y reparte a los hoteles los martes.",
        "La panadería reparte a los hoteles los martes",
        evidence="La panadería hornea pan de centeno los lunes y reparte a los hoteles los martes.",
    ),
    # valid: the bracketed "(un tal Ernesto)" only names the skipper
    _r(
        "es",
        "parenthetical",
        True,
        "El capitán del velero (un tal Ernesto) nos espera en el muelle 3 a las diez.",
        "El capitán del velero nos espera en el muelle 3 a las diez",
        evidence="El capitán del velero (un tal Ernesto) nos espera en el muelle 3 a las diez.",
    ),
    # valid: the appositive ", Marisa Pons," only names the librarian
    _r(
        "es",
        "parenthetical",
        True,
        "Biblioteca municipal: La bibliotecaria de turno, Marisa Pons, cierra la sala a las ocho.",
        "La bibliotecaria de turno cierra la sala a las ocho",
        evidence="La bibliotecaria de turno, Marisa Pons, cierra la sala a las ocho.",
    ),
    # valid: the phone number whole, under a key naming what "Mi número es" says
    _r(
        "es",
        "subspan",
        True,
        "Mi número es el 612 345 678, llámame por la tarde si puede ser.",
        "612 345 678",
        evidence="Mi número es el 612 345 678",
        speaker="Jorge",
        key="cliente/telefono",
    ),
    # valid: the amount with its unit from the claims tool's output
    _r(
        "es",
        "subspan",
        True,
        "Estado: aprobado | Importe indemnizado: 2.350,00 € | Fecha: 14/10/2026",
        "2.350,00 €",
        evidence="Importe indemnizado: 2.350,00 €",
        key="reclamacion/importe_indemnizado",
    ),
    # valid: the name whole, under a key naming the payments on-call lead
    _r(
        "es",
        "subspan",
        True,
        "Guardias: El responsable de guardia del servicio de pagos es Nuria Vidal. Suplente: Óscar Gil.",
        "Nuria Vidal",
        evidence="El responsable de guardia del servicio de pagos es Nuria Vidal.",
        key="pagos/responsable_guardia",
    ),
    # valid: one item of the list with its shared head "dispensa"
    _r(
        "es",
        "list_item",
        True,
        "La farmacia del hospital dispensa heparina, enoxaparina y warfarina sin receta de planta.",
        "La farmacia del hospital dispensa enoxaparina sin receta de planta",
        evidence="La farmacia del hospital dispensa heparina, enoxaparina y warfarina sin receta de planta.",
    ),
    # valid: one payment method of the three
    _r(
        "es",
        "list_item",
        True,
        "Para pedidos al por mayor aceptamos transferencia, Bizum y tarjeta.",
        "Para pedidos al por mayor aceptamos Bizum",
        evidence="Para pedidos al por mayor aceptamos transferencia, Bizum y tarjeta.",
    ),
    # --- negatives ---
    # invalid: drops "En temporada alta", the season the minimum applies to
    _r(
        "es",
        "restriction_drop",
        False,
        "En temporada alta el alquiler mínimo del velero es de una semana.",
        "el alquiler mínimo del velero es de una semana",
        evidence="En temporada alta el alquiler mínimo del velero es de una semana.",
    ),
    # invalid: drops "Para los socios federados", the members the cover is limited to
    _r(
        "es",
        "restriction_drop",
        False,
        "Para los socios federados, el seguro cubre las caídas en carrera.",
        "el seguro cubre las caídas en carrera",
        evidence="Para los socios federados, el seguro cubre las caídas en carrera.",
    ),
    # invalid: the speaker is Elena, Marta only gave her the contact
    _r(
        "es",
        "wrong_speaker",
        False,
        "Buenas, soy Elena, Marta me pasó su contacto: soy la nueva administradora de la finca.",
        "Marta es la nueva administradora de la finca",
        evidence="soy la nueva administradora de la finca",
        speaker="Elena",
    ),
    # invalid: "él está de guardia" is Iván, the speaker Raúl is not
    _r(
        "es",
        "wrong_speaker",
        False,
        "Te escribo yo, Raúl, por mi hermano Iván: él está de guardia el sábado, yo no 😅",
        "Raúl está de guardia el sábado",
        evidence="él está de guardia el sábado",
        speaker="Raúl",
    ),
    # invalid: the clinic does not take dogs over 30 kg
    _r(
        "es",
        "negation",
        False,
        "No aceptamos perros de más de 30 kilos en la guardería, lo sentimos.",
        "Aceptamos perros de más de 30 kilos en la guardería",
        evidence="No aceptamos perros de más de 30 kilos en la guardería",
    ),
    # invalid: the fee is 45 euros, not 54
    _r(
        "es",
        "number",
        False,
        "Recordatorio: la cuota anual del club es de 45 euros.",
        "la cuota anual del club es de 54 euros",
        evidence="la cuota anual del club es de 45 euros.",
    ),
    # invalid: Pilar covers 2 of the 4 shifts, not all of them
    _r(
        "es",
        "number",
        False,
        "Borrador de turnos: Pilar cubre 2 de las 4 guardias de fin de semana.",
        "Pilar cubre las guardias de fin de semana",
        evidence="Pilar cubre 2 de las 4 guardias de fin de semana.",
    ),
    # invalid: drops the condition "Si el veterinario lo autoriza"
    _r(
        "es",
        "condition",
        False,
        "Si el veterinario lo autoriza, la aseguradora paga la resonancia.",
        "la aseguradora paga la resonancia",
        evidence="Si el veterinario lo autoriza, la aseguradora paga la resonancia.",
    ),
    # invalid: "Algunas sucursales" becomes every branch
    _r(
        "es",
        "scope",
        False,
        "Preguntas frecuentes: Algunas sucursales de la biblioteca abren los domingos.",
        "Las sucursales de la biblioteca abren los domingos",
        evidence="Algunas sucursales de la biblioteca abren los domingos.",
    ),
    # invalid: stitches the baker onto the van's departure in the next sentence
    _r(
        "es",
        "stitch",
        False,
        "El panadero de noche entra a las dos. La furgoneta sale a las cinco.",
        "El panadero de noche sale a las cinco",
        evidence="El panadero de noche entra a las dos. La furgoneta sale a las cinco.",
    ),
    # invalid: "Fui" is past; the value makes it present
    _r(
        "es",
        "tense",
        False,
        "Fui el jefe de guardia del equipo, pregúntame lo que quieras del buscapersonas.",
        "Hugo es el jefe de guardia del equipo",
        evidence="Fui el jefe de guardia del equipo",
        speaker="Hugo",
    ),
    # invalid: the cause is only what the tenant says
    _r(
        "es",
        "attribution",
        False,
        "Parte de incidencia: El inquilino dice que la fuga la causó el vecino de arriba.",
        "la fuga la causó el vecino de arriba",
        evidence="El inquilino dice que la fuga la causó el vecino de arriba.",
    ),
    # invalid: the manager's opinion is stated as Carmen's plan
    _r(
        "es",
        "attribution",
        False,
        "Mi jefa cree que debería hacer la rotación de Lima, pero no lo tengo claro.",
        "Carmen debería hacer la rotación de Lima",
        evidence="Mi jefa cree que debería hacer la rotación de Lima",
        speaker="Carmen",
    ),
    # invalid: the quoted evidence is not in the source (three days, the source one)
    _r(
        "es",
        "evidence",
        False,
        "Hola, el Gaviota está reservado para el 18 de mayo; señal recibida.",
        "El Gaviota está reservado del 18 al 20 de mayo",
        evidence="El Gaviota está reservado del 18 al 20 de mayo.",
    ),
    # invalid: the bracket "(solo fines de semana)" restricts when staff may park
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Aviso de la comunidad: El personal puede aparcar en el patio trasero (solo fines de semana).",
        "El personal puede aparcar en el patio trasero",
        evidence="El personal puede aparcar en el patio trasero (solo fines de semana).",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # valid: the claims system's sentence verbatim, id and date untouched
    _r(
        "zh",
        "verbatim",
        True,
        "【理赔通知】理赔单号CL-88231已于11月5日结案。如有疑问请致电客服。",
        "理赔单号CL-88231已于11月5日结案。",
        evidence="理赔单号CL-88231已于11月5日结案。",
    ),
    # valid: the tour minutes' sentence verbatim
    _r(
        "zh",
        "verbatim",
        True,
        "巡演会议纪要：乐团将于三月二十一日在维也纳金色大厅演出。",
        "乐团将于三月二十一日在维也纳金色大厅演出。",
        evidence="乐团将于三月二十一日在维也纳金色大厅演出。",
    ),
    # valid: only the voice note's fillers ("嗯，那个", "哈") are dropped
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，诊所周六上午九点开门哈。记得带疫苗本。",
        "诊所周六上午九点开门",
        evidence="嗯，那个，诊所周六上午九点开门哈。",
    ),
    # valid: chat filler ("就是说", "哈哈哈") dropped, day and hour kept
    _r(
        "zh",
        "filler",
        True,
        "就是说，播客周四晚上七点录哈哈哈🎧 别迟到",
        "播客周四晚上七点录",
        evidence="就是说，播客周四晚上七点录哈哈哈",
    ),
    # valid: the voice note's "然后呢" and "嗯" dropped
    _r(
        "zh",
        "filler",
        True,
        "然后呢，新来的保安叫老王，嗯。钥匙我已经给他了。",
        "新来的保安叫老王",
        evidence="然后呢，新来的保安叫老王，嗯。",
    ),
    # valid: speaker binding, "我" becomes "李娜"
    _r(
        "zh",
        "speaker",
        True,
        "医生您好，我对青霉素过敏，麻烦在处方上注明。",
        "李娜对青霉素过敏",
        evidence="我对青霉素过敏",
        speaker="李娜",
        key="李娜/过敏",
    ),
    # valid: mem0's 用户 for the speaker, the district kept
    _r(
        "zh",
        "speaker",
        True,
        "我住在杭州西湖区，周末常去骑行。",
        "用户住在杭州西湖区",
        evidence="我住在杭州西湖区",
        speaker="user",
    ),
    # valid: subject elided for the speaker
    _r(
        "zh",
        "speaker",
        True,
        "我在国航当乘务长，所以排班每个月都变。",
        "在国航当乘务长",
        evidence="我在国航当乘务长",
        speaker="陈刚",
        key="陈刚/工作",
    ),
    # valid: "我" becomes "王芳", the number of cats kept
    _r(
        "zh",
        "speaker",
        True,
        "登记表备注：我养了两只猫，其中一只需要打疫苗。",
        "王芳养了两只猫",
        evidence="我养了两只猫",
        speaker="王芳",
    ),
    # valid: one whole conjunct sharing the subject "俱乐部"; the return conjunct left out
    _r(
        "zh",
        "coordination",
        True,
        "通知：俱乐部早上八点从广场出发，中午前返回。",
        "俱乐部早上八点从广场出发",
        evidence="俱乐部早上八点从广场出发，中午前返回。",
    ),
    # valid: subject kept with the second conjunct only; "周二" belongs to it
    _r(
        "zh",
        "coordination",
        True,
        "面包房周一烤黑麦面包，周二给酒店送货。",
        "面包房周二给酒店送货",
        evidence="面包房周一烤黑麦面包，周二给酒店送货。",
    ),
    # valid: the bracket "（姓赵）" only names the skipper
    _r(
        "zh",
        "parenthetical",
        True,
        "游艇船长（姓赵）十点在三号码头等我们。",
        "游艇船长十点在三号码头等我们",
        evidence="游艇船长（姓赵）十点在三号码头等我们。",
    ),
    # valid: the dashed aside only names the librarian on duty
    _r(
        "zh",
        "parenthetical",
        True,
        "图书馆公告：值班馆员——也就是刘老师——晚上八点关阅览室。",
        "值班馆员晚上八点关阅览室",
        evidence="值班馆员——也就是刘老师——晚上八点关阅览室。",
    ),
    # valid: the phone number whole, under a key naming what "我的手机号是" says
    _r(
        "zh",
        "subspan",
        True,
        "我的手机号是13812345678，下午打给我比较方便。",
        "13812345678",
        evidence="我的手机号是13812345678",
        speaker="周伟",
        key="客户/手机号",
    ),
    # valid: the amount with its unit from the claims tool's output
    _r(
        "zh",
        "subspan",
        True,
        "状态：已批准｜赔付金额：3,200.00元｜日期：2026-10-14",
        "3,200.00元",
        evidence="赔付金额：3,200.00元",
        key="理赔/赔付金额",
    ),
    # valid: the report time whole; the person and the flight the key carries are in the same roster line
    _r(
        "zh",
        "subspan",
        True,
        "排班系统输出｜乘务员：张敏｜航班：CA931｜报到时间：06:40",
        "06:40",
        evidence="乘务员：张敏｜航班：CA931｜报到时间：06:40",
        key="排班/张敏/CA931/报到时间",
    ),
    # valid: one drug of the list with its shared head "医院药房供应"
    _r(
        "zh",
        "list_item",
        True,
        "药剂科通知：医院药房供应肝素、依诺肝素和华法林。",
        "医院药房供应依诺肝素",
        evidence="医院药房供应肝素、依诺肝素和华法林。",
    ),
    # valid: one payment method of the three, the wholesale scope kept
    _r(
        "zh",
        "list_item",
        True,
        "批发订单我们接受银行转账、支付宝和微信支付。",
        "批发订单我们接受支付宝",
        evidence="批发订单我们接受银行转账、支付宝和微信支付。",
    ),
    # --- negatives ---
    # invalid: drops "旺季时", the season the minimum applies to
    _r(
        "zh",
        "restriction_drop",
        False,
        "旺季时游艇最少租一周，淡季可以按天租。",
        "游艇最少租一周",
        evidence="旺季时游艇最少租一周",
    ),
    # invalid: drops "对于注册会员", the members the cover is limited to
    _r(
        "zh",
        "restriction_drop",
        False,
        "对于注册会员，保险赔付比赛中的摔车。",
        "保险赔付比赛中的摔车",
        evidence="对于注册会员，保险赔付比赛中的摔车。",
    ),
    # invalid: the speaker is 赵静, 孙丽 only passed on the contact
    _r(
        "zh",
        "wrong_speaker",
        False,
        "您好，我是赵静，孙丽给了我您的电话：我是新来的物业经理。",
        "孙丽是新来的物业经理",
        evidence="我是新来的物业经理",
        speaker="赵静",
    ),
    # invalid: "她这周末值班" is 小敏, the speaker 小刘 is not on duty
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我是小刘，替我姐姐小敏发的：她这周末值班，我不值😂",
        "小刘这周末值班",
        evidence="她这周末值班",
        speaker="小刘",
    ),
    # invalid: the boarding unit does not take dogs over 30 kg
    _r(
        "zh",
        "negation",
        False,
        "抱歉，寄养部不接收三十公斤以上的狗。",
        "寄养部接收三十公斤以上的狗",
        evidence="寄养部不接收三十公斤以上的狗。",
    ),
    # invalid: the fee is 450 yuan, not 540
    _r(
        "zh",
        "number",
        False,
        "提醒：俱乐部年费是四百五十元。",
        "俱乐部年费是五百四十元",
        evidence="俱乐部年费是四百五十元。",
    ),
    # invalid: 小陈 covers two of the four shifts, not all of them
    _r(
        "zh",
        "number",
        False,
        "排班草稿：小陈负责四个周末班次中的两个。",
        "小陈负责周末班次",
        evidence="小陈负责四个周末班次中的两个。",
    ),
    # invalid: drops the condition "如果兽医批准"
    _r(
        "zh",
        "condition",
        False,
        "如果兽医批准，保险公司就支付核磁共振费用。",
        "保险公司支付核磁共振费用",
        evidence="如果兽医批准，保险公司就支付核磁共振费用。",
    ),
    # invalid: "部分分馆" becomes every branch library
    _r(
        "zh",
        "scope",
        False,
        "常见问题：部分分馆周日开放，请查看各馆页面。",
        "分馆周日开放",
        evidence="部分分馆周日开放",
    ),
    # invalid: stitches the baker onto the van's departure in the next sentence
    _r(
        "zh",
        "stitch",
        False,
        "夜班面包师两点上班。送货车五点出发。",
        "夜班面包师五点出发",
        evidence="夜班面包师两点上班。送货车五点出发。",
    ),
    # invalid: "以前是" is past; the value makes it present
    _r(
        "zh",
        "tense",
        False,
        "我以前是团队的值班组长，寻呼的事可以问我。",
        "何军是团队的值班组长",
        evidence="我以前是团队的值班组长",
        speaker="何军",
    ),
    # invalid: the cause is only what the tenant says
    _r(
        "zh",
        "attribution",
        False,
        "报修记录：租客说漏水是楼上邻居造成的。",
        "漏水是楼上邻居造成的",
        evidence="租客说漏水是楼上邻居造成的。",
    ),
    # invalid: the manager's opinion is stated as 林晓's plan
    _r(
        "zh",
        "attribution",
        False,
        "我经理觉得我应该去首尔轮岗，我还没想好。",
        "林晓应该去首尔轮岗",
        evidence="我经理觉得我应该去首尔轮岗",
        speaker="林晓",
    ),
    # invalid: the quoted evidence is not in the source (three days, the source one)
    _r(
        "zh",
        "evidence",
        False,
        "您好，海鸥号已预订5月18日，定金已收。",
        "海鸥号已预订5月18日至20日",
        evidence="海鸥号已预订5月18日至20日。",
    ),
    # invalid: the bracket "（仅限周末）" restricts when staff may park
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "物业通知：员工可以在后院停车（仅限周末）。",
        "员工可以在后院停车",
        evidence="员工可以在后院停车（仅限周末）。",
    ),
)

BATCH_29: tuple[Realistic, ...] = _EN + _ES + _ZH
