"""The realistic set's seventy-third batch: a blind measurement of the merged admission rules (issue 31, brief B73).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b73, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records; the only code run on them checked that each evidence is a substring of its
source, that the module imports and the counts. Every source is invented here, in domains the earlier batches used
little: model railway clubs, hearing-aid clinics, food banks' volunteer rotas, surf schools, funeral florists, bike
couriers, coworking front desks, vineyard tours, kids' coding camps, taxidermists, public libraries' interlibrary
loans and aquarium shops. The registers are mostly text several people write: group-chat exports with a name and a
time on each line (WhatsApp's bracketed stamps, Slack's and Telegram's name-and-time header lines, WeChat's), meeting
minutes with `Name:` turns under a `Present:` line, call transcripts whose labels are staff roles (`Receptionist:`,
`Recepcionista:`, `前台：`) beside the customer's (`Customer:`, `Cliente:`, `客户：`), speech-to-text JSON with a
speaker field per utterance, and support chats with mem0's `User`, `Usuario` or `用户`; beside them e-mails with
signatures and forms.

The values are written as memory extractors write them: third-person restatements with the speaker's name (as Zep
and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); the speaker dropped
as subject (`Va con la bici de carga hoy`, `今天骑货运自行车`); one item of a list; the second conjunct of a
shared-subject coordination; a clause with its aside dropped; and atomic keyed values (an e-mail address, a phone
number, a booking or order code) filed under a LangGraph-style key (`firth_flowers/shop_phone`, `user/localizador`,
`静安花事/门店电话`). In a JSON transcript the evidence is always one whole utterance's text.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way, with the same
sources' structure in its own register. Faithful (22): speaker 6, subspan 5, parenthetical 3, list_item 3,
coordination 3, filler 2. Negative (18): wrong_speaker 4, restriction_drop 3, negation 2, attribution 2, tense 2,
condition 2, number 1, scope 1, stitch 1. Many negatives share their source and most of their words with a faithful
record and differ only in what DESIGN §4 says matters: another person's turn (a staff role's, another chat member's,
another JSON utterance's), a modifier of the keyed noun (`guest`, `de invitados`, `访客`), a time frame (`this week`),
another owner (a partner's, a son's, a daughter's number; a brother's pets), the past (`used to`, `antes`, `以前`), a
negator, a condition or `only`. Every evidence string is a verbatim span of its source. The batch is unscored:
scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_RAIL = (
    "[03/12/2026, 19:02] Dave Holt: Evening all. I repair the club's locomotives and keep the membership list, "
    "so send renewals my way.\n"
    "[03/12/2026, 19:05] Priya Nair: I run the N-gauge layout on Thursday nights, not Tuesdays.\n"
    "[03/12/2026, 19:07] Dave Holt: Noted 👍 My email is dave.holt@ashvale-mrc.org.uk"
)

_EN_HEARING = (
    "Brightwell Hearing, Leeds: call log #0412 (auto-transcribed)\n"
    "Receptionist: Brightwell Hearing, Amy speaking.\n"
    "Customer: Hi, it's Graham Pike. I wear a behind-the-ear aid in my left ear and the right one is a "
    "receiver-in-canal.\n"
    "Receptionist: Thanks, Graham. I'm only in on Mondays, but Dr Osei (she's our senior audiologist) can see you "
    "on Friday at 2.\n"
    "Customer: Friday's fine. I don't need a hearing test this time, just new tubing."
)

_EN_FOODBANK = (
    "Eastgate Food Bank: volunteer rota meeting, Tue 2 Dec\n"
    "Present: Sofia Reyes (coordinator), Tom Barker, Lin Zhou\n"
    "Sofia: The Saturday shift moves to 9-12 from January.\n"
    "Tom: I drive the van on Mondays and Wednesdays, and I can cover Fridays if someone swaps with me.\n"
    "Lin: I used to do the school collections, but I stopped after my knee op. I still sort donations on Tuesdays.\n"
    "Action: Sofia to circulate the new rota."
)

_EN_SURF = (
    "Swell Surf School, Newquay: live chat\n"
    "User: hey! I booked the 3-day beginner course for me and my son. booking ref SW-20931\n"
    "Assistant: Thanks, found it: Mon 15 to Wed 17 Dec at Fistral, 9:30 each morning.\n"
    "User: great. I'm a strong swimmer but my son isn't, can he start on a bodyboard?"
)

_EN_FLORIST = (
    "Subject: Re: Flowers for Mr Hartley's funeral, Thursday\n\n"
    "Hi Joanne,\n\n"
    "Thank you for confirming the order. If the lilies arrive in time, we can do the lily and white rose casket "
    "spray. The wreath letters (GRANDAD) will be in white chrysanthemums with a red ribbon edge. Just so you know, "
    "we don't deliver to the crematorium before 9am, so we'll bring everything to the funeral home on Wednesday "
    "evening.\n\n"
    "Kind regards,\n"
    "Megan Firth\n"
    "Firth & Daughter Funeral Flowers\n"
    "Shop: 0113 496 0871 | megan@firthflowers.co.uk"
)

_EN_COURIER = (
    "#dispatch · PedalPost London · exported 05/12/2026\n"
    "Kemi Adeyemi  08:14\n"
    "morning! I'm on the cargo bike today and I only take zone 1 and 2 drops\n"
    "Marco Bellini  08:16\n"
    "I'll grab the Soho run then\n"
    "Kemi Adeyemi  08:19\n"
    "I do the Hackney drops before lunch. Marco does the Camden drops after 2."
)

_EN_COWORK = (
    '{"call_id": "hw-fd-2291", "site": "Hive Works Shoreditch", "utterances": [\n'
    '  {"speaker": "Front desk", "start": 0.0, "text": "Hive Works front desk, Jonah speaking."},\n'
    '  {"speaker": "Rachel Kim", "start": 2.8, "text": "I rent hot desk 14 on the second floor."},\n'
    '  {"speaker": "Front desk", "start": 6.9, "text": "Hi Rachel. I\'m here until six, and the guest wifi '
    'password is HiveGuest-2291."},\n'
    '  {"speaker": "Rachel Kim", "start": 12.4, "text": "Great. My invoices go to rachel@kimdesign.studio, by '
    'the way."}\n'
    "]}"
)

_EN_VINEYARD = (
    "From: Quinta da Folha <visitas@quintadafolha.pt>\n"
    "To: hannah.lewis@mailbox.org\n"
    "Subject: Booking confirmed: cellar tour, Sat 13 Dec\n\n"
    "Dear Hannah,\n\n"
    "Your booking reference is QF-77310. The cellar tour starts at 11:30 at the main gate. The tour runs in English "
    "and Portuguese, and children under 12 go free.\n\n"
    "See you soon,\n"
    "Rita Matos\n"
    "Visitor Centre, Quinta da Folha"
)

_EN_CODING = (
    "[28/11/2026, 21:10] Claire Mason: who's running the Python group at CodeSprouts this week?\n"
    "[28/11/2026, 21:12] Ben Ortiz: um hi all 👋 so yeah, I teach the Python group this week\n"
    "[28/11/2026, 21:13] Ben Ortiz: I also run the robotics club, the game jam and the parents' demo afternoon"
)

_EN_TAXIDERMY = (
    "RIDLEY & KERR TAXIDERMY: commission form\n"
    "Client name: Owen Price\n"
    "Specimen: red fox, full mount on a driftwood base\n"
    "Deposit paid: £150 of £620\n"
    "Client mobile: 07700 900318\n"
    "Partner's mobile (alt. contact): 07700 900544"
)

_EN_LIBRARY = (
    "From: Interlibrary Loans <ill@kingsford.ac.uk>\n"
    "To: t.adebayo@kingsford.ac.uk\n"
    "Subject: ILL request 558213 ready for collection\n\n"
    "Dear Ms Adebayo,\n\n"
    'The item you requested (Hartley, "Canal Age Britain") has arrived and is waiting at the Main Library issue '
    "desk. Loans from the British Library must stay in the library and cannot be renewed. Please collect it by 19 "
    "December.\n\n"
    "Interlibrary Loans team, Kingsford University Library"
)

_EN_AQUARIUM = (
    "[06/12/2026, 10:31] Reef & Fin Aquatics: Hi Sam, your order is packed and ready to collect 🐟\n"
    "[06/12/2026, 10:40] Sam Whitlock: Brilliant, thanks. I keep a 120-litre planted tank and run a small nano for "
    "shrimp.\n"
    "[06/12/2026, 10:42] Sam Whitlock: I used to keep marine fish but gave up after we moved. My brother keeps "
    "axolotls, he might pop in too."
)

_EN_TOUR_STT = (
    '{"tour": "Quinta da Folha cellar tour 13/12", "segments": [\n'
    '  {"speaker": "Inês Duarte", "start": 4.2, "text": "So, um, I\'ve been a guide here for, uh, eleven years."},\n'
    '  {"speaker": "Visitor", "start": 9.8, "text": "Do you make white wine too?"}\n'
    "]}"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # coordination: Dave's own turn; the first conjunct of a shared subject (I) is dropped whole, `I` bound to Dave.
    _r(
        "en",
        "coordination",
        True,
        _EN_RAIL,
        "Dave Holt keeps the membership list",
        evidence="I repair the club's locomotives and keep the membership list",
        speaker="Dave Holt",
    ),
    # speaker: Priya's own turn restated with her name; the contrast after the comma lies outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_RAIL,
        "Priya Nair runs the N-gauge layout on Thursday nights",
        evidence="I run the N-gauge layout on Thursday nights",
        speaker="Priya Nair",
    ),
    # subspan: Dave's own e-mail in his own turn; `My email is` is the speaker's first person and the key's slot.
    _r(
        "en",
        "subspan",
        True,
        _EN_RAIL,
        "dave.holt@ashvale-mrc.org.uk",
        evidence="My email is dave.holt@ashvale-mrc.org.uk",
        speaker="Dave Holt",
        key="dave_holt/email",
    ),
    # speaker: the customer's turn (mem0's user); `his` agrees with `my`, nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        _EN_HEARING,
        "User wears a behind-the-ear aid in his left ear",
        evidence="I wear a behind-the-ear aid in my left ear",
        speaker="user",
    ),
    # parenthetical: an aside describing the opening name (no negator, scope, number or date) is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HEARING,
        "Dr Osei can see you on Friday at 2",
        evidence="Dr Osei (she's our senior audiologist) can see you on Friday at 2",
    ),
    # speaker: a Slack export's name-and-time header gives Kemi's turn; `I'm` bound to her, `today` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_COURIER,
        "Kemi Adeyemi is on the cargo bike today",
        evidence="I'm on the cargo bike today",
        speaker="Kemi Adeyemi",
    ),
    # speaker: Lin's own minutes turn; `still` and the day are kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_FOODBANK,
        "Lin still sorts donations on Tuesdays",
        evidence="I still sort donations on Tuesdays",
        speaker="Lin",
    ),
    # list_item: one day of Tom's `Mondays and Wednesdays`, with the list's head and the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        _EN_FOODBANK,
        "Tom drives the van on Wednesdays",
        evidence="I drive the van on Mondays and Wednesdays",
        speaker="Tom",
    ),
    # subspan: the user's booking code; `booking ref` is what the key names, the user the key's subject.
    _r(
        "en",
        "subspan",
        True,
        _EN_SURF,
        "SW-20931",
        evidence="booking ref SW-20931",
        speaker="user",
        key="user/booking_ref",
    ),
    # speaker: the user's own clause, mem0 style; the contrast about the son is outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        _EN_SURF,
        "User is a strong swimmer",
        evidence="I'm a strong swimmer",
        speaker="user",
    ),
    # parenthetical: the aside spelling the letters is dropped; the rest of the clause is kept whole.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_FLORIST,
        "The wreath letters will be in white chrysanthemums with a red ribbon edge",
        evidence="The wreath letters (GRANDAD) will be in white chrysanthemums with a red ribbon edge",
    ),
    # subspan: the signature's `Shop:` label is named by the key (shop, phone); one whole phone number.
    _r(
        "en",
        "subspan",
        True,
        _EN_FLORIST,
        "0113 496 0871",
        evidence="Shop: 0113 496 0871",
        key="firth_flowers/shop_phone",
    ),
    # speaker: Rachel's whole JSON utterance (her speaker field); `I rent` bound to her, desk and floor kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_COWORK,
        "Rachel Kim rents hot desk 14 on the second floor",
        evidence="I rent hot desk 14 on the second floor.",
        speaker="Rachel Kim",
    ),
    # subspan: Rachel's whole utterance; `My invoices go to` names the key's slot, `by the way` is a discourse marker.
    _r(
        "en",
        "subspan",
        True,
        _EN_COWORK,
        "rachel@kimdesign.studio",
        evidence="Great. My invoices go to rachel@kimdesign.studio, by the way.",
        speaker="Rachel Kim",
        key="rachel_kim/invoice_email",
    ),
    # subspan: `Your booking reference is` – the possessive sits before the key's subject word, the rest is its slot.
    _r(
        "en",
        "subspan",
        True,
        _EN_VINEYARD,
        "QF-77310",
        evidence="Your booking reference is QF-77310",
        key="booking/reference",
    ),
    # list_item: one of two languages, with the head `The tour runs in`; nothing runs on after the last item.
    _r(
        "en",
        "list_item",
        True,
        _EN_VINEYARD,
        "The tour runs in Portuguese",
        evidence="The tour runs in English and Portuguese",
    ),
    # filler: `so yeah,` dropped; Ben's own turn, the time frame `this week` kept.
    _r(
        "en",
        "filler",
        True,
        _EN_CODING,
        "Ben Ortiz teaches the Python group this week",
        evidence="so yeah, I teach the Python group this week",
        speaker="Ben Ortiz",
    ),
    # list_item: the middle item of Ben's list, `also` and the verb kept, bound to Ben.
    _r(
        "en",
        "list_item",
        True,
        _EN_CODING,
        "Ben Ortiz also runs the game jam",
        evidence="I also run the robotics club, the game jam and the parents' demo afternoon",
        speaker="Ben Ortiz",
    ),
    # parenthetical: the bracketed author and title after the opening noun phrase is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_LIBRARY,
        "The item you requested has arrived",
        evidence='The item you requested (Hartley, "Canal Age Britain") has arrived',
    ),
    # coordination: the shared subject keeps its second conjunct; the negation stays in the value.
    _r(
        "en",
        "coordination",
        True,
        _EN_LIBRARY,
        "Loans from the British Library cannot be renewed",
        evidence="Loans from the British Library must stay in the library and cannot be renewed",
    ),
    # coordination: Sam's own turn; the first conjunct `keep a 120-litre planted tank` is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_AQUARIUM,
        "Sam Whitlock runs a small nano for shrimp",
        evidence="I keep a 120-litre planted tank and run a small nano for shrimp",
        speaker="Sam Whitlock",
    ),
    # filler: `So, um,` and `uh,` dropped from Inês's whole utterance; the number is kept.
    _r(
        "en",
        "filler",
        True,
        _EN_TOUR_STT,
        "Inês Duarte has been a guide here for eleven years",
        evidence="So, um, I've been a guide here for, uh, eleven years.",
        speaker="Inês Duarte",
    ),
    # --- negative ---
    # wrong_speaker: Priya's turn bound to Dave, who is another member of the same chat.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_RAIL,
        "Dave Holt runs the N-gauge layout on Thursday nights",
        evidence="I run the N-gauge layout on Thursday nights",
        speaker="Dave Holt",
    ),
    # wrong_speaker: the receptionist's `I` (a staff turn) bound to mem0's user, the customer.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HEARING,
        "User is only in on Mondays",
        evidence="I'm only in on Mondays",
        speaker="user",
    ),
    # negation: the customer's `don't` is dropped.
    _r(
        "en",
        "negation",
        False,
        _EN_HEARING,
        "User needs a hearing test this time",
        evidence="I don't need a hearing test this time",
        speaker="user",
    ),
    # condition: Tom can cover Fridays only `if someone swaps with me`; the condition is dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_FOODBANK,
        "Tom can cover Fridays",
        evidence="I can cover Fridays if someone swaps with me",
        speaker="Tom",
    ),
    # tense: `used to do` is the past; the value states it as a present habit.
    _r(
        "en",
        "tense",
        False,
        _EN_FOODBANK,
        "Lin does the school collections",
        evidence="I used to do the school collections",
        speaker="Lin",
    ),
    # condition: the spray depends on the lilies arriving; the sentence-opening `If` clause is dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_FLORIST,
        "We can do the lily and white rose casket spray",
        evidence="If the lilies arrive in time, we can do the lily and white rose casket spray",
    ),
    # negation: `don't deliver` becomes `deliver`.
    _r(
        "en",
        "negation",
        False,
        _EN_FLORIST,
        "We deliver to the crematorium before 9am",
        evidence="we don't deliver to the crematorium before 9am",
    ),
    # scope: `only` is dropped from Kemi's zones.
    _r(
        "en",
        "scope",
        False,
        _EN_COURIER,
        "Kemi Adeyemi takes zone 1 and 2 drops",
        evidence="I only take zone 1 and 2 drops",
        speaker="Kemi Adeyemi",
    ),
    # wrong_speaker: Marco's turn (his own name-and-time header) bound to Kemi.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COURIER,
        "Kemi Adeyemi will grab the Soho run",
        evidence="I'll grab the Soho run then",
        speaker="Kemi Adeyemi",
    ),
    # stitch: Kemi's `I do the` joined to Marco's Camden drops from the next sentence.
    _r(
        "en",
        "stitch",
        False,
        _EN_COURIER,
        "Kemi Adeyemi does the Camden drops after 2",
        evidence="I do the Hackney drops before lunch. Marco does the Camden drops after 2.",
        speaker="Kemi Adeyemi",
    ),
    # wrong_speaker: the front desk's whole utterance (another speaker field) bound to Rachel.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COWORK,
        "Rachel Kim is here until six",
        evidence="Hi Rachel. I'm here until six, and the guest wifi password is HiveGuest-2291.",
        speaker="Rachel Kim",
    ),
    # restriction_drop: `guest` modifies the keyed noun and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_COWORK,
        "HiveGuest-2291",
        evidence="the guest wifi password is HiveGuest-2291",
        key="hive_works/wifi_password",
    ),
    # number: `under 12` restricts which children go free; the number is dropped.
    _r(
        "en",
        "number",
        False,
        _EN_VINEYARD,
        "children go free",
        evidence="children under 12 go free",
    ),
    # restriction_drop: the time frame `this week` is dropped (the filler record above keeps it).
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_CODING,
        "Ben Ortiz teaches the Python group",
        evidence="I teach the Python group this week",
        speaker="Ben Ortiz",
    ),
    # attribution: the partner's number (the label names its owner) filed as the client's mobile.
    _r(
        "en",
        "attribution",
        False,
        _EN_TAXIDERMY,
        "07700 900544",
        evidence="Partner's mobile (alt. contact): 07700 900544",
        key="owen_price/mobile",
    ),
    # restriction_drop: `from the British Library` narrows which loans; dropping it widens the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_LIBRARY,
        "Loans cannot be renewed",
        evidence="Loans from the British Library must stay in the library and cannot be renewed",
    ),
    # tense: `used to keep` is the past; the value says Sam keeps marine fish now.
    _r(
        "en",
        "tense",
        False,
        _EN_AQUARIUM,
        "Sam Whitlock keeps marine fish",
        evidence="I used to keep marine fish",
        speaker="Sam Whitlock",
    ),
    # attribution: the brother keeps axolotls, not Sam; `My brother` is not the speaker's first person.
    _r(
        "en",
        "attribution",
        False,
        _EN_AQUARIUM,
        "Sam Whitlock keeps axolotls",
        evidence="My brother keeps axolotls",
        speaker="Sam Whitlock",
    ),
)

# --- Spanish sources ---

_ES_MAQUETAS = (
    "[04/12/26, 20:15] Javier Olmo: Buenas. Yo me encargo de la maqueta H0 y llevo la tesorería del club, así que "
    "las cuotas me las pasáis a mí.\n"
    "[04/12/26, 20:18] Nuria Sanz: Yo monto el circuito de escala N los sábados por la mañana, no los domingos.\n"
    "[04/12/26, 20:21] Javier Olmo: Apuntado 👍 Mi correo es javier.olmo@amf-alcala.es"
)

_ES_AUDITIVO = (
    "Centro Auditivo Sonora (Zaragoza): transcripción de la llamada 118\n"
    "Recepcionista: Centro Auditivo Sonora, le atiende Marisa.\n"
    "Cliente: Hola, soy Ramón Gil. Llevo audífonos en los dos oídos desde hace tres años.\n"
    "Recepcionista: Muy bien, Ramón. Yo solo estoy por las mañanas, pero la doctora Vidal (nuestra audióloga) le "
    "puede ver el jueves a las cinco.\n"
    "Cliente: Perfecto. No necesito la revisión completa, solo cambiar los filtros."
)

_ES_BANCO = (
    "Banco de Alimentos de Vallecas: reunión de turnos, 2 de diciembre\n"
    "Asistentes: Lola Prieto (coordinadora), Andrés Ruiz, Begoña Lasa\n"
    "Lola: A partir de enero el turno del sábado pasa a ser de 9 a 12.\n"
    "Andrés: Conduzco la furgoneta los lunes y los miércoles, y puedo cubrir los viernes si alguien me cambia el "
    "turno.\n"
    "Begoña: Antes hacía las recogidas en los colegios, pero lo dejé tras la operación de rodilla. Sigo "
    "clasificando donaciones los martes.\n"
    "Acuerdos: Lola envía el cuadrante nuevo."
)

_ES_SURF = (
    "Escuela de Surf Zurriola: chat de la web\n"
    "Usuario: hola! reservé el curso de iniciación de 3 días para mi hija y para mí. localizador OZ-58172\n"
    "Asistente: ¡Gracias! Lo tengo: del 22 al 24 de diciembre, a las 10:00 en la playa de Zurriola.\n"
    "Usuario: genial. Tengo experiencia en bodyboard, pero mi hija nunca se ha subido a una tabla"
)

_ES_FLORISTERIA = (
    "Asunto: RE: Corona para el sepelio de D. Emilio Vera\n\n"
    "Hola, Carmen:\n\n"
    "Gracias por confirmar el pedido. Si nos llegan a tiempo las calas, podemos hacer la corona de calas y rosas "
    "blancas. La cinta (con el texto «Con cariño, tus nietos») irá en letras doradas. Le aviso de que no "
    "entregamos en el tanatorio antes de las 9:00, así que lo llevaremos la tarde anterior.\n\n"
    "Un saludo,\n"
    "Pilar Esteve\n"
    "Floristería Esteve, flores para ceremonias\n"
    "Tienda: 963 41 28 70 | pilar@floristeriaesteve.es"
)

_ES_MENSAJEROS = (
    "Mensajería Pedalea BCN: exportación del grupo #reparto, 05/12/2026\n"
    "Aitor Mena, [05.12.26 08:10]\n"
    "buenos días! voy con la bici de carga hoy y solo hago entregas en Gràcia y Eixample\n"
    "Clara Font, [05.12.26 08:12]\n"
    "yo me quedo la ruta del Born\n"
    "Aitor Mena, [05.12.26 08:15]\n"
    "Hago las entregas de Sants antes de comer. Clara hace las de Poblenou después de las 16:00."
)

_ES_COWORKING = (
    '{"call_id": "cw-recepcion-0877", "espacio": "La Colmena Coworking", "utterances": [\n'
    '  {"speaker": "Recepción", "start": 0.0, "text": "La Colmena, recepción, le atiende Dani."},\n'
    '  {"speaker": "Irene Castro", "start": 2.6, "text": "Tengo alquilado el puesto fijo 22 en la planta baja."},\n'
    '  {"speaker": "Recepción", "start": 6.1, "text": "Hola, Irene. Estoy aquí hasta las siete, y la contraseña '
    'del wifi de invitados es Colmena-Inv-877."},\n'
    '  {"speaker": "Irene Castro", "start": 11.9, "text": "Perfecto. Mis facturas van a irene@castroestudio.es, '
    'por cierto."}\n'
    "]}"
)

_ES_BODEGA = (
    "De: Bodegas Viña Alta <visitas@vinaalta.es>\n"
    "Para: marc.serra@correu.cat\n"
    "Asunto: Reserva confirmada: visita con cata, sábado 13/12\n\n"
    "Hola, Marc:\n\n"
    "El código de tu reserva es VA-30418. La visita empieza a las 11:30 en la puerta principal. Las visitas se "
    "hacen en castellano e inglés, y los menores de 12 años entran gratis.\n\n"
    "Un saludo,\n"
    "Elena Ribas\n"
    "Enoturismo, Bodegas Viña Alta"
)

_ES_CAMPAMENTO = (
    "[28/11/26 21:10] Marta Gil: ¿alguien sabe quién lleva el grupo de Python en CodeKids esta semana?\n"
    "[28/11/26 21:12] Sergio Paz: ehh hola a todos 👋 bueno, pues yo doy el grupo de Python esta semana\n"
    "[28/11/26 21:13] Sergio Paz: también llevo el club de robótica, la game jam y la muestra para familias"
)

_ES_TAXIDERMIA = (
    "TAXIDERMIA HERMANOS LORCA: hoja de encargo\n"
    "Cliente: Fermín Aguado\n"
    "Pieza: jabalí, busto en placa de nogal\n"
    "Señal pagada: 200 € (total 750 €)\n"
    "Móvil del cliente: 612 48 93 07\n"
    "Móvil de su hijo (contacto alternativo): 634 20 71 55"
)

_ES_BIBLIOTECA = (
    "De: Préstamo Interbibliotecario <pib@bib.uva.es>\n"
    "Para: lucia.herrero@alumnos.uva.es\n"
    "Asunto: Solicitud PI 40771 disponible\n\n"
    "Estimada Lucía:\n\n"
    "El documento que solicitaste (Álvarez, «Los ferrocarriles de vía estrecha en Castilla») ya ha llegado y está "
    "en el mostrador de la Biblioteca Reina Sofía. Los préstamos de otras universidades se consultan en sala y no "
    "se pueden renovar. Recuerda recogerlo antes del 19 de diciembre.\n\n"
    "Servicio de Préstamo Interbibliotecario\n"
    "Biblioteca Universitaria"
)

_ES_ACUARIO = (
    "[06/12/26, 10:31] Acuarios Nemo: Hola Rubén, tu pedido ya está preparado para recoger 🐠\n"
    "[06/12/26, 10:40] Rubén Sáez: Genial, gracias. Tengo un acuario plantado de 120 litros y mantengo un nano para "
    "gambas.\n"
    "[06/12/26, 10:42] Rubén Sáez: Antes tenía peces marinos, pero lo dejé con la mudanza. Mi hermano cría "
    "axolotes, igual se pasa también."
)

_ES_VISITA_STT = (
    '{"visita": "Viña Alta 13/12", "segments": [\n'
    '  {"speaker": "Jorge Almansa", "start": 3.9, "text": "Bueno, eh, llevo de guía aquí, pues, once años."},\n'
    '  {"speaker": "Visitante", "start": 9.2, "text": "¿Hacéis también blanco?"}\n'
    "]}"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # coordination: Javier's own turn; the first conjunct (shared first person) is dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_MAQUETAS,
        "Javier Olmo lleva la tesorería del club",
        evidence="Yo me encargo de la maqueta H0 y llevo la tesorería del club",
        speaker="Javier Olmo",
    ),
    # speaker: Nuria's own turn, `Yo monto` → `Nuria Sanz monta`; day and time kept, the contrast left outside.
    _r(
        "es",
        "speaker",
        True,
        _ES_MAQUETAS,
        "Nuria Sanz monta el circuito de escala N los sábados por la mañana",
        evidence="Yo monto el circuito de escala N los sábados por la mañana",
        speaker="Nuria Sanz",
    ),
    # subspan: Javier's own e-mail in his own turn; `Mi correo es` is his first person and the key's slot.
    _r(
        "es",
        "subspan",
        True,
        _ES_MAQUETAS,
        "javier.olmo@amf-alcala.es",
        evidence="Mi correo es javier.olmo@amf-alcala.es",
        speaker="Javier Olmo",
        key="javier_olmo/correo",
    ),
    # speaker: the `Cliente:` turn is mem0's user; `Llevo` → `lleva`, both numbers kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_AUDITIVO,
        "Usuario lleva audífonos en los dos oídos desde hace tres años",
        evidence="Llevo audífonos en los dos oídos desde hace tres años",
        speaker="user",
    ),
    # parenthetical: the aside naming Dr Vidal's role is dropped; day and hour kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_AUDITIVO,
        "la doctora Vidal le puede ver el jueves a las cinco",
        evidence="la doctora Vidal (nuestra audióloga) le puede ver el jueves a las cinco",
    ),
    # speaker: Aitor's turn (Telegram header line), subject dropped: `voy` → `Va`, `hoy` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_MENSAJEROS,
        "Va con la bici de carga hoy",
        evidence="voy con la bici de carga hoy",
        speaker="Aitor Mena",
    ),
    # speaker: Begoña's own minutes turn, `Sigo` → `sigue`; the day kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_BANCO,
        "Begoña sigue clasificando donaciones los martes",
        evidence="Sigo clasificando donaciones los martes",
        speaker="Begoña",
    ),
    # list_item: one day of `los lunes y los miércoles`, with the verb and object.
    _r(
        "es",
        "list_item",
        True,
        _ES_BANCO,
        "Andrés conduce la furgoneta los miércoles",
        evidence="Conduzco la furgoneta los lunes y los miércoles",
        speaker="Andrés",
    ),
    # subspan: the user's booking locator; the key names `localizador`.
    _r(
        "es",
        "subspan",
        True,
        _ES_SURF,
        "OZ-58172",
        evidence="localizador OZ-58172",
        speaker="user",
        key="user/localizador",
    ),
    # speaker: the user's own clause, `Tengo` → `Usuario tiene`; the contrast about the daughter is outside.
    _r(
        "es",
        "speaker",
        True,
        _ES_SURF,
        "Usuario tiene experiencia en bodyboard",
        evidence="Tengo experiencia en bodyboard",
        speaker="user",
    ),
    # parenthetical: the aside quoting the ribbon's text is dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_FLORISTERIA,
        "La cinta irá en letras doradas",
        evidence="La cinta (con el texto «Con cariño, tus nietos») irá en letras doradas",
    ),
    # subspan: the signature's `Tienda:` label is named by the key (tienda, teléfono).
    _r(
        "es",
        "subspan",
        True,
        _ES_FLORISTERIA,
        "963 41 28 70",
        evidence="Tienda: 963 41 28 70",
        key="floristeria_esteve/telefono_tienda",
    ),
    # speaker: Irene's whole utterance (her speaker field), `Tengo` → `tiene`; desk and floor kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_COWORKING,
        "Irene Castro tiene alquilado el puesto fijo 22 en la planta baja",
        evidence="Tengo alquilado el puesto fijo 22 en la planta baja.",
        speaker="Irene Castro",
    ),
    # subspan: Irene's whole utterance; `Mis facturas van a` names the key's slot, `por cierto` is a marker.
    _r(
        "es",
        "subspan",
        True,
        _ES_COWORKING,
        "irene@castroestudio.es",
        evidence="Perfecto. Mis facturas van a irene@castroestudio.es, por cierto.",
        speaker="Irene Castro",
        key="irene_castro/correo_facturas",
    ),
    # subspan: `El código de tu reserva es`: the possessive sits before the key's subject word.
    _r(
        "es",
        "subspan",
        True,
        _ES_BODEGA,
        "VA-30418",
        evidence="El código de tu reserva es VA-30418",
        key="reserva/codigo",
    ),
    # list_item: one of the two languages of `castellano e inglés`, with the head.
    _r(
        "es",
        "list_item",
        True,
        _ES_BODEGA,
        "Las visitas se hacen en inglés",
        evidence="Las visitas se hacen en castellano e inglés",
    ),
    # filler: `bueno, pues` dropped; `yo doy` → `Sergio Paz da`, the time frame kept.
    _r(
        "es",
        "filler",
        True,
        _ES_CAMPAMENTO,
        "Sergio Paz da el grupo de Python esta semana",
        evidence="bueno, pues yo doy el grupo de Python esta semana",
        speaker="Sergio Paz",
    ),
    # list_item: the middle item of Sergio's list; `también` kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_CAMPAMENTO,
        "Sergio Paz también lleva la game jam",
        evidence="también llevo el club de robótica, la game jam y la muestra para familias",
        speaker="Sergio Paz",
    ),
    # parenthetical: the bracketed author and title after the opening noun phrase is dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_BIBLIOTECA,
        "El documento que solicitaste ya ha llegado",
        evidence=(
            "El documento que solicitaste (Álvarez, «Los ferrocarriles de vía estrecha en Castilla») ya ha llegado"
        ),
    ),
    # coordination: the shared subject keeps its second conjunct; `no` stays.
    _r(
        "es",
        "coordination",
        True,
        _ES_BIBLIOTECA,
        "Los préstamos de otras universidades no se pueden renovar",
        evidence="Los préstamos de otras universidades se consultan en sala y no se pueden renovar",
    ),
    # coordination: Rubén's own turn; the first conjunct `Tengo un acuario … de 120 litros` dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_ACUARIO,
        "Rubén Sáez mantiene un nano para gambas",
        evidence="Tengo un acuario plantado de 120 litros y mantengo un nano para gambas",
        speaker="Rubén Sáez",
    ),
    # filler: `Bueno, eh,` and `pues,` dropped from Jorge's whole utterance; the number kept.
    _r(
        "es",
        "filler",
        True,
        _ES_VISITA_STT,
        "Jorge Almansa lleva de guía aquí once años",
        evidence="Bueno, eh, llevo de guía aquí, pues, once años.",
        speaker="Jorge Almansa",
    ),
    # --- negative ---
    # wrong_speaker: Nuria's turn bound to Javier, another member of the chat.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MAQUETAS,
        "Javier Olmo monta el circuito de escala N los sábados por la mañana",
        evidence="Yo monto el circuito de escala N los sábados por la mañana",
        speaker="Javier Olmo",
    ),
    # wrong_speaker: the receptionist's `Yo` (a staff turn) bound to mem0's user, the customer.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AUDITIVO,
        "Usuario solo está por las mañanas",
        evidence="Yo solo estoy por las mañanas",
        speaker="user",
    ),
    # negation: the customer's `No` is dropped.
    _r(
        "es",
        "negation",
        False,
        _ES_AUDITIVO,
        "Usuario necesita la revisión completa",
        evidence="No necesito la revisión completa",
        speaker="user",
    ),
    # condition: Andrés covers Fridays only `si alguien me cambia el turno`; the condition is dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_BANCO,
        "Andrés puede cubrir los viernes",
        evidence="puedo cubrir los viernes si alguien me cambia el turno",
        speaker="Andrés",
    ),
    # tense: `Antes hacía` is the past; the value states a present habit.
    _r(
        "es",
        "tense",
        False,
        _ES_BANCO,
        "Begoña hace las recogidas en los colegios",
        evidence="Antes hacía las recogidas en los colegios",
        speaker="Begoña",
    ),
    # condition: the wreath depends on the calla lilies arriving; the opening `Si` clause is dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_FLORISTERIA,
        "podemos hacer la corona de calas y rosas blancas",
        evidence="Si nos llegan a tiempo las calas, podemos hacer la corona de calas y rosas blancas",
    ),
    # negation: `no entregamos` becomes `entregamos`.
    _r(
        "es",
        "negation",
        False,
        _ES_FLORISTERIA,
        "entregamos en el tanatorio antes de las 9:00",
        evidence="no entregamos en el tanatorio antes de las 9:00",
    ),
    # scope: `solo` is dropped from Aitor's districts.
    _r(
        "es",
        "scope",
        False,
        _ES_MENSAJEROS,
        "Aitor Mena hace entregas en Gràcia y Eixample",
        evidence="solo hago entregas en Gràcia y Eixample",
        speaker="Aitor Mena",
    ),
    # wrong_speaker: Clara's turn (her own header line) bound to Aitor.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MENSAJEROS,
        "Aitor Mena se queda la ruta del Born",
        evidence="yo me quedo la ruta del Born",
        speaker="Aitor Mena",
    ),
    # stitch: Aitor's `Hago las entregas de` joined to Clara's Poblenou deliveries in the next sentence.
    _r(
        "es",
        "stitch",
        False,
        _ES_MENSAJEROS,
        "Aitor Mena hace las entregas de Poblenou después de las 16:00",
        evidence="Hago las entregas de Sants antes de comer. Clara hace las de Poblenou después de las 16:00.",
        speaker="Aitor Mena",
    ),
    # wrong_speaker: reception's whole utterance (another speaker field) bound to Irene.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COWORKING,
        "Irene Castro está aquí hasta las siete",
        evidence="Hola, Irene. Estoy aquí hasta las siete, y la contraseña del wifi de invitados es Colmena-Inv-877.",
        speaker="Irene Castro",
    ),
    # restriction_drop: `de invitados` restricts the keyed wifi password and the key does not carry it.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COWORKING,
        "Colmena-Inv-877",
        evidence="la contraseña del wifi de invitados es Colmena-Inv-877",
        key="la_colmena/contrasena_wifi",
    ),
    # number: `de 12 años` restricts which minors go free; the number is dropped.
    _r(
        "es",
        "number",
        False,
        _ES_BODEGA,
        "los menores entran gratis",
        evidence="los menores de 12 años entran gratis",
    ),
    # restriction_drop: the time frame `esta semana` is dropped (the filler record keeps it).
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_CAMPAMENTO,
        "Sergio Paz da el grupo de Python",
        evidence="yo doy el grupo de Python esta semana",
        speaker="Sergio Paz",
    ),
    # attribution: the son's mobile (the label names its owner) filed as the client's.
    _r(
        "es",
        "attribution",
        False,
        _ES_TAXIDERMIA,
        "634 20 71 55",
        evidence="Móvil de su hijo (contacto alternativo): 634 20 71 55",
        key="fermin_aguado/movil",
    ),
    # restriction_drop: `de otras universidades` narrows which loans; dropping it widens the claim.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_BIBLIOTECA,
        "Los préstamos no se pueden renovar",
        evidence="Los préstamos de otras universidades se consultan en sala y no se pueden renovar",
    ),
    # tense: `Antes tenía` is the past; the value says Rubén has marine fish now.
    _r(
        "es",
        "tense",
        False,
        _ES_ACUARIO,
        "Rubén Sáez tiene peces marinos",
        evidence="Antes tenía peces marinos",
        speaker="Rubén Sáez",
    ),
    # attribution: the brother breeds axolotls, not Rubén.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACUARIO,
        "Rubén Sáez cría axolotes",
        evidence="Mi hermano cría axolotes",
        speaker="Rubén Sáez",
    ),
)

# --- Chinese sources ---

_ZH_MOXING = (
    "【微信群聊记录】申城火车模型俱乐部\n"
    "老周 2026/12/04 20:15\n"
    "我负责修理俱乐部的机车，还管会员名单，续费找我就行。\n"
    "林晓 2026/12/04 20:18\n"
    "我周六上午搭N比例的展台，不是周日。\n"
    "老周 2026/12/04 20:21\n"
    "收到👌 我的邮箱是 zhou.jian@shmrc.cn"
)

_ZH_ZHUTING = (
    "声悦助听器验配中心 来电记录（自动转写）#0233\n"
    "前台：您好，声悦验配中心，我是小唐。\n"
    "客户：你好，我姓钱。我两只耳朵都戴助听器，戴了三年了。\n"
    "前台：好的钱先生。我只有上午在，不过刘医生（我们的主任验配师）"
    "周四下午五点可以给您看。\n"
    "客户：行。我不需要做全套听力检查，换个耳塞就行。"
)

_ZH_SHIWU = (
    "仁爱食物银行 志愿者排班会 纪要（12月2日）\n"
    "参会：马丽（协调人）、赵强、孙悦\n"
    "马丽：从一月起周六的班改成9点到12点。\n"
    "赵强：我周一和周三开送货车。如果有人跟我换班，我周五也能来顶班。\n"
    "孙悦：我以前负责学校的募集，膝盖手术后就不做了。我现在还是每周二分拣捐赠物。\n"
    "待办：马丽发新排班表。"
)

_ZH_CHONGLANG = (
    "浪人冲浪学校 在线客服\n"
    "用户：你好，我给我和我儿子报了三天的初级班。\n"
    "用户：订单号是 LR20261215A\n"
    "客服：收到，查到了：12月15日到17日，每天上午9点半，在石梅湾。\n"
    "用户：好的。我会游泳，但我儿子还不会，他能先玩趴板吗？"
)

_ZH_HUADIAN = (
    "主题：回复：周四告别仪式的花篮\n\n"
    "陈女士您好：\n\n"
    "订单已确认。如果白菊花明天能到货，我们可以做白菊配百合的花篮。"
    "挽联（写“沉痛悼念”）会用黑底白字。另外提醒您，"
    "我们早上八点前不往殡仪馆送货，所以会在前一天傍晚送到。\n\n"
    "此致\n"
    "苏晴\n"
    "静安花事·殡仪花艺\n"
    "门店电话：021-6248 3307｜邮箱：suqing@jingan-huashi.cn"
)

_ZH_KUAIDI = (
    "飞轮同城快递 #派单群 导出 2026-12-05\n"
    "阿凯 08:10\n"
    "早！我今天骑货运自行车，只接徐汇和静安的单\n"
    "小米 08:12\n"
    "我去跑陆家嘴那条线\n"
    "阿凯 08:15\n"
    "我午饭前送长宁的件。小米下午两点后送浦东的件。"
)

_ZH_BANGONG = (
    '{"call_id": "kj-front-0519", "site": "空间站联合办公·漕河泾", "utterances": [\n'
    '  {"speaker": "前台", "start": 0.0, "text": "您好，空间站前台，我是小何。"},\n'
    '  {"speaker": "周敏", "start": 2.4, "text": "我租的是二楼的22号固定工位。"},\n'
    '  {"speaker": "前台", "start": 5.8, "text": "周小姐好。我今天待到六点，'
    '访客Wi-Fi密码是KJZ-Guest-519。"},\n'
    '  {"speaker": "周敏", "start": 11.3, "text": "好的。我的发票邮箱是 zhoumin@zmdesign.cn。"}\n'
    "]}"
)

_ZH_JIUZHUANG = (
    "发件人：云岭酒庄参观中心 <visit@yunling-winery.cn>\n"
    "收件人：王磊\n"
    "主题：参观预约已确认（12月13日，周六）\n\n"
    "王先生您好：\n\n"
    "您的预约编号是 YL-30418。酒窖参观上午11:30在主门集合。"
    "讲解提供中文和英文，12岁以下儿童免费。\n\n"
    "云岭酒庄 参观中心 许婷"
)

_ZH_BIANCHENG = (
    "[2026-11-28 21:10] 豆豆妈妈：请问这周Python班是哪位老师带？\n"
    "[2026-11-28 21:12] 方老师：嗯…大家好，那个，这周Python班是我带\n"
    "[2026-11-28 21:13] 方老师：我还负责机器人社团、编程马拉松和家长开放日"
)

_ZH_BIAOBEN = (
    "【鸿禽标本工作室 委托单】\n"
    "委托人：郑国华\n"
    "标本：赤狐，全身立姿，配漂流木底座\n"
    "已付定金：¥1,500（总价¥6,200）\n"
    "委托人手机：139 1062 4483\n"
    "其女儿手机（备用联系人）：186 0131 7729"
)

_ZH_GUANJI = (
    "发件人：馆际互借组 <ill@lib.example.edu.cn>\n"
    "主题：馆际互借申请 558213 已到馆\n\n"
    "刘同学你好：\n\n"
    "你申请的图书（《中国铁路机车史》）已经到馆，放在主馆一楼总服务台。"
    "外校借来的图书须在馆内阅览，不能续借。请于12月19日前来取。\n\n"
    "图书馆 馆际互借组"
)

_ZH_SHUIZU = (
    "[12/06 10:31] 鱼乐水族：陈先生，您的货已经打包好了，可以来取 🐠\n"
    "[12/06 10:40] 陈浩：好嘞，谢谢。我养了一个120升的水草缸，还养了一个虾用的小缸。\n"
    "[12/06 10:42] 陈浩：我以前养海水鱼，搬家以后就不养了。我哥养六角恐龙，他可能也过来看看。"
)

_ZH_JIANGJIE_STT = (
    '{"tour": "云岭酒庄 12/13", "segments": [\n'
    '  {"speaker": "何佳", "start": 4.1, "text": "嗯，那个，我在这儿当讲解员，呃，十一年了。"},\n'
    '  {"speaker": "游客", "start": 9.5, "text": "你们也酿白葡萄酒吗？"}\n'
    "]}"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # coordination: 老周's own turn; the first conjunct of the shared subject 我 is dropped whole, 还 kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_MOXING,
        "老周还管会员名单",
        evidence="我负责修理俱乐部的机车，还管会员名单",
        speaker="老周",
    ),
    # speaker: 林晓's own turn (name-and-time line), 我 → 林晓; day and time kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_MOXING,
        "林晓周六上午搭N比例的展台",
        evidence="我周六上午搭N比例的展台",
        speaker="林晓",
    ),
    # subspan: 老周's own e-mail in his own turn; 我的邮箱是 is his first person and the key's slot.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MOXING,
        "zhou.jian@shmrc.cn",
        evidence="我的邮箱是 zhou.jian@shmrc.cn",
        speaker="老周",
        key="老周/邮箱",
    ),
    # speaker: the 客户 turn is mem0's user; 两只 and 都 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ZHUTING,
        "用户两只耳朵都戴助听器",
        evidence="我两只耳朵都戴助听器",
        speaker="user",
    ),
    # parenthetical: the aside naming 刘医生's role is dropped; day and hour kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ZHUTING,
        "刘医生周四下午五点可以给您看",
        evidence="刘医生（我们的主任验配师）周四下午五点可以给您看",
    ),
    # speaker: 阿凯's turn, subject dropped (我 left out); 今天 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_KUAIDI,
        "今天骑货运自行车",
        evidence="我今天骑货运自行车",
        speaker="阿凯",
    ),
    # speaker: 孙悦's own minutes turn; 现在, 还是 and 每周二 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SHIWU,
        "孙悦现在还是每周二分拣捐赠物",
        evidence="我现在还是每周二分拣捐赠物",
        speaker="孙悦",
    ),
    # list_item: one day of 周一和周三, the rest of the clause kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_SHIWU,
        "赵强周三开送货车",
        evidence="我周一和周三开送货车",
        speaker="赵强",
    ),
    # subspan: the user's order number on its own line; 订单号 is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CHONGLANG,
        "LR20261215A",
        evidence="订单号是 LR20261215A",
        speaker="user",
        key="用户/订单号",
    ),
    # speaker: the user's own clause; the contrast about the son lies outside the evidence.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CHONGLANG,
        "用户会游泳",
        evidence="我会游泳",
        speaker="user",
    ),
    # parenthetical: the aside quoting the scroll's words is dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_HUADIAN,
        "挽联会用黑底白字",
        evidence="挽联（写“沉痛悼念”）会用黑底白字",
    ),
    # subspan: the signature's 门店电话 label is the key's relation word for word.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_HUADIAN,
        "021-6248 3307",
        evidence="门店电话：021-6248 3307",
        key="静安花事/门店电话",
    ),
    # speaker: 周敏's whole utterance (her speaker field), 我 → 周敏; floor and desk number kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BANGONG,
        "周敏租的是二楼的22号固定工位",
        evidence="我租的是二楼的22号固定工位。",
        speaker="周敏",
    ),
    # subspan: 周敏's whole utterance; 我的发票邮箱 is her first person and the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BANGONG,
        "zhoumin@zmdesign.cn",
        evidence="好的。我的发票邮箱是 zhoumin@zmdesign.cn。",
        speaker="周敏",
        key="周敏/发票邮箱",
    ),
    # subspan: 您的预约编号是: the possessive sits before the key's subject word 预约.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIUZHUANG,
        "YL-30418",
        evidence="您的预约编号是 YL-30418",
        key="预约/编号",
    ),
    # list_item: one language of 中文和英文, with the head 讲解提供.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_JIUZHUANG,
        "讲解提供英文",
        evidence="讲解提供中文和英文",
    ),
    # filler: 那个 dropped; 我 → 方老师, the time frame 这周 kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_BIANCHENG,
        "这周Python班是方老师带",
        evidence="那个，这周Python班是我带",
        speaker="方老师",
    ),
    # list_item: the middle item of 方老师's list; 还 kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BIANCHENG,
        "方老师还负责编程马拉松",
        evidence="我还负责机器人社团、编程马拉松和家长开放日",
        speaker="方老师",
    ),
    # parenthetical: the bracketed title after the opening noun phrase is dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_GUANJI,
        "你申请的图书已经到馆",
        evidence="你申请的图书（《中国铁路机车史》）已经到馆",
    ),
    # coordination: the shared subject keeps its second conjunct; 不 stays.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_GUANJI,
        "外校借来的图书不能续借",
        evidence="外校借来的图书须在馆内阅览，不能续借",
    ),
    # coordination: 陈浩's own turn; the first conjunct about the 120-litre tank dropped whole, 还 kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_SHUIZU,
        "陈浩还养了一个虾用的小缸",
        evidence="我养了一个120升的水草缸，还养了一个虾用的小缸",
        speaker="陈浩",
    ),
    # filler: 嗯，那个， and 呃 dropped from 何佳's whole utterance; the number kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_JIANGJIE_STT,
        "何佳在这儿当讲解员十一年了",
        evidence="嗯，那个，我在这儿当讲解员，呃，十一年了。",
        speaker="何佳",
    ),
    # --- negative ---
    # wrong_speaker: 林晓's turn bound to 老周, another member of the chat.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_MOXING,
        "老周周六上午搭N比例的展台",
        evidence="我周六上午搭N比例的展台",
        speaker="老周",
    ),
    # wrong_speaker: the 前台's 我 (a staff turn) bound to mem0's user, the customer.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_ZHUTING,
        "用户只有上午在",
        evidence="我只有上午在",
        speaker="user",
    ),
    # negation: the customer's 不 is dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_ZHUTING,
        "用户需要做全套听力检查",
        evidence="我不需要做全套听力检查",
        speaker="user",
    ),
    # condition: 赵强 covers Fridays only 如果有人跟我换班; the opening condition is dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_SHIWU,
        "赵强周五也能来顶班",
        evidence="如果有人跟我换班，我周五也能来顶班",
        speaker="赵强",
    ),
    # tense: 以前 marks the past; the value states a present duty.
    _r(
        "zh",
        "tense",
        False,
        _ZH_SHIWU,
        "孙悦负责学校的募集",
        evidence="我以前负责学校的募集",
        speaker="孙悦",
    ),
    # condition: the basket depends on the chrysanthemums arriving; the opening 如果 clause is dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_HUADIAN,
        "我们可以做白菊配百合的花篮",
        evidence="如果白菊花明天能到货，我们可以做白菊配百合的花篮",
    ),
    # negation: 不往殡仪馆送货 loses its 不.
    _r(
        "zh",
        "negation",
        False,
        _ZH_HUADIAN,
        "我们早上八点前往殡仪馆送货",
        evidence="我们早上八点前不往殡仪馆送货",
    ),
    # scope: 只 is dropped from 阿凯's districts; everything else is kept.
    _r(
        "zh",
        "scope",
        False,
        _ZH_KUAIDI,
        "阿凯今天骑货运自行车，接徐汇和静安的单",
        evidence="我今天骑货运自行车，只接徐汇和静安的单",
        speaker="阿凯",
    ),
    # wrong_speaker: 小米's turn (her own name-and-time line) bound to 阿凯.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_KUAIDI,
        "阿凯去跑陆家嘴那条线",
        evidence="我去跑陆家嘴那条线",
        speaker="阿凯",
    ),
    # stitch: 阿凯's 我 joined to 小米's Pudong deliveries in the next sentence.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_KUAIDI,
        "阿凯下午两点后送浦东的件",
        evidence="我午饭前送长宁的件。小米下午两点后送浦东的件。",
        speaker="阿凯",
    ),
    # wrong_speaker: the 前台's whole utterance (another speaker field) bound to 周敏.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_BANGONG,
        "周敏今天待到六点",
        evidence="周小姐好。我今天待到六点，访客Wi-Fi密码是KJZ-Guest-519。",
        speaker="周敏",
    ),
    # restriction_drop: 访客 modifies the keyed noun and the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_BANGONG,
        "KJZ-Guest-519",
        evidence="访客Wi-Fi密码是KJZ-Guest-519",
        key="空间站/wifi密码",
    ),
    # number: 12岁以下 restricts which children are free; the number is dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_JIUZHUANG,
        "儿童免费",
        evidence="12岁以下儿童免费",
    ),
    # restriction_drop: the time frame 这周 is dropped (the filler record keeps it).
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_BIANCHENG,
        "Python班是方老师带",
        evidence="这周Python班是我带",
        speaker="方老师",
    ),
    # attribution: the daughter's mobile (the label names its owner) filed as the client's.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_BIAOBEN,
        "186 0131 7729",
        evidence="其女儿手机（备用联系人）：186 0131 7729",
        key="郑国华/手机",
    ),
    # restriction_drop: 外校借来的 narrows which books; dropping it widens the claim.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_GUANJI,
        "图书不能续借",
        evidence="外校借来的图书须在馆内阅览，不能续借",
    ),
    # tense: 以前 marks the past; the value says 陈浩 keeps marine fish now.
    _r(
        "zh",
        "tense",
        False,
        _ZH_SHUIZU,
        "陈浩养海水鱼",
        evidence="我以前养海水鱼",
        speaker="陈浩",
    ),
    # attribution: the brother keeps axolotls, not 陈浩; 我哥 is not the speaker's first person.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_SHUIZU,
        "陈浩养六角恐龙",
        evidence="我哥养六角恐龙",
        speaker="陈浩",
    ),
)

BATCH_73: tuple[Realistic, ...] = _EN + _ES + _ZH
