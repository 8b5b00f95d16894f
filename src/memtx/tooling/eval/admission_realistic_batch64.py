"""The realistic set's sixty-fourth batch: a blind measurement of the merged admission rules (issue 31, brief B64).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b64, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here, in domains the earlier batches used little:
marinas, climbing walls, blood donation, solar installers, chimney sweeps, ferries, astronomy clubs, physiotherapy,
kayak storage, dry cleaners, beekeeping associations, escape rooms, wine clubs, parish archives, locksmiths, scuba
clubs, plant nurseries, photo labs, hearing clinics, alterations, ski hire and office IT helpdesks; in Spanish,
peluquerías, fontanería, clubes de pádel, casas rurales, lavanderías, academias de oposiciones, herbolarios, bancos de
alimentos, reparación de móviles, talleres de cerámica, clubes de montaña, churrerías, protectoras, gimnasios de
boxeo, floristerías, ferias de artesanía y catering; in Chinese, 快递驿站, 装修公司, 民宿, 剧本杀, 摄影工作室, 健身私教,
茶庄, 月嫂, 洗衣店, 钓鱼, 家电维修, 社区团购, 羽毛球馆, 充电桩, 花店, 开锁 and 家政保洁. Registers: voice-note
transcripts with fillers, chat lines and chat exports with stamps, e-mails with signatures, JSON tool outputs,
receipts, SMS notifications, forms, notices and contact cards, Spanish and Chinese ones in their own registers.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Keeps two hives in the orchard at Elm Farm`); some keep one item of a
list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a booking,
ticket or pickup code, an amount with its currency, a date or time phrase, a person's name), filed under a key in the
manner of LangGraph's memory tools (`crux_hall/tomasz/email`). Key styles are mixed on purpose: English keys over
Spanish and Chinese sources (`fontaneria_molina/phone`, `neighbourhood_station/parcel/pickup_code`), keys in the
source's language (`academia_oposita/nuria_campos/correo`, `安居装修/周建国/手机`), and `user/...`, `usuario/...` and
`用户/...` with the speaker bound. Several negatives differ from a faithful record only in what DESIGN §4 says
matters: a modifier of the keyed noun (`work mobile`, `correo del trabajo`, `访客wifi密码`), another owner (`my dad's
audiologist`, `la peluquera de mi madre`, `小王的私教`), a quoted or another turn's first person.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.

Scored once by the lead on the rules of f988ce3 (fourteenth session, no admission rule changed): 60/66 faithful, 0/54
false accepts. Held out of the dev split (`tests/unit/test_admission_blind_held_out.py`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the berth code alone after its label, which the key names (berth_ref); nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Harbourside Marina: your mooring is confirmed. Berth ref HM-W3317. Invoice to follow by e-mail.",
        "HM-W3317",
        evidence="Berth ref HM-W3317.",
        key="harbourside_marina/berth_ref",
    ),
    # subspan: the setter's e-mail alone; `me` is the speaker the key is about, `Best` a preference word.
    _r(
        "en",
        "subspan",
        True,
        (
            "Cheers,\nTomasz Wierzbicki\nRoute Setting Lead, Crux Hall Climbing\nBest email for me is "
            "tomasz.w@cruxhall.co.uk."
        ),
        "tomasz.w@cruxhall.co.uk",
        evidence="Best email for me is tomasz.w@cruxhall.co.uk.",
        speaker="Tomasz Wierzbicki",
        key="crux_hall/tomasz/email",
    ),
    # subspan: the appointment time alone after a label the key spells out; no frame or condition on it.
    _r(
        "en",
        "subspan",
        True,
        (
            "Northern Blood Service: Thanks for booking!\nNext donation appointment: Tue 18 Feb at 15:40\n"
            "Reply STOP to opt out."
        ),
        "Tue 18 Feb at 15:40",
        evidence="Next donation appointment: Tue 18 Feb at 15:40",
        key="northern_blood/next_donation_appointment",
    ),
    # subspan: the install date from a JSON tool output; its field is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"job_id": "SOL-55091", "panels": 10, "install_date": "2027-01-19", "status": "scheduled"}',
        "2027-01-19",
        evidence='"install_date": "2027-01-19"',
        key="brightroof_solar/install_date",
    ),
    # subspan: the amount on the receipt's TOTAL PAID line; the key names the label, the other lines are other clauses.
    _r(
        "en",
        "subspan",
        True,
        (
            "SOOTY & SONS CHIMNEY SWEEPS\nSweep + smoke test .... £85.00\nBird guard fitted .... £22.50\n"
            "TOTAL PAID £107.50\nThank you!"
        ),
        "£107.50",
        evidence="TOTAL PAID £107.50",
        key="sooty_and_sons/total_paid",
    ),
    # subspan: the ferry booking code alone; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Calmwater Ferries: Oban to Craignure, sailing 09:55. Booking reference FX7K2Q. Vehicle: 1 car.",
        "FX7K2Q",
        evidence="Booking reference FX7K2Q.",
        key="calmwater_ferries/booking_reference",
    ),
    # subspan: the treasurer's mobile alone; `my mobile` ties it to the speaker the key is about, no modifier or frame.
    _r(
        "en",
        "subspan",
        True,
        "hey all! new treasurer here 🙂 my mobile is 07911 123456, say hi anytime",
        "07911 123456",
        evidence="my mobile is 07911 123456",
        speaker="Priyanka Rao",
        key="stargazers_club/priyanka/mobile",
    ),
    # subspan: a name alone; `name is` names the key's relation and the physio is the user's own.
    _r(
        "en",
        "subspan",
        True,
        "Quick note for my records: my physio's name is Aoife Brennan, she works out of the Riverside clinic.",
        "Aoife Brennan",
        evidence="my physio's name is Aoife Brennan",
        speaker="user",
        key="user/physio",
    ),
    # filler: voice-note fillers (`Um, so, basically`, `uh`, the repeated `I`) dropped; every content word kept.
    _r(
        "en",
        "filler",
        True,
        "Um, so, basically, I, uh, I keep my kayak at the Millbrook boathouse.",
        "I keep my kayak at the Millbrook boathouse",
    ),
    # filler: fillers and the discourse marker dropped from a voicemail transcript; the clause is otherwise whole.
    _r(
        "en",
        "filler",
        True,
        (
            "Hi, it's, erm, it's Carla from Pressed Dry Cleaning — so, um, your wool coat is, like, ready "
            "for collection."
        ),
        "your wool coat is ready for collection",
        evidence="so, um, your wool coat is, like, ready for collection.",
    ),
    # filler: hesitations and a stutter (`the, the`, `um`) removed; nothing restrictive skipped.
    _r(
        "en",
        "filler",
        True,
        "Okay so, uh, the, the association's honey extractor is, um, back in the shed now.",
        "the association's honey extractor is back in the shed now",
    ),
    # speaker: speaker binding: `I run` becomes `Jonah runs`, everything else as said.
    _r(
        "en",
        "speaker",
        True,
        "Jonah: I run the Friday night games at LockedIn Rooms, so ping me about group bookings.",
        "Jonah runs the Friday night games at LockedIn Rooms",
        evidence="I run the Friday night games at LockedIn Rooms",
        speaker="Jonah",
    ),
    # speaker: mem0's `User` for the user's own `I`, verb agreeing; tense and content unchanged.
    _r(
        "en",
        "speaker",
        True,
        "User: I volunteer as a guide at the Kielder dark-sky observatory.\nAssistant: That sounds wonderful!",
        "User volunteers as a guide at the Kielder dark-sky observatory",
        evidence="I volunteer as a guide at the Kielder dark-sky observatory.",
        speaker="user",
    ),
    # speaker: the subject elided for the named speaker, verb agreeing; the number `two` kept.
    _r(
        "en",
        "speaker",
        True,
        "Hannah (beekeepers' WhatsApp): I keep two hives in the orchard at Elm Farm.",
        "Keeps two hives in the orchard at Elm Farm",
        evidence="I keep two hives in the orchard at Elm Farm.",
        speaker="Hannah",
    ),
    # verbatim: one sentence of the e-mail copied whole.
    _r(
        "en",
        "verbatim",
        True,
        (
            "The Cellar Circle\nHi Ruth,\nYour March case will be dispatched on 12 March. Tasting notes "
            "are in the box.\nCheers, Olly"
        ),
        "Your March case will be dispatched on 12 March.",
        evidence="Your March case will be dispatched on 12 March.",
    ),
    # verbatim: the notice's one sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Reading room notice: The parish registers for 1780–1840 are now on microfilm.",
        "The parish registers for 1780–1840 are now on microfilm.",
        evidence="The parish registers for 1780–1840 are now on microfilm.",
    ),
    # coordination: the first of two conjuncts sharing the subject `We`; the whole second conjunct is dropped.
    _r(
        "en",
        "coordination",
        True,
        "KeyRight Locksmiths: We replaced the front-door cylinder and cut three spare keys. Invoice to follow.",
        "We replaced the front-door cylinder",
        evidence="We replaced the front-door cylinder and cut three spare keys.",
    ),
    # coordination: the second conjunct with its shared subject `I`; the whole first conjunct is dropped.
    _r(
        "en",
        "coordination",
        True,
        "I hold a Rescue Diver card and teach the Thursday pool sessions at Deep Blue Scuba.",
        "I teach the Thursday pool sessions at Deep Blue Scuba",
    ),
    # parenthetical: a bracketed aside describing the subject, with no marker, number or date in it, dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Our glasshouse café (the one by the car park) reopens on Saturday with the winter menu.",
        "Our glasshouse café reopens on Saturday with the winter menu",
    ),
    # parenthetical: an aside identifying the scans dropped; it restricts nothing about their readiness.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Sam, your film scans (the Portra roll you dropped off) are ready to download from our site.",
        "your film scans are ready to download from our site",
        evidence="your film scans (the Portra roll you dropped off) are ready to download from our site.",
    ),
    # list_item: one brand of the list with the list's head and the rest of the clause; no scope word.
    _r(
        "en",
        "list_item",
        True,
        "At ClearSound we fit hearing aids from Phonak, Oticon and Widex.",
        "we fit hearing aids from Oticon",
        evidence="we fit hearing aids from Phonak, Oticon and Widex.",
    ),
    # list_item: one service of the list with its subject and verb.
    _r(
        "en",
        "list_item",
        True,
        "Stitch & Mend does hemming, zip replacement and sleeve shortening.",
        "Stitch & Mend does zip replacement",
    ),
    # --- negative ---
    # restriction_drop: `Weekday off-peak` restricts the price; dropping it claims £9 for any entry.
    _r(
        "en",
        "restriction_drop",
        False,
        "Crux Hall prices: Weekday off-peak entry is £9. Peak and weekend entry is £13.",
        "entry is £9",
        evidence="Weekday off-peak entry is £9.",
    ),
    # restriction_drop: `work` modifies the keyed noun; the key `jess/mobile` does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Jess here (ferry ops). my work mobile is 07700 900812, personal one's on the rota sheet",
        "07700 900812",
        evidence="my work mobile is 07700 900812",
        speaker="Jess",
        key="jess/mobile",
    ),
    # restriction_drop: `On powder days` is a time frame in ordinary words; the value keeps the price without it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Summit Hire: On powder days, the fat skis rent for €45 a day.",
        "the fat skis rent for €45 a day",
        evidence="On powder days, the fat skis rent for €45 a day.",
    ),
    # wrong_speaker: the first person is Dev's turn, bound to the speaker Ola.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "[20:14] Dev: I've got the club's 8-inch Dobsonian this month\n[20:15] Ola: nice, I'm still "
            "waiting on my eyepiece"
        ),
        "Ola has got the club's 8-inch Dobsonian this month",
        evidence="I've got the club's 8-inch Dobsonian this month",
        speaker="Ola",
    ),
    # wrong_speaker: the `I` is Gareth's, inside a forwarded message; Mo only forwards it.
    _r(
        "en",
        "wrong_speaker",
        False,
        (
            "---------- Forwarded message ----------\nFrom: Gareth Lloyd\nI'm allergic to wasp stings, so "
            "I can't do the hive inspections.\n\nHi Sue, see below from Gareth. Can you cover Saturday?\nMo"
        ),
        "Mo is allergic to wasp stings",
        evidence="I'm allergic to wasp stings",
        speaker="Mo",
    ),
    # number: the number `2` (hours) is dropped: the value claims parking is free outright.
    _r(
        "en",
        "number",
        False,
        "Parking at the marina is free for 2 hours, then £1.50 an hour.",
        "Parking at the marina is free",
        evidence="Parking at the marina is free for 2 hours, then £1.50 an hour.",
    ),
    # number: `3` belongs to the bedrooms; the value pairs it with the bathrooms, skipping `bedrooms and 2`.
    _r(
        "en",
        "number",
        False,
        "Summit Hire chalet: The chalet has 3 bedrooms and 2 bathrooms, sleeps 6.",
        "The chalet has 3 bathrooms",
        evidence="The chalet has 3 bedrooms and 2 bathrooms",
    ),
    # attribution: the e-mail is the solicitor's, not Dmitri's own.
    _r(
        "en",
        "attribution",
        False,
        (
            "Dear Ms Lowe,\nPlease send the certified translation to my solicitor, Harriet Cole, at "
            "h.cole@colelegal.co.uk.\nKind regards,\nDmitri Volkov"
        ),
        "h.cole@colelegal.co.uk",
        evidence="Please send the certified translation to my solicitor, Harriet Cole, at h.cole@colelegal.co.uk.",
        speaker="Dmitri Volkov",
        key="dmitri/email",
    ),
    # attribution: the audiologist is the user's dad's; the key files it as the user's own.
    _r(
        "en",
        "attribution",
        False,
        "My dad's audiologist is Dr Ngozi Adeyemi, I'm just booking on his behalf.",
        "Dr Ngozi Adeyemi",
        evidence="My dad's audiologist is Dr Ngozi Adeyemi",
        speaker="user",
        key="user/audiologist",
    ),
    # negation: `don't` dropped: the value says the opposite of the source.
    _r(
        "en",
        "negation",
        False,
        "Sorry, we don't take bookings by phone, please use the website.",
        "we take bookings by phone",
        evidence="we don't take bookings by phone",
    ),
    # negation: `not` dropped from the availability notice.
    _r(
        "en",
        "negation",
        False,
        "Beekeepers' newsletter: The honey extractor is not available in August.",
        "The honey extractor is available in August",
        evidence="The honey extractor is not available in August.",
    ),
    # condition: the `If` clause is dropped: the cancellation holds only in high wind.
    _r(
        "en",
        "condition",
        False,
        "If the wind is over 40 knots, the 07:10 sailing is cancelled.",
        "the 07:10 sailing is cancelled",
    ),
    # condition: `unless it rains` is dropped: the date holds only on that condition.
    _r(
        "en",
        "condition",
        False,
        "Your installation goes ahead on the 19th unless it rains.",
        "Your installation goes ahead on the 19th",
    ),
    # scope: `at least` dropped: a minimum becomes an exact notice period.
    _r(
        "en",
        "scope",
        False,
        "Bookings for the cellar tour must be made at least 48 hours ahead.",
        "Bookings for the cellar tour must be made 48 hours ahead",
    ),
    # stitch: the subject of one sentence joined to the predicate of the next.
    _r(
        "en",
        "stitch",
        False,
        "The olive trees are in the glasshouse. The lemon trees are on sale this week.",
        "The olive trees are on sale this week",
    ),
    # tense: `used to` dropped and the speaker bound: a past job stated as a present one.
    _r(
        "en",
        "tense",
        False,
        "I used to manage the helpdesk at Brackley Surveyors, now I'm freelance.",
        "Owen manages the helpdesk at Brackley Surveyors",
        evidence="I used to manage the helpdesk at Brackley Surveyors",
        speaker="Owen",
    ),
    # identifier: the e-mail address cut before its domain's end; an identifier is taken whole or not at all.
    _r(
        "en",
        "identifier",
        False,
        "For anything IT, reach the helpdesk at support@brackley-surveyors.co.uk and quote your asset tag.",
        "support@brackley-surveyors",
        evidence="reach the helpdesk at support@brackley-surveyors.co.uk",
        key="brackley/helpdesk_email",
    ),
    # parenthetical_restrictive: the aside `(weekends only)` ending the sentence restricts the capacity; dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "The Vault room takes up to 8 players (weekends only).",
        "The Vault room takes up to 8 players",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: la hora de la cita sola; la clave nombra la cita y nada la restringe.
    _r(
        "es",
        "subspan",
        True,
        "Holaa!! La cita queda para el jueves a las 17:30 con Vero 💇 Cualquier cambio me dices. Peluquería Rizos",
        "el jueves a las 17:30",
        evidence="La cita queda para el jueves a las 17:30",
        key="peluqueria_rizos/cita",
    ),
    # subspan: the phone after its label `Teléfono:`, which the English key's slot `phone` names.
    _r(
        "es",
        "subspan",
        True,
        (
            "Un saludo,\nAndrés Molina\nFontanería Molina e Hijos\nTeléfono: 644 218 905\n"
            "presupuestos@fontaneriamolina.es"
        ),
        "644 218 905",
        evidence="Teléfono: 644 218 905",
        key="fontaneria_molina/phone",
    ),
    # subspan: el código de acceso solo, tras la etiqueta que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Club Pádel Las Encinas: reserva confirmada. Pista 4, sábado 10:00. Código de acceso: 77319.",
        "77319",
        evidence="Código de acceso: 77319.",
        key="club_padel_las_encinas/codigo_acceso",
    ),
    # subspan: el importe total de la estancia; el resto de la cláusula lo nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Hola Beatriz: el importe total de la estancia es de 312,00 € (IVA incluido). Os esperamos el viernes.",
        "312,00 €",
        evidence="el importe total de la estancia es de 312,00 €",
        key="casa_rural_el_roble/estancia/importe_total",
    ),
    # subspan: the ticket code from a JSON tool output; the field is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        '{"tienda": "LavaExpress Triana", "ticket": "LX-20931", "kg": 7.5, "importe": "6,50 €"}',
        "LX-20931",
        evidence='"ticket": "LX-20931"',
        key="lavaexpress/ticket",
    ),
    # subspan: el correo de la coordinadora; `Mi correo` lo ata a la hablante de la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Hola a todos, soy Nuria Campos, la coordinadora. Mi correo es nuria.campos@academiaopos.es, "
            "escribidme sin problema."
        ),
        "nuria.campos@academiaopos.es",
        evidence="Mi correo es nuria.campos@academiaopos.es",
        speaker="Nuria Campos",
        key="academia_oposita/nuria_campos/correo",
    ),
    # subspan: un nombre solo; `se llama` nombra la relación y la nutricionista es de la usuaria.
    _r(
        "es",
        "subspan",
        True,
        "Mi nutricionista se llama Inés Olmedo y pasa consulta en el herbolario de mi barrio.",
        "Inés Olmedo",
        evidence="Mi nutricionista se llama Inés Olmedo",
        speaker="user",
        key="usuario/nutricionista",
    ),
    # subspan: la URL de inscripción; la cláusula la presenta sin marco ni condición.
    _r(
        "es",
        "subspan",
        True,
        (
            "Banco de Alimentos de Jaén. Las inscripciones para voluntariado se hacen en "
            "https://bancoalimentosjaen.org/voluntariado"
        ),
        "https://bancoalimentosjaen.org/voluntariado",
        evidence="Las inscripciones para voluntariado se hacen en https://bancoalimentosjaen.org/voluntariado",
        key="banco_alimentos_jaen/voluntariado/web",
    ),
    # filler: muletillas de audio (`Eh, pues nada, que, o sea`, `¿vale?`) fuera; la cláusula entera.
    _r(
        "es",
        "filler",
        True,
        "Eh, pues nada, que, o sea, la pantalla del móvil ya está cambiada, ¿vale?",
        "la pantalla del móvil ya está cambiada",
    ),
    # filler: `Bueno, a ver` y `este` son muletillas; ningún contenido omitido.
    _r(
        "es",
        "filler",
        True,
        "Bueno, a ver, el horno de la planta baja, este, vuelve a funcionar.",
        "el horno de la planta baja vuelve a funcionar",
    ),
    # filler: `Mira, o sea` y `eh` fuera; el resto tal cual.
    _r(
        "es",
        "filler",
        True,
        "Mira, o sea, yo, eh, soy la que lleva las rutas de los domingos.",
        "yo soy la que lleva las rutas de los domingos",
    ),
    # speaker: speaker binding: `Trabajo` becomes `Lucía trabaja`; nada más cambia.
    _r(
        "es",
        "speaker",
        True,
        "Lucía: Trabajo de noche en el obrador de la churrería, por eso no contesto de día.",
        "Lucía trabaja de noche en el obrador de la churrería",
        evidence="Trabajo de noche en el obrador de la churrería",
        speaker="Lucía",
    ),
    # speaker: `Usuario` de mem0 por el `yo` implícito, con el verbo concordado.
    _r(
        "es",
        "speaker",
        True,
        "Usuario: Colaboro con la protectora de Alcalá los fines de semana.\nAsistente: ¡Qué bien!",
        "Usuario colabora con la protectora de Alcalá los fines de semana",
        evidence="Colaboro con la protectora de Alcalá los fines de semana.",
        speaker="user",
    ),
    # speaker: sujeto omitido para el hablante, verbo en tercera persona; `tres veces` se conserva.
    _r(
        "es",
        "speaker",
        True,
        "Jorge: Entreno boxeo tres veces por semana en el gimnasio Guantes de Oro.",
        "Entrena boxeo tres veces por semana en el gimnasio Guantes de Oro",
        evidence="Entreno boxeo tres veces por semana en el gimnasio Guantes de Oro.",
        speaker="Jorge",
    ),
    # verbatim: la frase del aviso copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Floristería Amapola: El ramo sale a reparto mañana por la mañana. Gracias por tu pedido 🌷",
        "El ramo sale a reparto mañana por la mañana.",
        evidence="El ramo sale a reparto mañana por la mañana.",
    ),
    # verbatim: el campo de observaciones del formulario copiado entero.
    _r(
        "es",
        "verbatim",
        True,
        (
            "Formulario de inscripción – Feria de Artesanía de Úbeda\nPuesto: 23\nObservaciones: Necesito "
            "un enchufe en el puesto para la caja registradora."
        ),
        "Necesito un enchufe en el puesto para la caja registradora.",
        evidence="Necesito un enchufe en el puesto para la caja registradora.",
    ),
    # coordination: primer conjunto con el sujeto compartido (`Hemos`); el segundo, entero, fuera.
    _r(
        "es",
        "coordination",
        True,
        "Hola, ya estamos. Hemos cambiado el termo y revisado la llave de paso. Mañana pasamos la factura.",
        "Hemos cambiado el termo",
        evidence="Hemos cambiado el termo y revisado la llave de paso.",
    ),
    # coordination: segundo conjunto con el sujeto compartido (`La casa`); el primero, entero, fuera.
    _r(
        "es",
        "coordination",
        True,
        "Casa Rural El Roble: La casa tiene chimenea y admite mascotas.",
        "La casa admite mascotas",
        evidence="La casa tiene chimenea y admite mascotas.",
    ),
    # parenthetical: el inciso entre paréntesis describe el torneo sin restringirlo.
    _r(
        "es",
        "parenthetical",
        True,
        "El torneo de parejas (el que organizamos con el bar de al lado) empieza el sábado a las 9.",
        "El torneo de parejas empieza el sábado a las 9",
    ),
    # parenthetical: el inciso sobre la encargada no restringe la llamada.
    _r(
        "es",
        "parenthetical",
        True,
        "Nuestra encargada de eventos (la conocerás en la degustación) te llamará esta semana para cerrar el menú.",
        "Nuestra encargada de eventos te llamará esta semana para cerrar el menú",
    ),
    # list_item: un elemento de la lista con su cabeza (`tés de`) y el verbo.
    _r(
        "es",
        "list_item",
        True,
        "Tenemos tés de rooibos, menta poleo y jengibre.",
        "Tenemos tés de jengibre",
    ),
    # list_item: un medio de pago de la lista, con el verbo de la cláusula.
    _r(
        "es",
        "list_item",
        True,
        "En LavaExpress aceptamos efectivo, Bizum y tarjeta.",
        "aceptamos Bizum",
        evidence="aceptamos efectivo, Bizum y tarjeta.",
    ),
    # --- negative ---
    # restriction_drop: `del trabajo` modifica el correo; la clave `usuario/correo` no lo lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        "Mi correo del trabajo es r.soler@ferreteriasoler.es, el personal te lo paso luego.",
        "r.soler@ferreteriasoler.es",
        evidence="Mi correo del trabajo es r.soler@ferreteriasoler.es",
        speaker="user",
        key="usuario/correo",
    ),
    # restriction_drop: `Los sábados por la tarde` es un marco de tiempo; sin él el horario parece diario.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los sábados por la tarde la lavandería cierra a las 20:00.",
        "la lavandería cierra a las 20:00",
    ),
    # restriction_drop: `infantil` restringe el menú; la clave habla del menú sin más.
    _r(
        "es",
        "restriction_drop",
        False,
        "Catering Sabores: El menú infantil sale a 9 € por cabeza.",
        "9 €",
        evidence="El menú infantil sale a 9 € por cabeza.",
        key="catering_sabores/menu/precio",
    ),
    # wrong_speaker: el `Yo` es de Carmen, en su propio turno; se ata a Pilar.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "[12/03/27 21:04] Carmen Ruiz: Yo soy alérgica al polen de olivo\n[12/03/27 21:05] Pilar "
            "Gómez: uff qué rollo, yo nada"
        ),
        "Pilar Gómez es alérgica al polen de olivo",
        evidence="Yo soy alérgica al polen de olivo",
        speaker="Pilar Gómez",
    ),
    # wrong_speaker: la primera persona está dentro de lo que escribió Iker; Marta solo lo reenvía.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Te paso lo que me escribió Iker: «Trabajo en la cooperativa de aceite de Baeza».",
        "Marta trabaja en la cooperativa de aceite de Baeza",
        evidence="Trabajo en la cooperativa de aceite de Baeza",
        speaker="Marta",
    ),
    # number: se omite `de 10 sesiones`: el precio es de un bono concreto.
    _r(
        "es",
        "number",
        False,
        "Gimnasio Guantes de Oro: El bono de 10 sesiones cuesta 45 €.",
        "El bono cuesta 45 €",
        evidence="El bono de 10 sesiones cuesta 45 €.",
    ),
    # number: se omite el aproximador `unas`: una estimación pasa por cifra exacta.
    _r(
        "es",
        "number",
        False,
        "Para el cóctel vendrán unas 30 personas, te confirmo el viernes.",
        "Para el cóctel vendrán 30 personas",
        evidence="Para el cóctel vendrán unas 30 personas",
    ),
    # attribution: el móvil es de la jefa de la usuaria, no suyo.
    _r(
        "es",
        "attribution",
        False,
        "Apunta el móvil de mi jefa: 611 402 388.",
        "611 402 388",
        speaker="user",
        key="usuario/movil",
    ),
    # attribution: la peluquera es de la madre; la clave la da como de la usuaria.
    _r(
        "es",
        "attribution",
        False,
        "La peluquera de mi madre se llama Vero Santos, es majísima.",
        "Vero Santos",
        evidence="La peluquera de mi madre se llama Vero Santos",
        speaker="user",
        key="usuario/peluquera",
    ),
    # negation: se cae el `no`: el valor dice lo contrario.
    _r(
        "es",
        "negation",
        False,
        "Este mes no hay clases de pádel para principiantes.",
        "Este mes hay clases de pádel para principiantes",
    ),
    # negation: se cae `ya no`: lo que dejó de hacerse se da por vigente.
    _r(
        "es",
        "negation",
        False,
        "El herbolario ya no vende productos a granel.",
        "El herbolario vende productos a granel",
    ),
    # condition: se omite la condición `Si el presupuesto supera los 300 €`.
    _r(
        "es",
        "condition",
        False,
        "Si el presupuesto supera los 300 €, te llamamos antes de empezar.",
        "te llamamos antes de empezar",
    ),
    # condition: se omite `Salvo que llueva`: la salida depende del tiempo.
    _r(
        "es",
        "condition",
        False,
        "Salvo que llueva, la ruta del domingo sale a las 8 desde la plaza.",
        "la ruta del domingo sale a las 8 desde la plaza",
    ),
    # scope: se omite `como máximo`: un tope pasa por una cantidad fija.
    _r(
        "es",
        "scope",
        False,
        "Cada socio puede traer como máximo dos invitados al torneo.",
        "Cada socio puede traer dos invitados al torneo",
    ),
    # stitch: el sujeto de una frase con el precio de la siguiente.
    _r(
        "es",
        "stitch",
        False,
        "El corte de caballero cuesta 12 €. El tinte, 35 €.",
        "El corte de caballero cuesta 35 €",
    ),
    # tense: `Fui` y `durante seis años` son pasado; el valor lo da como presente.
    _r(
        "es",
        "tense",
        False,
        "Fui tesorera del club de montaña durante seis años; ahora solo hago rutas.",
        "Elena es tesorera del club de montaña",
        evidence="Fui tesorera del club de montaña durante seis años",
        speaker="Elena",
    ),
    # identifier: el código de envío cortado; un identificador se toma entero o nada.
    _r(
        "es",
        "identifier",
        False,
        "ReparaMóvil: consulta el estado de tu envío con el código ES-7731-0925-KZ.",
        "ES-7731-0925",
        evidence="consulta el estado de tu envío con el código ES-7731-0925-KZ.",
        key="reparamovil/envio/codigo",
    ),
    # parenthetical_restrictive: el inciso final `(solo de junio a septiembre)` restringe; se omite.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "La piscina de la casa rural está climatizada (solo de junio a septiembre).",
        "La piscina de la casa rural está climatizada",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the pickup code alone after its label 取件码, which the key's `pickup_code` names.
    _r(
        "zh",
        "subspan",
        True,
        "【邻里驿站】您的包裹已到幸福里驿站，取件码 6-2-3018，请于今日21:00前领取。",
        "6-2-3018",
        evidence="取件码 6-2-3018",
        key="neighbourhood_station/parcel/pickup_code",
    ),
    # subspan: 项目经理的手机号，标签「手机」即键的关系；键的主体就是周建国。
    _r(
        "zh",
        "subspan",
        True,
        "安居装修 项目对接\n项目经理：周建国\u3000手机：13812345678\n工地地址：幸福里小区7栋",
        "13812345678",
        evidence="项目经理：周建国\u3000手机：13812345678",
        key="安居装修/周建国/手机",
    ),
    # subspan: 本次入住的总房费；「本次」不是修饰，括号只说明包含什么。
    _r(
        "zh",
        "subspan",
        True,
        "您好，本次入住的总房费为¥1,280（含早餐），请在入住当天支付。",
        "¥1,280",
        evidence="本次入住的总房费为¥1,280",
        key="yunqi_guesthouse/total_room_fee",
    ),
    # subspan: JSON 工具输出里的订单号，字段名即键。
    _r(
        "zh",
        "subspan",
        True,
        '{"门店": "迷雾剧本杀(五道口店)", "订单号": "MW20270112088", "人数": 6, "状态": "已支付"}',
        "MW20270112088",
        evidence='"订单号": "MW20270112088"',
        key="迷雾剧本杀/订单号",
    ),
    # subspan: 摄影师自己的邮箱；「我的邮箱」把它绑定到键所说的说话人。
    _r(
        "zh",
        "subspan",
        True,
        "阿杰：我的邮箱是 ajie.photo@163.com，原片都发这里",
        "ajie.photo@163.com",
        evidence="我的邮箱是 ajie.photo@163.com",
        speaker="阿杰",
        key="光影工作室/阿杰/邮箱",
    ),
    # subspan: 下一节私教课的时间；键说出了「下一节私教课」。
    _r(
        "zh",
        "subspan",
        True,
        "铁馆健身提醒：下一节私教课定在1月18日晚上7点，记得带毛巾。",
        "1月18日晚上7点",
        evidence="下一节私教课定在1月18日晚上7点",
        key="铁馆健身/下一节私教课",
    ),
    # subspan: 官网地址，标签「官网」即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "茶韵茶庄\n地址：杭州市西湖区龙井路88号\n官网：www.chayun-tea.cn",
        "www.chayun-tea.cn",
        evidence="官网：www.chayun-tea.cn",
        key="茶韵茶庄/官网",
    ),
    # subspan: 人名；「叫」说明是名字，月嫂是用户自己家的。
    _r(
        "zh",
        "subspan",
        True,
        "我家月嫂叫刘桂芳，人特别细心。",
        "刘桂芳",
        evidence="我家月嫂叫刘桂芳",
        speaker="user",
        key="用户/月嫂",
    ),
    # filler: 语音里的「嗯，那个，就是」和句末「哈」去掉，其余照录。
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是，你那件羽绒服已经洗好了哈。",
        "你那件羽绒服已经洗好了",
    ),
    # filler: 「呃，跟你说」和「啦」是填充词；「一般」保留。
    _r(
        "zh",
        "filler",
        True,
        "呃，跟你说，我周末一般在翠湖水库钓鱼啦。",
        "我周末一般在翠湖水库钓鱼",
    ),
    # filler: 「那个……」「嗯」「就是」去掉，内容不变。
    _r(
        "zh",
        "filler",
        True,
        "那个……嗯，我们师傅明天上午，就是，过去给您修空调。",
        "我们师傅明天上午过去给您修空调",
    ),
    # speaker: speaker binding: 「我」换成说话人「小林」。
    _r(
        "zh",
        "speaker",
        True,
        "小林：我在社区团购当团长，有需要找我。",
        "小林在社区团购当团长",
        evidence="我在社区团购当团长",
        speaker="小林",
    ),
    # speaker: mem0 的「用户」代替用户自己的「我」，其余不变（含「每」）。
    _r(
        "zh",
        "speaker",
        True,
        "我：我每周三晚上在星羽羽毛球馆打球。\n助手：好的，记下了。",
        "用户每周三晚上在星羽羽毛球馆打球",
        evidence="我每周三晚上在星羽羽毛球馆打球。",
        speaker="user",
    ),
    # speaker: 省略说话人主语；数字「3号楼」保留。
    _r(
        "zh",
        "speaker",
        True,
        "王磊：我负责小区3号楼的充电桩维护。",
        "负责小区3号楼的充电桩维护",
        evidence="我负责小区3号楼的充电桩维护。",
        speaker="王磊",
    ),
    # verbatim: 通知的一句整句照录。
    _r(
        "zh",
        "verbatim",
        True,
        "【小雏菊花店】您订的花束明天上午十点前送到。如有变动请回电。",
        "您订的花束明天上午十点前送到。",
        evidence="您订的花束明天上午十点前送到。",
    ),
    # verbatim: 短信正文整句照录。
    _r(
        "zh",
        "verbatim",
        True,
        "【安心开锁】师傅已出发，预计20分钟到达。",
        "师傅已出发，预计20分钟到达。",
        evidence="师傅已出发，预计20分钟到达。",
    ),
    # coordination: 第二个分句，主语「阿姨」共享，以时间词开头；第一个分句整段去掉。
    _r(
        "zh",
        "coordination",
        True,
        "阿姨上午擦了窗户，下午收拾了厨房。",
        "阿姨下午收拾了厨房",
    ),
    # coordination: 第一个分句，主语「我们公司」共享；「也接旧房翻新」整段去掉。
    _r(
        "zh",
        "coordination",
        True,
        "我们公司做全屋定制，也接旧房翻新。",
        "我们公司做全屋定制",
    ),
    # parenthetical: 括号里描述场地的插入语，无否定、范围、条件或日期，可去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        "新开的3号场（靠窗那片）换了新地胶。",
        "新开的3号场换了新地胶",
    ),
    # parenthetical: 描述老板娘的插入语去掉，不改变主句。
    _r(
        "zh",
        "parenthetical",
        True,
        "老板娘（就是那位很热情的阿姨）会在门口接你们。",
        "老板娘会在门口接你们",
    ),
    # list_item: 列表中的一项，带列表的中心语和谓语。
    _r(
        "zh",
        "list_item",
        True,
        "店里有龙井、碧螺春和正山小种。",
        "店里有碧螺春",
    ),
    # list_item: 今天团购列表中的一项。
    _r(
        "zh",
        "list_item",
        True,
        "今天的团购有草莓、车厘子和砂糖橘，晚上八点截单。",
        "今天的团购有车厘子",
        evidence="今天的团购有草莓、车厘子和砂糖橘",
    ),
    # --- negative ---
    # restriction_drop: 「访客」修饰 wifi 密码，键没有带上它。
    _r(
        "zh",
        "restriction_drop",
        False,
        "云栖民宿温馨提示：访客wifi密码是 guest2027，房间wifi密码见床头卡。",
        "guest2027",
        evidence="访客wifi密码是 guest2027",
        key="云栖民宿/wifi密码",
    ),
    # restriction_drop: 「周末」是时间框，去掉后价格像是每天的。
    _r(
        "zh",
        "restriction_drop",
        False,
        "星羽羽毛球馆：周末场地费是每小时80元。",
        "场地费是每小时80元",
        evidence="周末场地费是每小时80元。",
    ),
    # restriction_drop: 句首「会员生日当月」限定了折扣，被去掉。
    _r(
        "zh",
        "restriction_drop",
        False,
        "会员生日当月，私教课打八折。",
        "私教课打八折",
    ),
    # wrong_speaker: 「我下个月搬去杭州」是小周的话，不是用户（「我：」）的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小周：我下个月搬去杭州\n我：啊？这么突然",
        "用户下个月搬去杭州",
        evidence="我下个月搬去杭州",
        speaker="user",
    ),
    # wrong_speaker: 引号里的「我」是妈妈，不是说话人小雨。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我妈说：“我对海鲜过敏，别订海鲜套餐。”",
        "小雨对海鲜过敏",
        evidence="我对海鲜过敏",
        speaker="小雨",
    ),
    # number: 「6」属于慢充桩和地下车库；值把它接到一楼，跳过了「2个快充桩，地下车库有」。
    _r(
        "zh",
        "number",
        False,
        "一楼有2个快充桩，地下车库有6个慢充桩。",
        "一楼有6个慢充桩",
    ),
    # number: 去掉了约数词「大约」，估计变成了确数。
    _r(
        "zh",
        "number",
        False,
        "大约50人参加了这次钓鱼比赛。",
        "50人参加了这次钓鱼比赛",
    ),
    # attribution: 微信号是用户老公的，不是用户的。
    _r(
        "zh",
        "attribution",
        False,
        "装修的事加我老公微信zhou_jg1988，找他就行。",
        "zhou_jg1988",
        evidence="加我老公微信zhou_jg1988",
        speaker="user",
        key="用户/微信",
    ),
    # attribution: 私教是小王的，键却记成用户的。
    _r(
        "zh",
        "attribution",
        False,
        "小王的私教是陈教练，我还没定。",
        "陈教练",
        evidence="小王的私教是陈教练",
        speaker="user",
        key="用户/私教",
    ),
    # negation: 去掉「不」，意思相反。
    _r(
        "zh",
        "negation",
        False,
        "本店不支持花呗分期。",
        "本店支持花呗分期",
    ),
    # negation: 去掉「不」，周日变成营业。
    _r(
        "zh",
        "negation",
        False,
        "【邻里驿站】这个驿站周日不营业。",
        "这个驿站周日营业",
        evidence="这个驿站周日不营业。",
    ),
    # condition: 去掉了条件「如果下雨」。
    _r(
        "zh",
        "condition",
        False,
        "如果下雨，外拍改到下周六。",
        "外拍改到下周六",
    ),
    # condition: 去掉「除非提前24小时取消，否则」：不退定金有例外。
    _r(
        "zh",
        "condition",
        False,
        "除非提前24小时取消，否则定金不退。",
        "定金不退",
    ),
    # scope: 去掉「最多」：上限变成了固定人数。
    _r(
        "zh",
        "scope",
        False,
        "每个会员最多带两位朋友。",
        "每个会员带两位朋友",
    ),
    # stitch: 前一句的主语接上后一句的谓语。
    _r(
        "zh",
        "stitch",
        False,
        "龙井是今年的新茶。正山小种是三年陈的。",
        "龙井是三年陈的",
    ),
    # tense: 去掉「以前」：过去的工作说成现在的。
    _r(
        "zh",
        "tense",
        False,
        "我以前在这家月子中心做月嫂，现在自己接单。",
        "我在这家月子中心做月嫂",
        evidence="我以前在这家月子中心做月嫂",
    ),
    # identifier: 电话号码被截断；标识符要整个取。
    _r(
        "zh",
        "identifier",
        False,
        "美家家电维修 售后电话：400-820-6688",
        "400-820",
        evidence="售后电话：400-820-6688",
        key="meijia_repair/after_sales_phone",
    ),
    # parenthetical_restrictive: 句末括号「仅限3公里内」是范围限制，被去掉。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "洁衣坊提供免费上门取件（仅限3公里内）。",
        "洁衣坊提供免费上门取件",
    ),
)

BATCH_64: tuple[Realistic, ...] = _EN + _ES + _ZH
