"""The realistic set's seventeenth batch: extractor outputs written blind (issue 31, brief w-batch17), en, es and zh.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper w-batch17, before reading the admission rule's code or docs/admission.md (only
DESIGN §4 and batch 14's docstring and records, for the format): values the way mem0, Zep, Letta, LangGraph memory
and GPT "observations" pull them out of LONGER and messier inputs, the emphasis the brief gives — multi-sentence
e-mails and support tickets, voice-dictated run-ons without punctuation, casual chat with typos and abbreviations
(pls, tmrw, lol, q, xq, 明儿), emojis, code-switching (Spanglish, Chinese with English words), forwarded and quoted
text whose first person is someone else, and tool outputs (JSON lines, table rows, `Label: value` lines) turned into
keyed facts. Families in the proportions extractors produce: typed and noun-phrase values under keys (subspan), filler
dropped, speaker binding (restated, mem0's `User`/`用户`, subject elision), shared-subject conjuncts, asides, one
list item; each hard positive beside a hard negative of the same shape that differs by one restriction (a time frame,
a past or planned value, another person's value, a condition, a hedge or hearsay, a scope word, a number, a quoted
speaker, a question, a truncated identifier). Questions are filed under `hedge` (they assert nothing); hearsay under
`attribution`. Fresh names and topics. Three labels were settled before scoring (the key or value changed, no
verdict): `flight/confirmation_code` (not `trip/…`: `flight` modifies the keyed noun), `…/cuota_mensual_gimnasio`
(the value drops `mensual`), and `hoy Nahuel ha pasado por correos` (the event keeps its day).

Blind score (the rules of main at bf37785, scored once after the labels were committed at 44e6c9e,
`evaluate_realistic`): recall 48/73 = 0.658 (en 16/25, es 17/24, zh 15/24); by family subspan 18/28, list item 5/12,
coordination 1/6, filler 3/5, parenthetical 5/6, speaker 4/4, elision 6/6, third person 3/3, contrast 3/3; false
accepts 4/72: wrong_speaker 2/6 (a forwarded message's and a quoted message's `I` bound to the speaker:
`---------- Forwarded message --------- From: Greta Lund I work nights at the depot`, `… me escribió Iker: «Vivo en
Zarautz …»`), condition 1/4 (`Si nos dan el visto bueno, revisamos el presupuesto y lo enviamos …` →
`Lo enviamos …`), negation 1/6 (`我对芒果不过敏` → `对芒果过敏`); subspan_restricted 0/15, hedge 0/8,
parenthetical_restrictive 0/7, possessor_drop 0/6, list_scope 0/6, identifier, scope, number, speaker_tense 0/3 each,
attribution 0/2. No label changed after scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
WENDELL, SAOIRSE, TOBIAH, KEZIAH, REBECCA = "Wendell", "Saoirse", "Tobiah", "Keziah", "Rebecca"
NAHUEL, MARIBEL, FULGENCIO, XIOMARA, BEGONA = "Nahuel", "Maribel", "Fulgencio", "Xiomara", "Begoña"
ZIQIAN, AKE, LAOCHU, BAIXUE = "邝子谦", "阿珂", "老褚", "柏雪"

BATCH_17: tuple[Realistic, ...] = (
    # --- English -----------------------------------------------------------------------------------------------
    # An e-mail address out of a multi-paragraph e-mail, beside the same routing under a leave-cover time frame.
    _r(_EN, "subspan", V,
       "Hi Dana,\n\nThanks for sorting the onboarding so quickly. A couple of admin things: purchase orders go to "
       "procurement@tallowfield.com, and anything about the lease goes to our facilities lead.\n\nBest,\nImogen",
       "procurement@tallowfield.com", evidence="purchase orders go to procurement@tallowfield.com",
       key="tallowfield/purchase_order_email"),
    _r(_EN, "subspan_restricted", N,
       "Hi all — heads up: while Priyanka is on leave (till 3 Nov), purchase orders go to "
       "cover-procurement@tallowfield.com. Normal routing resumes after that.",
       "cover-procurement@tallowfield.com",
       evidence="while Priyanka is on leave (till 3 Nov), purchase orders go to cover-procurement@tallowfield.com",
       key="tallowfield/purchase_order_email"),
    # A phone number out of a voice-dictated run-on, beside a number the speaker calls old.
    _r(_EN, "subspan", V,
       "ok so my new number is 415 555 0192 can you update that in the system and also thursday at 3 still works for "
       "me thanks", "415 555 0192", evidence="my new number is 415 555 0192", speaker=WENDELL, key="wendell/phone"),
    _r(_EN, "subspan_restricted", N,
       "yeah that 415 555 0187 number was my old one i dont use it anymore just so you know", "415 555 0187",
       evidence="that 415 555 0187 number was my old one", speaker=WENDELL, key="wendell/phone"),
    # A JSON line of a tool output, beside a field the key does not name.
    _r(_EN, "subspan", V,
       '{"status": "shipped", "carrier": "UPS", "tracking_number": "1Z84X7E20391847265", "eta": "2026-11-14"}',
       "1Z84X7E20391847265", evidence='"tracking_number": "1Z84X7E20391847265"', key="order/tracking_number"),
    _r(_EN, "subspan_restricted", N,
       '{"status": "returned_to_sender", "previous_tracking_number": "1Z84X7E20391847266", "replacement": null}',
       "1Z84X7E20391847266", evidence='"previous_tracking_number": "1Z84X7E20391847266"',
       key="order/tracking_number"),
    # A table row turned into a fact, beside a row naming another amount.
    _r(_EN, "subspan", V,
       "Item | Qty | Price\nStanding desk frame | 1 | $389.00\nBamboo top 140x70 | 1 | $129.00\n"
       "Grand total | | $518.00",
       "$518.00", evidence="Grand total | | $518.00", key="order/total"),
    _r(_EN, "subspan_restricted", N,
       "Item | Qty | Price\nDesk lamp | 1 | $68.50\nBalance due after gift card | | $18.50", "$18.50",
       evidence="Balance due after gift card | | $18.50", key="order/total"),
    # A date out of a support ticket, beside a tentative date pending parts.
    _r(_EN, "subspan", V,
       "Ticket #48213 — Customer reports the unit stopped cooling. Technician visit booked for Tuesday 18 November "
       "between 8 and 12. Customer asked for a call 30 min before arrival.", "Tuesday 18 November",
       evidence="Technician visit booked for Tuesday 18 November", key="ticket_48213/visit_date"),
    _r(_EN, "subspan_restricted", N,
       "Ticket #48217 — Technician visit tentatively booked for Friday 21 November, pending parts availability.",
       "Friday 21 November", evidence="Technician visit tentatively booked for Friday 21 November",
       key="ticket_48217/visit_date"),
    # A name in lowercase chat, beside another person's dentist.
    _r(_EN, "subspan", V, "lol my dentist is dr. okonkwo-hale on bridge st, shes great tbh", "dr. okonkwo-hale",
       evidence="my dentist is dr. okonkwo-hale", speaker=SAOIRSE, key="saoirse/dentist"),
    _r(_EN, "possessor_drop", N, "my daughter's dentist is dr. fairweather, shes lovely with kids", "dr. fairweather",
       evidence="my daughter's dentist is dr. fairweather", speaker=SAOIRSE, key="saoirse/dentist"),
    # A code with abbreviations and an emoji around it, beside a truncated booking reference.
    _r(_EN, "subspan", V, "btw flight confirmation code is QX7T2M, we fly out tmrw morning 🙌", "QX7T2M",
       evidence="flight confirmation code is QX7T2M", key="flight/confirmation_code"),
    _r(_EN, "identifier", N, "booking ref for the cabin is HLX-2207-RR9, pls dont lose it", "HLX-2207",
       key="cabin/booking_ref"),
    # A profile line a tool wrote, beside the same line with a restricting aside.
    _r(_EN, "subspan", V, "Seat preference: aisle. Meal: vegetarian. Frequent flyer: BA Gold", "aisle",
       evidence="Seat preference: aisle", key="tobiah/seat_preference"),
    _r(_EN, "parenthetical_restrictive", N, "Seat preference: aisle (short-haul only). Meal: no preference", "aisle",
       evidence="Seat preference: aisle (short-haul only)", key="keziah/seat_preference"),
    # A name the speaker asks to be called, beside a name only one person uses.
    _r(_EN, "subspan", V, "pls call me Bex, nobody calls me Rebecca except my gran", "Bex",
       evidence="pls call me Bex", speaker=REBECCA, key="rebecca/preferred_name"),
    _r(_EN, "scope", N, "my gran calls me Becky, everyone else calls me Bex", "Becky",
       evidence="my gran calls me Becky", speaker=REBECCA, key="rebecca/preferred_name"),
    # An employer after "work at … now", beside an interview next week.
    _r(_EN, "subspan", V, "I work at Brightwater Analytics now, data team, loving it so far!", "Brightwater Analytics",
       evidence="I work at Brightwater Analytics now", speaker=KEZIAH, key="keziah/employer"),
    _r(_EN, "subspan_restricted", N, "I'm interviewing at Brightwater Analytics next week, fingers crossed",
       "Brightwater Analytics", evidence="I'm interviewing at Brightwater Analytics next week", speaker=KEZIAH,
       key="keziah/employer"),
    # Filler and slang dropped, beside hearsay the speaker disowns.
    _r(_EN, "filler", V, "um so like basically the wifi in the studio drops every time the microwave is on lol",
       "the wifi in the studio drops every time the microwave is on"),
    _r(_EN, "filler", V, "ngl the 7:40 bus has been late literally every day this week 😤",
       "the 7:40 bus has been late literally every day this week"),
    _r(_EN, "hedge", N, "pretty sure the studio wifi gets fixed next week but dont quote me",
       "the studio wifi gets fixed next week"),
    # The speaker restated out of a longer intro, beside a forwarded message whose "I" is someone else.
    _r(_EN, "speaker", V,
       "Hey, it's Tobiah from 4B — I work nights at the distribution centre so I'm asleep most mornings",
       "Tobiah works nights at the distribution centre", evidence="I work nights at the distribution centre",
       speaker=TOBIAH),
    _r(_EN, "wrong_speaker", N,
       "---------- Forwarded message ---------\nFrom: Greta Lund\nI work nights at the depot, so mornings are out.",
       "Tobiah works nights at the depot", evidence="I work nights at the depot", speaker=TOBIAH),
    # mem0's "User", beside a past the value drops.
    _r(_EN, "third_person", V, "quick intro: I'm a second-year nursing student at Dalhousie and I run on coffee ☕",
       "User is a second-year nursing student at Dalhousie",
       evidence="I'm a second-year nursing student at Dalhousie", speaker=KEZIAH),
    _r(_EN, "speaker_tense", N, "I was a nursing student at Dalhousie until I switched to pharmacy",
       "User is a nursing student at Dalhousie", evidence="I was a nursing student at Dalhousie", speaker=KEZIAH),
    # The subject left out for the speaker, beside a negation and a wish.
    _r(_EN, "elision", V, "I'm lactose intolerant so pls no cheese on mine 🙏", "Lactose intolerant",
       evidence="I'm lactose intolerant", speaker=KEZIAH, key="keziah/diet"),
    _r(_EN, "negation", N, "I'm not lactose intolerant, I just don't like milk", "Lactose intolerant",
       evidence="I'm not lactose intolerant", speaker=KEZIAH, key="keziah/diet"),
    _r(_EN, "elision", V, "Hi, I'm Wendell, I manage the front desk at the Linden Street clinic",
       "Manages the front desk at the Linden Street clinic",
       evidence="I manage the front desk at the Linden Street clinic", speaker=WENDELL),
    _r(_EN, "hedge", N, "honestly I'd love to manage the front desk at the Linden Street clinic one day",
       "Manages the front desk at the Linden Street clinic",
       evidence="I'd love to manage the front desk at the Linden Street clinic", speaker=WENDELL),
    # A shared-subject conjunct out of a dictated run-on and an e-mail, beside a condition and another person.
    _r(_EN, "coordination", V,
       "so I dropped the kids at school picked up the dry cleaning and then I called the insurance people about the "
       "windshield", "Saoirse picked up the dry cleaning", speaker=SAOIRSE),
    _r(_EN, "coordination", V,
       "We reviewed the draft contract, flagged two clauses on liability and sent our comments to Harlow & Finch on "
       "Monday.", "We sent our comments to Harlow & Finch on Monday"),
    _r(_EN, "condition", N,
       "If the client signs off, we'll review the draft and send our comments to Harlow & Finch on Monday.",
       "We'll send our comments to Harlow & Finch on Monday"),
    _r(_EN, "wrong_speaker", N, "My partner quit smoking in March and I started running",
       "Saoirse quit smoking in March", speaker=SAOIRSE),
    # Asides of description dropped, beside asides of condition and scope.
    _r(_EN, "parenthetical", V,
       "Our landlord (super nice guy btw, retired teacher) is replacing the boiler on the 12th.",
       "Our landlord is replacing the boiler on the 12th"),
    _r(_EN, "parenthetical_restrictive", N,
       "Our landlord is replacing the boiler on the 12th (assuming the part arrives in time).",
       "Our landlord is replacing the boiler on the 12th"),
    _r(_EN, "parenthetical", V,
       "The quarterly review — moved from Room 4 because of the leak — will now be held in the library.",
       "The quarterly review will now be held in the library"),
    _r(_EN, "parenthetical_restrictive", N,
       "The quarterly review will be held in the library (for the finance team only; everyone else dials in).",
       "The quarterly review will be held in the library"),
    # One list item, from a record line, a chat and a listing, beside lists under a scope word and an exception.
    _r(_EN, "list_item", V, "Allergies on file: sulfa drugs, latex, tree nuts", "latex",
       key="patient_4471/allergies"),
    _r(_EN, "list_item", V,
       "for the party I'm bringing chips, a lemon drizzle cake and like 2 bottles of prosecco lol",
       "Tobiah is bringing a lemon drizzle cake",
       evidence="I'm bringing chips, a lemon drizzle cake and like 2 bottles of prosecco", speaker=TOBIAH),
    _r(_EN, "list_item", V,
       "The apartment comes with a washer, a dishwasher and a parking spot in the underground garage.",
       "The apartment comes with a dishwasher"),
    _r(_EN, "list_scope", N, "Only the two-bedroom units come with a washer, a dishwasher and a parking spot.",
       "The units come with a dishwasher"),
    _r(_EN, "list_scope", N, "We ship to the US, Canada and Mexico, except for oversized items.", "We ship to Canada"),
    _r(_EN, "list_item", V, "I have one brother and three sisters, all older than me", "Tobiah has three sisters",
       evidence="I have one brother and three sisters", speaker=TOBIAH),
    _r(_EN, "negation", N, "we dont have a dishwasher or a parking spot, just a tiny washer", "we have a parking spot",
       evidence="we dont have a dishwasher or a parking spot"),
    _r(_EN, "number", N, "Order contains 2 of 3 items; the third ships separately.", "Order contains 3 items",
       evidence="Order contains 2 of 3 items"),
    # A question is not an assertion.
    _r(_EN, "hedge", N, "hey do you guys still deliver to Fairview Heights on sundays??",
       "you guys still deliver to Fairview Heights on sundays"),
    # A correction kept without the value it replaces.
    _r(_EN, "contrast", V, "Reminder: the recycling is collected on Thursdays now, not Wednesdays.",
       "the recycling is collected on Thursdays now"),
    # --- Spanish -----------------------------------------------------------------------------------------------
    # An e-mail address out of a gestoría's e-mail, beside the same routing in August only.
    _r(_ES, "subspan", V,
       "Buenas tardes:\n\nLes escribo desde la gestoría. Les recuerdo que las facturas de proveedores se envían a "
       "facturas@gestoriaullate.es; el resto de consultas, al teléfono de siempre.\n\nUn saludo,\nIciar",
       "facturas@gestoriaullate.es", evidence="las facturas de proveedores se envían a facturas@gestoriaullate.es",
       key="gestoría_ullate/email_facturas"),
    _r(_ES, "subspan_restricted", N,
       "Durante agosto las facturas de proveedores se envían a verano@gestoriaullate.es, en septiembre volvemos a lo "
       "normal", "verano@gestoriaullate.es",
       evidence="Durante agosto las facturas de proveedores se envían a verano@gestoriaullate.es",
       key="gestoría_ullate/email_facturas"),
    # A phone number out of a voice-dictated run-on, beside the mother's number.
    _r(_ES, "subspan", V,
       "hola buenas soy Nahuel te paso mi celular es el 11 5823 4470 llamame despues de las seis o mandame whatsapp",
       "11 5823 4470", evidence="mi celular es el 11 5823 4470", speaker=NAHUEL, key="nahuel/celular"),
    _r(_ES, "possessor_drop", N, "el 11 5823 4471 es el celu de mi vieja por si no me encontrás", "11 5823 4471",
       evidence="el 11 5823 4471 es el celu de mi vieja", speaker=NAHUEL, key="nahuel/celular"),
    # A tracking number on a status line, beside a truncated locator.
    _r(_ES, "subspan", V,
       "Estado: En reparto | Nº de seguimiento: CX492017735ES | Entrega prevista: hoy antes de las 14:00",
       "CX492017735ES", evidence="Nº de seguimiento: CX492017735ES", key="pedido/número_seguimiento"),
    _r(_ES, "identifier", N, "Tu localizador es R7Q-45KD-09, guárdalo bien", "R7Q-45KD", key="vuelo/localizador"),
    # A monthly fee out of an e-mail, beside a fee from January.
    _r(_ES, "subspan", V,
       "Hola Xiomara, te confirmo que la cuota mensual del gimnasio es de 39,90 € y se cobra el día 1 de cada mes.",
       "39,90 €", evidence="la cuota mensual del gimnasio es de 39,90 €", speaker=XIOMARA,
       key="xiomara/cuota_mensual_gimnasio"),
    _r(_ES, "subspan_restricted", N, "ojo q la cuota del gimnasio sube a 44,90 € a partir de enero", "44,90 €",
       evidence="la cuota del gimnasio sube a 44,90 € a partir de enero", speaker=XIOMARA,
       key="xiomara/cuota_gimnasio"),
    # A date and time on a confirmation, beside a provisional date.
    _r(_ES, "subspan", V,
       "Confirmamos su cita: lunes 24 de noviembre a las 10:15 en la consulta 3 (Dra. Arrieta). Traiga la tarjeta "
       "sanitaria.", "lunes 24 de noviembre a las 10:15",
       evidence="Confirmamos su cita: lunes 24 de noviembre a las 10:15", key="paciente/cita"),
    _r(_ES, "subspan_restricted", N,
       "Cita provisional: jueves 27 de noviembre, pendiente de confirmar por el especialista", "jueves 27 de noviembre",
       evidence="Cita provisional: jueves 27 de noviembre", key="paciente/cita"),
    # A name after "se llama", beside the boss of the speaker's sister.
    _r(_ES, "subspan", V, "mi jefa se llama Begoña Larrañaga, es un poco intensa jaja", "Begoña Larrañaga",
       evidence="mi jefa se llama Begoña Larrañaga", speaker=MARIBEL, key="maribel/jefa"),
    _r(_ES, "possessor_drop", N, "la jefa de mi hermana se llama Begoña Urrutia, trabajan en Deusto", "Begoña Urrutia",
       evidence="la jefa de mi hermana se llama Begoña Urrutia", speaker=MARIBEL, key="maribel/jefa"),
    # Spanglish: an e-mail after "mándame el invoice a", beside the accountant's address.
    _r(_ES, "subspan", V, "mándame el invoice a maribel.q@lumenta.io porfa, q el otro correo no lo miro",
       "maribel.q@lumenta.io", evidence="mándame el invoice a maribel.q@lumenta.io", speaker=MARIBEL,
       key="maribel/email"),
    _r(_ES, "possessor_drop", N, "mándale el invoice a mi contable, contabilidad.rg@gmail.com",
       "contabilidad.rg@gmail.com", speaker=MARIBEL, key="maribel/email"),
    # An employer after "ahora trabajo en", beside an interview next week.
    _r(_ES, "subspan", V, "Ahora trabajo en Lumenta Labs, en el equipo de datos, y estoy encantada", "Lumenta Labs",
       evidence="Ahora trabajo en Lumenta Labs", speaker=MARIBEL, key="maribel/empresa"),
    _r(_ES, "subspan_restricted", N, "La semana que viene tengo una entrevista en Lumenta Labs, crucemos los dedos",
       "Lumenta Labs", evidence="La semana que viene tengo una entrevista en Lumenta Labs", speaker=MARIBEL,
       key="maribel/empresa"),
    # A nickname the speaker asks for, beside one only the grandmother uses.
    _r(_ES, "subspan", V, "llámame Bego, todo el mundo me llama así menos mi abuela", "Bego",
       evidence="llámame Bego", speaker=BEGONA, key="begoña/nombre_preferido"),
    _r(_ES, "scope", N, "mi abuela me llama Begoñita, los demás me llaman Bego", "Begoñita",
       evidence="mi abuela me llama Begoñita", speaker=BEGONA, key="begoña/nombre_preferido"),
    # Filler and abbreviations dropped, beside a hedge and hearsay.
    _r(_ES, "filler", V, "bueno pues nada, que el ascensor del portal lleva roto desde el lunes, un horror",
       "el ascensor del portal lleva roto desde el lunes"),
    _r(_ES, "hedge", N, "creo que el ascensor lo arreglan el jueves pero no me fío",
       "el ascensor lo arreglan el jueves"),
    _r(_ES, "filler", V, "jajaja q fuerte, el bus 27 ya no para en la plaza desde el lunes 🙄",
       "el bus 27 ya no para en la plaza desde el lunes"),
    _r(_ES, "attribution", N, "me dijeron q el bus 27 dejará de parar en la plaza, no sé si es verdad",
       "el bus 27 dejará de parar en la plaza"),
    # The speaker restated with the subject left out in the source, beside a past job.
    _r(_ES, "speaker", V,
       "Soy Fulgencio, el del 3ºB. Trabajo de celador en el Hospital de Basurto, por eso tengo turnos raros.",
       "Fulgencio trabaja de celador en el Hospital de Basurto",
       evidence="Trabajo de celador en el Hospital de Basurto", speaker=FULGENCIO),
    _r(_ES, "speaker_tense", N, "Trabajé de celador en el Hospital de Basurto hasta 2021, ahora estoy jubilado",
       "Fulgencio trabaja de celador en el Hospital de Basurto",
       evidence="Trabajé de celador en el Hospital de Basurto", speaker=FULGENCIO),
    # mem0's "El usuario", beside a quoted message whose first person is Iker.
    _r(_ES, "third_person", V, "Vivo en Vitoria desde hace poco, en el barrio de Lakua", "El usuario vive en Vitoria",
       evidence="Vivo en Vitoria", speaker=MARIBEL),
    _r(_ES, "wrong_speaker", N, "Te reenvío lo que me escribió Iker: «Vivo en Zarautz y me viene fatal ir a Bilbao»",
       "Maribel vive en Zarautz", evidence="Vivo en Zarautz", speaker=MARIBEL),
    # The subject left out for the speaker, beside a negation and a wish.
    _r(_ES, "elision", V, "Soy celíaca, así que ojo con el pan 🙏", "Es celíaca", evidence="Soy celíaca",
       speaker=XIOMARA, key="xiomara/dieta"),
    _r(_ES, "negation", N, "No soy celíaca, solo intento comer menos gluten", "Es celíaca", evidence="No soy celíaca",
       speaker=XIOMARA, key="xiomara/dieta"),
    _r(_ES, "elision", V, "buenas!! estudio enfermería en la UPV y curro los findes en un bar",
       "Estudia enfermería en la UPV", evidence="estudio enfermería en la UPV", speaker=XIOMARA),
    _r(_ES, "hedge", N, "el año que viene quiero estudiar enfermería en la UPV", "Estudia enfermería en la UPV",
       speaker=XIOMARA),
    # A shared-subject conjunct out of a dictated run-on and an e-mail, beside a condition and another person.
    _r(_ES, "coordination", V,
       "hoy he llevado a los niños al cole he pasado por correos y he pedido cita para la ITV",
       "hoy Nahuel ha pasado por correos", speaker=NAHUEL),
    _r(_ES, "coordination", V,
       "Revisamos el presupuesto, ajustamos las partidas de transporte y lo enviamos a Construcciones Ibarra el "
       "viernes.", "Lo enviamos a Construcciones Ibarra el viernes"),
    _r(_ES, "condition", N,
       "Si nos dan el visto bueno, revisamos el presupuesto y lo enviamos a Construcciones Ibarra el viernes.",
       "Lo enviamos a Construcciones Ibarra el viernes"),
    _r(_ES, "wrong_speaker", N, "Mi marido dejó de fumar en marzo y yo empecé a correr",
       "Xiomara dejó de fumar en marzo", evidence="Mi marido dejó de fumar en marzo", speaker=XIOMARA),
    # Asides of description dropped, beside asides of condition and scope.
    _r(_ES, "parenthetical", V,
       "El casero (majísimo, por cierto, jubilado de Renfe) va a cambiar la caldera el día 12.",
       "El casero va a cambiar la caldera el día 12"),
    _r(_ES, "parenthetical_restrictive", N,
       "El casero va a cambiar la caldera el día 12 (si le llega la pieza a tiempo).",
       "El casero va a cambiar la caldera el día 12"),
    _r(_ES, "parenthetical", V,
       "La junta de vecinos —la que se aplazó por la lluvia— será el miércoles en el bajo del portal 2.",
       "La junta de vecinos será el miércoles en el bajo del portal 2"),
    _r(_ES, "parenthetical_restrictive", N,
       "La junta de vecinos será el miércoles en el bajo del portal 2 (solo para propietarios; los inquilinos no "
       "votan).", "La junta de vecinos será el miércoles en el bajo del portal 2"),
    # One list item, from a record line, a chat and a listing, beside lists under a scope word and an exception.
    _r(_ES, "list_item", V, "Alergias registradas: sulfamidas, látex, frutos secos", "látex",
       key="paciente_2290/alergias"),
    _r(_ES, "list_item", V, "para la cena llevo tortilla, una ensalada de pasta y como 2 botellas de vino jaja",
       "para la cena Nahuel lleva una ensalada de pasta",
       evidence="para la cena llevo tortilla, una ensalada de pasta y como 2 botellas de vino", speaker=NAHUEL),
    _r(_ES, "list_item", V, "El piso tiene lavadora, lavavajillas y una plaza de garaje en el sótano.",
       "El piso tiene lavavajillas"),
    _r(_ES, "list_scope", N, "Solo los pisos de dos habitaciones tienen lavadora, lavavajillas y plaza de garaje.",
       "Los pisos tienen lavavajillas"),
    _r(_ES, "list_scope", N, "Enviamos a España, Portugal y Andorra, salvo productos voluminosos.",
       "Enviamos a Portugal"),
    _r(_ES, "list_item", V, "Tengo dos hermanos y una hermana, todos mayores que yo", "Nahuel tiene una hermana",
       evidence="Tengo dos hermanos y una hermana", speaker=NAHUEL),
    _r(_ES, "negation", N, "no tenemos ni lavavajillas ni garaje, solo una lavadora minúscula", "tenemos garaje",
       evidence="no tenemos ni lavavajillas ni garaje"),
    _r(_ES, "number", N, "Del concierto nos quedan 2 de las 5 entradas, avisad si queréis una",
       "nos quedan 5 entradas", evidence="nos quedan 2 de las 5 entradas"),
    # A question is not an assertion.
    _r(_ES, "hedge", N, "¿seguís repartiendo en Getxo los domingos?", "seguís repartiendo en Getxo los domingos"),
    # A correction kept without the value it replaces.
    _r(_ES, "contrast", V, "Recordad: la basura orgánica se recoge ahora los martes, no los lunes.",
       "la basura orgánica se recoge ahora los martes"),
    # --- Chinese -----------------------------------------------------------------------------------------------
    # An e-mail address out of a finance notice, beside the same routing during the audit.
    _r(_ZH, "subspan", V, "各位好，财务这边提醒一下：供应商发票请发到invoice@hengtai-log.cn，谢谢配合！",
       "invoice@hengtai-log.cn", evidence="供应商发票请发到invoice@hengtai-log.cn", key="恒泰物流/发票邮箱"),
    _r(_ZH, "subspan_restricted", N, "审计期间（到12月底）供应商发票请发到audit@hengtai-log.cn，之后恢复原邮箱",
       "audit@hengtai-log.cn", evidence="审计期间（到12月底）供应商发票请发到audit@hengtai-log.cn",
       key="恒泰物流/发票邮箱"),
    # A phone number out of a voice-dictated run-on, beside a number the speaker calls former.
    _r(_ZH, "subspan", V, "喂那个我换号了新号码是138 2047 6619你帮我在系统里改一下然后周四下午还是照旧",
       "138 2047 6619", evidence="新号码是138 2047 6619", speaker=ZIQIAN, key="邝子谦/手机"),
    _r(_ZH, "subspan_restricted", N, "138 2047 6618是我以前的号码，早就不用了", "138 2047 6618",
       evidence="138 2047 6618是我以前的号码", speaker=ZIQIAN, key="邝子谦/手机"),
    # A waybill number on a courier line, beside a truncated pickup code.
    _r(_ZH, "subspan", V, "【物流信息】运单号：SF1402876639251 状态：派送中 预计今天18:00前送达", "SF1402876639251",
       evidence="运单号：SF1402876639251", key="订单/运单号"),
    _r(_ZH, "identifier", N, "您的取件码是A12-3087，请于今天内取件", "A12", evidence="您的取件码是A12-3087",
       key="快递/取件码"),
    # A fee out of a message, beside a fee from next year.
    _r(_ZH, "subspan", V, "柏雪你好，确认一下：你们小区的物业费是每月2.8元/平米，每季度初收取。", "每月2.8元/平米",
       evidence="你们小区的物业费是每月2.8元/平米", key="柏雪/物业费"),
    _r(_ZH, "subspan_restricted", N, "通知：物业费从明年1月起涨到每月3.2元/平米", "每月3.2元/平米",
       evidence="物业费从明年1月起涨到每月3.2元/平米", key="柏雪/物业费"),
    # A date on a booking notice, beside a tentative date.
    _r(_ZH, "subspan", V, "【预约成功】您已预约11月26日（周三）上午9:30的牙科洁牙，请提前15分钟到达。",
       "11月26日（周三）上午9:30", evidence="您已预约11月26日（周三）上午9:30的牙科洁牙", key="患者/洁牙预约"),
    _r(_ZH, "subspan_restricted", N, "暂定11月28日上午复诊，具体等医生通知", "11月28日上午",
       evidence="暂定11月28日上午复诊", key="患者/复诊时间"),
    # A name after "叫", beside the cousin's teacher.
    _r(_ZH, "subspan", V, "我们班主任叫褚慧敏，人挺好的就是有点严", "褚慧敏", evidence="我们班主任叫褚慧敏",
       speaker=AKE, key="阿珂/班主任"),
    _r(_ZH, "possessor_drop", N, "我表妹的班主任叫郑立华，教数学的", "郑立华", evidence="我表妹的班主任叫郑立华",
       speaker=AKE, key="阿珂/班主任"),
    # An English slot word inside Chinese, beside the boss's address.
    _r(_ZH, "subspan", V, "我的email是kzq.design@outlook.com，有事直接发我", "kzq.design@outlook.com",
       evidence="我的email是kzq.design@outlook.com", speaker=ZIQIAN, key="邝子谦/email"),
    _r(_ZH, "possessor_drop", N, "我老板的email是boss.liang@outlook.com，你cc他一下", "boss.liang@outlook.com",
       evidence="我老板的email是boss.liang@outlook.com", speaker=ZIQIAN, key="邝子谦/email"),
    # An employer, beside an interview next week.
    _r(_ZH, "subspan", V, "我现在在字节跳动做数据分析，挺忙的", "字节跳动", evidence="我现在在字节跳动做数据分析",
       speaker=ZIQIAN, key="邝子谦/公司"),
    _r(_ZH, "subspan_restricted", N, "下周去字节跳动面试，祝我好运", "字节跳动", evidence="下周去字节跳动面试",
       speaker=ZIQIAN, key="邝子谦/公司"),
    # A nickname the speaker asks for, beside one only the grandmother uses.
    _r(_ZH, "subspan", V, "叫我小柏就行，大家都这么叫", "小柏", evidence="叫我小柏就行", speaker=BAIXUE,
       key="柏雪/称呼"),
    _r(_ZH, "scope", N, "只有我奶奶叫我雪雪，别人都叫小柏", "雪雪", evidence="只有我奶奶叫我雪雪", speaker=BAIXUE,
       key="柏雪/称呼"),
    # Filler dropped, beside hearsay.
    _r(_ZH, "filler", V, "哈哈哈就是说，楼下那家奶茶店居然关门了😭", "楼下那家奶茶店居然关门了"),
    _r(_ZH, "attribution", N, "听说楼下那家奶茶店下个月要关门了，不知道真的假的", "楼下那家奶茶店下个月要关门了"),
    # The speaker restated, with 明儿, beside a past job and a condition.
    _r(_ZH, "speaker", V, "我是302的老褚，我在菜市场门口开了家修车铺，所以起得早", "老褚在菜市场门口开了家修车铺",
       evidence="我在菜市场门口开了家修车铺", speaker=LAOCHU),
    _r(_ZH, "speaker_tense", N, "我以前在菜市场门口开修车铺，现在退休了", "老褚在菜市场门口开修车铺",
       evidence="我以前在菜市场门口开修车铺", speaker=LAOCHU),
    _r(_ZH, "speaker", V, "明儿上午十点我去4S店保养车，你别等我吃早饭", "明儿上午十点老褚去4S店保养车",
       evidence="明儿上午十点我去4S店保养车", speaker=LAOCHU),
    _r(_ZH, "condition", N, "要是明儿不下雨，我上午去4S店保养车", "明儿老褚上午去4S店保养车", speaker=LAOCHU),
    # mem0's "用户", beside a forwarded message whose first person is someone else.
    _r(_ZH, "third_person", V, "自我介绍一下，我在杭州做UI设计，平时喜欢爬山", "用户在杭州做UI设计",
       evidence="我在杭州做UI设计", speaker=AKE),
    _r(_ZH, "wrong_speaker", N, "转发一下小蒋的话：“我在苏州做UI设计，想找个合租的”", "阿珂在苏州做UI设计",
       evidence="我在苏州做UI设计，想找个合租的", speaker=AKE),
    # The subject left out for the speaker, beside a negation and a wish.
    _r(_ZH, "elision", V, "我对芒果过敏，别放芒果哈🙏", "对芒果过敏", evidence="我对芒果过敏", speaker=BAIXUE,
       key="柏雪/过敏"),
    _r(_ZH, "negation", N, "我对芒果不过敏，只是不爱吃", "对芒果过敏", evidence="我对芒果不过敏", speaker=BAIXUE,
       key="柏雪/过敏"),
    _r(_ZH, "elision", V, "我在上海交大读研二，主要做机器人方向", "在上海交大读研二", evidence="我在上海交大读研二",
       speaker=AKE),
    _r(_ZH, "hedge", N, "我明年想去上海交大读研", "去上海交大读研", speaker=AKE),
    # A shared-subject conjunct out of a run-on and a work note, beside a condition and another person.
    _r(_ZH, "coordination", V, "今天送完孩子上学去了趟邮局然后又去银行办了张卡", "老褚今天去了趟邮局", speaker=LAOCHU),
    _r(_ZH, "coordination", V, "我们审核了合同，标出了两处责任条款，周一把意见发给了律所", "我们周一把意见发给了律所"),
    _r(_ZH, "condition", N, "如果客户同意，我们就审核合同，周一把意见发给律所", "我们周一把意见发给律所"),
    _r(_ZH, "wrong_speaker", N, "我老公三月份戒烟了，我开始跑步了", "柏雪三月份戒烟了",
       evidence="我老公三月份戒烟了", speaker=BAIXUE),
    # Asides of description dropped, beside asides of condition and scope.
    _r(_ZH, "parenthetical", V, "房东（人挺好的，退休老师）说12号来换热水器", "房东说12号来换热水器"),
    _r(_ZH, "parenthetical_restrictive", N, "房东说12号来换热水器（前提是配件能到）", "房东说12号来换热水器"),
    _r(_ZH, "parenthetical", V, "季度复盘会——因为漏水从4楼搬走了——改在图书馆开", "季度复盘会改在图书馆开"),
    _r(_ZH, "parenthetical_restrictive", N, "季度复盘会改在图书馆开（仅限财务部，其他人线上参加）",
       "季度复盘会改在图书馆开"),
    # One list item, from a record line, a chat and a listing, beside lists under a scope word and an exception.
    _r(_ZH, "list_item", V, "过敏史：磺胺类、乳胶、坚果", "乳胶", key="患者3318/过敏史"),
    _r(_ZH, "list_item", V, "我聚餐带薯片、一个柠檬蛋糕还有两瓶起泡酒哈哈", "柏雪聚餐带一个柠檬蛋糕",
       evidence="我聚餐带薯片、一个柠檬蛋糕还有两瓶起泡酒", speaker=BAIXUE),
    _r(_ZH, "list_item", V, "这套房子带洗衣机、洗碗机和一个地下车位", "这套房子带洗碗机"),
    _r(_ZH, "list_scope", N, "只有两居室的户型带洗衣机、洗碗机和车位", "户型带洗碗机"),
    _r(_ZH, "list_scope", N, "我们发货到北京、天津和河北，大件商品除外", "我们发货到天津"),
    _r(_ZH, "list_item", V, "我有两个哥哥和一个姐姐，都比我大不少", "老褚有一个姐姐",
       evidence="我有两个哥哥和一个姐姐", speaker=LAOCHU),
    _r(_ZH, "negation", N, "我们家没有洗碗机也没有车位，只有个小洗衣机", "我们家有车位",
       evidence="我们家没有洗碗机也没有车位"),
    _r(_ZH, "number", N, "我们楼里住了20户，其中8户是租客", "楼里住了8户", evidence="我们楼里住了20户，其中8户"),
    # A question is not an assertion.
    _r(_ZH, "hedge", N, "你们周日还送到望京吗？", "你们周日还送到望京"),
    # A correction kept without the value it replaces.
    _r(_ZH, "contrast", V, "提醒：厨余垃圾现在改成周二收了，不是周一", "厨余垃圾现在改成周二收了"),
)  # fmt: skip
