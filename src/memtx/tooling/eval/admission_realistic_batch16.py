"""The realistic set's sixteenth batch: extractor outputs written blind (issue 31, brief w-batch16), en, es and zh.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-05 by helper w-batch16 before reading any admission rule code or docs/admission.md (only
DESIGN §4 and the record format of the fourteenth batch were read): user chat messages, support chats and tool
outputs (hotel amenity bullets, profile lines) the way chat-model memory writers (mem0, Zep, Letta,
LangGraph memory) turn them into values, keyed and free, with and without a speaker. The emphasis the brief gives:
one item of a list (joined by and/or/y/o/e/ni/和/、/或者/以及, lists after `such as`/`como`/`比如`, bullet lines, a
number or an adjective on the item, the last item running on); coordination (a conjunct sharing the subject);
speaker binding the way extractors write it (`User …`, `El usuario …`, `用户…`, the speaker's name, subject elision,
agreement, possessives); filler dropped (greetings, `honestly`, `la verdad`, `其实`, emojis) beside hedges and
modality that stay. Each language holds 23 pairs: a hard positive beside a hard negative of the same shape that
differs by one restriction (tense, number, negation, an `or` list outside a negator, scope, a time frame, a condition,
a hedge, a plan, another person's value, an aside, an adjective or number on the item).

Labelling judgements (DESIGN §4 read by hand, noted so the lead can disagree): an item of a list after `such as`,
`como` or `比如` is read as one item of a list — the category before the marker is left out with the other items,
since the items are instances of it (`allergic to tree nuts such as almonds, cashews and pecans` → `allergic to
cashews`); an adjective or number on the item is content the value must keep (`a toy Land Rover` does not give
`a Land Rover`, `conversational Portuguese` does not give `Portuguese`, `two rabbits` does not give `rabbits`); a
subject list's item takes the verb's singular (`Priya and I teach` → `Linnea teaches`, `Marta y yo damos` →
`Yolanda da`); a profile line's label (`Languages:`, `Servicios:`, `酒店设施：`) is named by the key.

Blind score (the rules of main at 27203af, scored once after the labels were committed at 80a596c,
`evaluate_realistic`): recall 46/69 = 0.667 (en 17/23, es 13/23, zh 16/23); by family list item 15/32, coordination
5/9, elision 5/6, speaker 6/7, filler 9/9, clause 3/3, third person 3/3; false accepts 0/69 (hedge 0/14,
restriction_drop 0/13, possessor_drop 0/11, speaker_tense 0/10, list_scope 0/6, negation 0/3, number 0/3,
parenthetical_restrictive 0/3, scope 0/3, wrong_speaker 0/3). The misses by reason: `guard:clause_stitch` 9 (an
item after `such as`/`como`/`比如`, a last item running on, an item after a numbered one, a second verb sharing `I`),
`guard:number` 4 (a number on another item or a time phrase in the skipped stretch), `guard:restriction` 5 (a name
out of a list with ages, a subject list in Chinese, `啦`), `not_ordered_subsequence` 4 (Spanish agreement with a
dropped subject or a subject list, a Chinese `会` list) and `guard:negation` 1 (a `ni` list). No label changed after
scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
CORMAC, YUSRA, LINNEA, DESHAWN = "Cormac", "Yusra", "Linnea", "Deshawn"
AMPARO, FERMIN, YOLANDA, LEANDRO = "Amparo", "Fermín", "Yolanda", "Leandro"
XIAOMAN, LAOTAN, YUTONG, AKAI = "小满", "老谭", "邱雨桐", "阿凯"

BATCH_16: tuple[Realistic, ...] = (
    # --- English -----------------------------------------------------------------------------------------------
    # One item of an `and` list under speaker binding, beside the same list in a past habit.
    _r(_EN, "list_item", V, "For the record, I play the cello, the banjo and a bit of harmonica",
       "Cormac plays the banjo", speaker=CORMAC),
    _r(_EN, "speaker_tense", N, "I used to play the cello, the banjo and a bit of harmonica", "Cormac plays the banjo",
       speaker=CORMAC),
    # A number on the item stays; dropping it is dropping a number.
    _r(_EN, "list_item", V, "We have three cats, two rabbits and a very old tortoise called Gus",
       "We have two rabbits"),
    _r(_EN, "number", N, "We have three cats, two rabbits and a very old tortoise called Gus", "We have rabbits"),
    # An item of a `such as` list, beside the same list under a negator.
    _r(_EN, "list_item", V, "I'm allergic to tree nuts such as almonds, cashews and pecans",
       "Linnea is allergic to cashews", speaker=LINNEA),
    _r(_EN, "negation", N, "I'm not allergic to tree nuts such as almonds, cashews and pecans, just peanuts",
       "Linnea is allergic to cashews", speaker=LINNEA),
    # An `or` list under a negator gives its item; an `or` list outside one does not.
    _r(_EN, "list_item", V, "I don't drink coffee, black tea or energy drinks", "Deshawn doesn't drink black tea",
       speaker=DESHAWN),
    _r(_EN, "list_scope", N, "I drink coffee or black tea in the mornings", "Deshawn drinks black tea in the mornings",
       speaker=DESHAWN),
    # The last item running on, beside a last item under a time frame and `only`.
    _r(_EN, "list_item", V, "We stock oat milk, almond milk and a soy milk that's sweetened with dates",
       "We stock a soy milk that's sweetened with dates"),
    _r(_EN, "restriction_drop", N,
       "We stock oat milk, almond milk and, on Saturdays only, a soy milk sweetened with dates",
       "We stock a soy milk sweetened with dates"),
    # A bullet of a tool output under a key, beside a bullet with a restricting aside.
    _r(_EN, "list_item", V,
       "Amenities: • Free Wi-Fi • Heated pool • Airport shuttle (extra charge) • Pet-friendly rooms",
       "Heated pool", key="hotel/amenities"),
    _r(_EN, "parenthetical_restrictive", N,
       "Amenities: • Free Wi-Fi • Heated pool (closed until May) • Airport shuttle",
       "Heated pool", key="hotel/amenities"),
    # A second conjunct sharing the speaker, beside a hoped-for second conjunct.
    _r(_EN, "coordination", V, "I moved to Lisbon in March and started at a design agency in April",
       "Cormac started at a design agency in April", speaker=CORMAC),
    _r(_EN, "hedge", N, "I'm moving to Lisbon in March and hope to start at a design agency in April",
       "Cormac starts at a design agency in April", speaker=CORMAC),
    # Two clauses with different subjects: the speaker's clause, not the brother's.
    _r(_EN, "clause", V, "My brother lives in Cork and I live in Galway", "Deshawn lives in Galway", speaker=DESHAWN),
    _r(_EN, "wrong_speaker", N, "My brother lives in Cork and I live in Galway", "Deshawn lives in Cork",
       speaker=DESHAWN),
    # mem0's `User`, beside a past job.
    _r(_EN, "third_person", V, "i'm a night-shift nurse at St Brendan's", "User is a night-shift nurse at St Brendan's",
       speaker=LINNEA),
    _r(_EN, "speaker_tense", N, "i was a night-shift nurse at St Brendan's till last year",
       "User is a night-shift nurse at St Brendan's", speaker=LINNEA),
    # Subject elision with a discourse marker and an emoji dropped, beside a counterfactual.
    _r(_EN, "elision", V, "Oh and I cycle to work most days 🚲", "Cycles to work most days", speaker=YUSRA),
    _r(_EN, "hedge", N, "Oh and I'd cycle to work most days if we had showers", "Cycles to work most days",
       speaker=YUSRA),
    # Filler dropped, the hedge kept; the hedge dropped.
    _r(_EN, "filler", V, "Honestly I think I'm probably lactose intolerant lol",
       "I think I'm probably lactose intolerant"),
    _r(_EN, "hedge", N, "Honestly I think I'm probably lactose intolerant lol", "I'm lactose intolerant"),
    # The speaker's possessive, beside another person's.
    _r(_EN, "speaker", V, "My daughter goes to Hillcrest Primary", "Linnea's daughter goes to Hillcrest Primary",
       speaker=LINNEA),
    _r(_EN, "possessor_drop", N, "My ex's daughter goes to Hillcrest Primary",
       "Linnea's daughter goes to Hillcrest Primary", speaker=LINNEA),
    # A profile line's item under its key, beside an item whose adjective is dropped.
    _r(_EN, "list_item", V, "Languages: English (native), Irish, conversational Portuguese", "Irish",
       key="deshawn/languages"),
    _r(_EN, "restriction_drop", N, "Languages: English (native), Irish, conversational Portuguese", "Portuguese",
       key="deshawn/languages"),
    # A trailing discourse marker dropped, beside `only`.
    _r(_EN, "filler", V, "I drink decaf after noon, obviously", "Deshawn drinks decaf after noon", speaker=DESHAWN),
    _r(_EN, "scope", N, "I only drink decaf after noon", "Deshawn drinks decaf after noon", speaker=DESHAWN),
    # Emojis dropped and the possessive agreeing, beside `nearly`.
    _r(_EN, "elision", V, "got my black belt in judo today!!! 🥋🎉", "Got his black belt in judo today",
       speaker=DESHAWN),
    _r(_EN, "hedge", N, "nearly got my black belt in judo today 😭", "Got his black belt in judo today",
       speaker=DESHAWN),
    # An item with its number, beside an item whose adjective makes it something else.
    _r(_EN, "list_item", V, "I own a red Vespa, two road bikes and a toy Land Rover my nephew left here",
       "Cormac owns two road bikes", speaker=CORMAC),
    _r(_EN, "restriction_drop", N, "I own a red Vespa, two road bikes and a toy Land Rover my nephew left here",
       "Cormac owns a Land Rover", speaker=CORMAC),
    # The speaker as one item of a subject list, beside an `or` list of subjects.
    _r(_EN, "list_item", V, "Priya and I teach Year 6", "Linnea teaches Year 6", speaker=LINNEA),
    _r(_EN, "list_scope", N, "Priya or I will teach Year 6", "Linnea will teach Year 6", speaker=LINNEA),
    # Modality and a hedge kept, beside the hedge dropped.
    _r(_EN, "speaker", V, "I can probably host on the 14th", "Yusra can probably host on the 14th", speaker=YUSRA),
    _r(_EN, "hedge", N, "I can probably host on the 14th", "Yusra can host on the 14th", speaker=YUSRA),
    # Filler before a possessive, beside a neighbour's cat.
    _r(_EN, "filler", V, "Haha yeah so my cat is called Biscuit", "Yusra's cat is called Biscuit", speaker=YUSRA),
    _r(_EN, "possessor_drop", N, "Haha yeah so my neighbour's cat is called Biscuit", "Yusra's cat is called Biscuit",
       speaker=YUSRA),
    # Two verbs sharing the speaker, beside a frequency word over both.
    _r(_EN, "coordination", V, "On weekends I swim and play badminton", "On weekends Deshawn plays badminton",
       speaker=DESHAWN),
    _r(_EN, "restriction_drop", N, "On weekends I sometimes swim and play badminton",
       "On weekends Deshawn plays badminton", speaker=DESHAWN),
    _r(_EN, "coordination", V, "I teach piano and coach the under-14 netball team",
       "Linnea coaches the under-14 netball team", speaker=LINNEA),
    _r(_EN, "speaker_tense", N, "I teach piano and used to coach the under-14 netball team",
       "Linnea coaches the under-14 netball team", speaker=LINNEA),
    # A keyed name out of a list with ages, beside the sister's children.
    _r(_EN, "list_item", V, "My kids are Noor (9), Idris (6) and baby Sami", "Idris", speaker=YUSRA,
       key="yusra/children"),
    _r(_EN, "possessor_drop", N, "My sister's kids are Noor (9), Idris (6) and baby Sami", "Idris", speaker=YUSRA,
       key="yusra/children"),
    # The possessive agreeing under elision, beside a neighbour's dog.
    _r(_EN, "elision", V, "I walk my dog Pepper at 6 every morning", "Walks her dog Pepper at 6 every morning",
       speaker=YUSRA),
    _r(_EN, "possessor_drop", N, "I walk my neighbour's dog Pepper at 6 every morning",
       "Walks her dog Pepper at 6 every morning", speaker=YUSRA),
    # --- Spanish -----------------------------------------------------------------------------------------------
    # One item of a `y` list under speaker binding, beside a past habit.
    _r(_ES, "list_item", V, "Pues nada, toco el violonchelo, el banjo y un poco la armónica", "Fermín toca el banjo",
       speaker=FERMIN),
    _r(_ES, "speaker_tense", N, "De joven tocaba el violonchelo, el banjo y un poco la armónica",
       "Fermín toca el banjo", speaker=FERMIN),
    # A number on the item stays.
    _r(_ES, "list_item", V, "Tenemos tres gatos, dos conejos y una tortuga viejísima que se llama Paco",
       "Tenemos dos conejos"),
    _r(_ES, "number", N, "Tenemos tres gatos, dos conejos y una tortuga viejísima que se llama Paco",
       "Tenemos conejos"),
    # An item of a `como` list with agreement, beside the daughter's allergy.
    _r(_ES, "list_item", V, "Soy alérgica a frutos secos como las almendras, los anacardos y las nueces",
       "Yolanda es alérgica a los anacardos", speaker=YOLANDA),
    _r(_ES, "possessor_drop", N, "Mi hija es alérgica a frutos secos como las almendras, los anacardos y las nueces",
       "Yolanda es alérgica a los anacardos", speaker=YOLANDA),
    # A `ni` list under a negator, beside an `o` list outside one.
    _r(_ES, "list_item", V, "No tomo café, té negro ni bebidas energéticas", "Leandro no toma té negro",
       speaker=LEANDRO),
    _r(_ES, "list_scope", N, "Tomo café o té negro por las mañanas", "Leandro toma té negro por las mañanas",
       speaker=LEANDRO),
    # The last item running on, beside a last item under `solo los sábados`.
    _r(_ES, "list_item", V, "Ofrecemos clases de yoga, pilates y una sesión de meditación guiada que dura una hora",
       "Ofrecemos una sesión de meditación guiada que dura una hora"),
    _r(_ES, "restriction_drop", N,
       "Ofrecemos clases de yoga, pilates y, solo los sábados, una sesión de meditación guiada",
       "Ofrecemos una sesión de meditación guiada"),
    # A bullet under a key, beside a bullet with a restricting aside.
    _r(_ES, "list_item", V, "Servicios: • Wifi gratis • Piscina climatizada • Parking (de pago) • Admite mascotas",
       "Piscina climatizada", key="hotel/servicios"),
    _r(_ES, "parenthetical_restrictive", N,
       "Servicios: • Wifi gratis • Piscina climatizada (cerrada hasta mayo) • Parking",
       "Piscina climatizada", key="hotel/servicios"),
    # A second conjunct sharing the speaker, beside a hoped-for one.
    _r(_ES, "coordination", V, "Me mudé a Valencia en marzo y empecé en una gestoría en abril",
       "Amparo empezó en una gestoría en abril", speaker=AMPARO),
    _r(_ES, "hedge", N, "Me mudo a Valencia en marzo y espero empezar en una gestoría en abril",
       "Amparo empieza en una gestoría en abril", speaker=AMPARO),
    # Two clauses with different subjects.
    _r(_ES, "clause", V, "Mi hermano vive en Cádiz y yo vivo en Jerez", "Leandro vive en Jerez", speaker=LEANDRO),
    _r(_ES, "wrong_speaker", N, "Mi hermano vive en Cádiz y yo vivo en Jerez", "Leandro vive en Cádiz",
       speaker=LEANDRO),
    # `El usuario`, beside a past job.
    _r(_ES, "third_person", V, "soy enfermero de noche en el Hospital del Mar",
       "El usuario es enfermero de noche en el Hospital del Mar", speaker=FERMIN),
    _r(_ES, "speaker_tense", N, "era enfermero de noche en el Hospital del Mar hasta el año pasado",
       "El usuario es enfermero de noche en el Hospital del Mar", speaker=FERMIN),
    # Subject elision with `Ah, y` and an emoji dropped, beside a conditional.
    _r(_ES, "elision", V, "Ah, y voy en bici al trabajo casi todos los días 🚲",
       "Va en bici al trabajo casi todos los días", speaker=AMPARO),
    _r(_ES, "hedge", N, "Ah, y iría en bici al trabajo casi todos los días si hubiera duchas",
       "Va en bici al trabajo casi todos los días", speaker=AMPARO),
    # `La verdad es que` dropped, `creo que` kept; `creo que` dropped.
    _r(_ES, "filler", V, "La verdad es que creo que soy intolerante a la lactosa jaja",
       "creo que soy intolerante a la lactosa"),
    _r(_ES, "hedge", N, "La verdad es que creo que soy intolerante a la lactosa jaja", "soy intolerante a la lactosa"),
    # The speaker's possessive after the noun, beside the ex's daughter.
    _r(_ES, "speaker", V, "Mi hija va al CEIP Miralvalle", "La hija de Yolanda va al CEIP Miralvalle",
       speaker=YOLANDA),
    _r(_ES, "possessor_drop", N, "La hija de mi ex va al CEIP Miralvalle", "La hija de Yolanda va al CEIP Miralvalle",
       speaker=YOLANDA),
    # A profile line's item, beside an item whose adjective is dropped.
    _r(_ES, "list_item", V, "Idiomas: español (nativo), catalán, francés básico", "catalán", key="leandro/idiomas"),
    _r(_ES, "restriction_drop", N, "Idiomas: español (nativo), catalán, francés básico", "francés",
       key="leandro/idiomas"),
    # A trailing `obvio` dropped, beside `solo`.
    _r(_ES, "filler", V, "Tomo descafeinado por la tarde, obvio", "Leandro toma descafeinado por la tarde",
       speaker=LEANDRO),
    _r(_ES, "scope", N, "Solo tomo descafeinado por la tarde", "Leandro toma descafeinado por la tarde",
       speaker=LEANDRO),
    # Emojis and `¡¡ !!` dropped, beside `casi`.
    _r(_ES, "speaker", V, "¡¡hoy he sacado el cinturón negro de judo!! 🥋🎉",
       "Hoy Leandro ha sacado el cinturón negro de judo", speaker=LEANDRO),
    _r(_ES, "hedge", N, "hoy casi saco el cinturón negro de judo 😭", "Hoy Leandro saca el cinturón negro de judo",
       speaker=LEANDRO),
    # An item with its number, beside an item whose `de juguete` is dropped.
    _r(_ES, "list_item", V,
       "Tengo una Vespa roja, dos bicis de carretera y un Land Rover de juguete que se dejó mi sobrino",
       "Fermín tiene dos bicis de carretera", speaker=FERMIN),
    _r(_ES, "restriction_drop", N,
       "Tengo una Vespa roja, dos bicis de carretera y un Land Rover de juguete que se dejó mi sobrino",
       "Fermín tiene un Land Rover", speaker=FERMIN),
    # The speaker in a subject list, beside an `o` list of subjects.
    _r(_ES, "list_item", V, "Marta y yo damos clase en sexto", "Yolanda da clase en sexto", speaker=YOLANDA),
    _r(_ES, "list_scope", N, "Marta o yo daremos clase en sexto", "Yolanda dará clase en sexto", speaker=YOLANDA),
    # A hedge kept, beside the hedge dropped.
    _r(_ES, "speaker", V, "Probablemente puedo organizar la cena el día 14",
       "Amparo probablemente puede organizar la cena el día 14", speaker=AMPARO),
    _r(_ES, "hedge", N, "Probablemente puedo organizar la cena el día 14", "Amparo puede organizar la cena el día 14",
       speaker=AMPARO),
    # Laughter dropped before a possessive, beside the neighbour's cat.
    _r(_ES, "filler", V, "Jajaja sí, mi gata se llama Galleta", "La gata de Yolanda se llama Galleta", speaker=YOLANDA),
    _r(_ES, "possessor_drop", N, "Jajaja sí, la gata de mi vecina se llama Galleta",
       "La gata de Yolanda se llama Galleta", speaker=YOLANDA),
    # Two verbs sharing the speaker, beside `a veces` over both.
    _r(_ES, "coordination", V, "Los findes nado y juego al bádminton", "Los findes Fermín juega al bádminton",
       speaker=FERMIN),
    _r(_ES, "restriction_drop", N, "Los findes a veces nado y juego al bádminton",
       "Los findes Fermín juega al bádminton", speaker=FERMIN),
    _r(_ES, "coordination", V, "Doy clases de piano y entreno al equipo infantil de balonmano",
       "Yolanda entrena al equipo infantil de balonmano", speaker=YOLANDA),
    _r(_ES, "speaker_tense", N, "Doy clases de piano y antes entrenaba al equipo infantil de balonmano",
       "Yolanda entrena al equipo infantil de balonmano", speaker=YOLANDA),
    # A keyed name out of a list with ages, beside the sister's children.
    _r(_ES, "list_item", V, "Mis hijos son Unai (9), Jon (6) y el pequeño Aitor", "Jon", speaker=AMPARO,
       key="amparo/hijos"),
    _r(_ES, "possessor_drop", N, "Los hijos de mi hermana son Unai (9), Jon (6) y el pequeño Aitor", "Jon",
       speaker=AMPARO, key="amparo/hijos"),
    # An `e` list, beside a past ability.
    _r(_ES, "list_item", V, "Hablo inglés e italiano", "Leandro habla italiano", speaker=LEANDRO),
    _r(_ES, "speaker_tense", N, "De pequeño hablaba inglés e italiano", "Leandro habla italiano", speaker=LEANDRO),
    # --- Chinese -----------------------------------------------------------------------------------------------
    # One item of a `、/和` list under speaker binding with a discourse opener dropped, beside a past ability.
    _r(_ZH, "list_item", V, "跟你说哈，我会大提琴、班卓琴和一点口琴", "阿凯会班卓琴", speaker=AKAI),
    _r(_ZH, "speaker_tense", N, "我以前会大提琴、班卓琴和一点口琴", "阿凯会班卓琴", speaker=AKAI),
    # A number on the item stays.
    _r(_ZH, "list_item", V, "我们家有三只猫、两只兔子和一只很老的乌龟", "我们家有两只兔子"),
    _r(_ZH, "number", N, "我们家有三只猫、两只兔子和一只很老的乌龟", "我们家有兔子"),
    # An item of a `比如` list, beside the same list under a negator.
    _r(_ZH, "list_item", V, "我们支持多种付款方式，比如支付宝、微信支付和银联卡", "我们支持支付宝"),
    _r(_ZH, "negation", N, "我们暂时不支持部分付款方式，比如支付宝、微信支付和银联卡", "我们支持支付宝"),
    # An `或者` list under a negator, beside one outside it.
    _r(_ZH, "list_item", V, "我不喝咖啡、红茶或者功能饮料", "阿凯不喝红茶", speaker=AKAI),
    _r(_ZH, "list_scope", N, "我早上喝咖啡或者红茶", "阿凯早上喝红茶", speaker=AKAI),
    # The last item running on, beside a last item under a time frame.
    _r(_ZH, "list_item", V, "我们提供瑜伽课、普拉提和一节一小时的冥想引导课", "我们提供一节一小时的冥想引导课"),
    _r(_ZH, "restriction_drop", N, "我们提供瑜伽课、普拉提，周六还另外提供冥想引导课", "我们提供冥想引导课"),
    # A bullet under a key, beside a bullet with a restricting aside.
    _r(_ZH, "list_item", V, "酒店设施：• 免费WiFi • 恒温泳池 • 机场接送（另收费）• 可携带宠物", "恒温泳池",
       key="酒店/设施"),
    _r(_ZH, "parenthetical_restrictive", N, "酒店设施：• 免费WiFi • 恒温泳池（5月前暂停开放）• 机场接送", "恒温泳池",
       key="酒店/设施"),
    # A second conjunct sharing the speaker, beside a hoped-for one.
    _r(_ZH, "coordination", V, "我三月搬到了厦门，四月开始在一家设计公司上班", "小满四月开始在一家设计公司上班",
       speaker=XIAOMAN),
    _r(_ZH, "hedge", N, "我三月要搬到厦门，希望四月能开始在一家设计公司上班", "小满四月开始在一家设计公司上班",
       speaker=XIAOMAN),
    # Two clauses with different subjects.
    _r(_ZH, "clause", V, "我哥住在泉州，我住在漳州", "老谭住在漳州", speaker=LAOTAN),
    _r(_ZH, "wrong_speaker", N, "我哥住在泉州，我住在漳州", "老谭住在泉州", speaker=LAOTAN),
    # `用户`, beside a past job.
    _r(_ZH, "third_person", V, "我是仁济医院的夜班护士", "用户是仁济医院的夜班护士", speaker=YUTONG),
    _r(_ZH, "speaker_tense", N, "我去年之前一直是仁济医院的夜班护士", "用户是仁济医院的夜班护士", speaker=YUTONG),
    # Subject elision with `哦对了` and an emoji dropped, beside a condition.
    _r(_ZH, "elision", V, "哦对了，我基本每天骑车上班🚲", "基本每天骑车上班", speaker=AKAI),
    _r(_ZH, "restriction_drop", N, "要是公司有淋浴，我基本每天骑车上班", "基本每天骑车上班", speaker=AKAI),
    # `其实` and laughter dropped, the hedge kept; the hedge dropped.
    _r(_ZH, "filler", V, "其实我觉得我可能有点乳糖不耐受哈哈", "我觉得我可能有点乳糖不耐受"),
    _r(_ZH, "hedge", N, "其实我觉得我可能有点乳糖不耐受哈哈", "我有点乳糖不耐受"),
    # The speaker's possessive, beside the ex-husband's daughter.
    _r(_ZH, "speaker", V, "我女儿在育才小学上学", "小满的女儿在育才小学上学", speaker=XIAOMAN),
    _r(_ZH, "possessor_drop", N, "我前夫的女儿在育才小学上学", "小满的女儿在育才小学上学", speaker=XIAOMAN),
    # A profile line's item, beside an item whose `基础` is dropped.
    _r(_ZH, "list_item", V, "语言：普通话（母语）、粤语、基础日语", "粤语", key="阿凯/语言"),
    _r(_ZH, "restriction_drop", N, "语言：普通话（母语）、粤语、基础日语", "日语", key="阿凯/语言"),
    # A trailing `你懂的` dropped, beside `只`.
    _r(_ZH, "filler", V, "我下午喝低因咖啡，你懂的", "老谭下午喝低因咖啡", speaker=LAOTAN),
    _r(_ZH, "scope", N, "我下午只喝低因咖啡", "老谭下午喝低因咖啡", speaker=LAOTAN),
    # `啦` and emojis dropped, beside `差点`.
    _r(_ZH, "elision", V, "今天拿到柔道黑带啦！！🥋🎉", "今天拿到柔道黑带", speaker=AKAI),
    _r(_ZH, "hedge", N, "今天差点拿到柔道黑带😭", "今天拿到柔道黑带", speaker=AKAI),
    # An item with its number, beside an item whose `玩具` is dropped.
    _r(_ZH, "list_item", V, "我有一辆红色小电驴、两辆公路车和一辆玩具路虎", "老谭有两辆公路车", speaker=LAOTAN),
    _r(_ZH, "restriction_drop", N, "我有一辆红色小电驴、两辆公路车和一辆玩具路虎", "老谭有一辆路虎", speaker=LAOTAN),
    # The speaker in a subject list, beside an `或者` list of subjects.
    _r(_ZH, "list_item", V, "我和小周教六年级", "邱雨桐教六年级", speaker=YUTONG),
    _r(_ZH, "list_scope", N, "我或者小周会教六年级", "邱雨桐会教六年级", speaker=YUTONG),
    # A hedge kept with the name where `我` stood, beside the hedge dropped.
    _r(_ZH, "speaker", V, "14号我应该可以请大家吃饭", "14号小满应该可以请大家吃饭", speaker=XIAOMAN),
    _r(_ZH, "hedge", N, "14号我应该可以请大家吃饭", "14号小满可以请大家吃饭", speaker=XIAOMAN),
    # Laughter dropped before `我家`, beside the neighbour's cat.
    _r(_ZH, "filler", V, "哈哈对，我家猫叫饼干", "小满家猫叫饼干", speaker=XIAOMAN),
    _r(_ZH, "possessor_drop", N, "哈哈对，我邻居家的猫叫饼干", "小满家的猫叫饼干", speaker=XIAOMAN),
    # Two verbs sharing the speaker, beside `偶尔` over both.
    _r(_ZH, "coordination", V, "我周末去游泳和打羽毛球", "阿凯周末去打羽毛球", speaker=AKAI),
    _r(_ZH, "restriction_drop", N, "我周末偶尔去游泳和打羽毛球", "阿凯周末去打羽毛球", speaker=AKAI),
    _r(_ZH, "coordination", V, "我教钢琴，还带初中篮球队", "邱雨桐带初中篮球队", speaker=YUTONG),
    _r(_ZH, "speaker_tense", N, "我教钢琴，以前还带初中篮球队", "邱雨桐带初中篮球队", speaker=YUTONG),
    # A keyed name out of a list with ages, beside the sister's children.
    _r(_ZH, "list_item", V, "我的孩子是朵朵（9岁）、乐乐（6岁）和小宝", "乐乐", speaker=XIAOMAN, key="小满/孩子"),
    _r(_ZH, "possessor_drop", N, "我姐的孩子是朵朵（9岁）、乐乐（6岁）和小宝", "乐乐", speaker=XIAOMAN,
       key="小满/孩子"),
    # A `以及` list, beside the same list under `暂停`.
    _r(_ZH, "list_item", V, "本店提供堂食、外卖以及上门做饭服务", "本店提供外卖"),
    _r(_ZH, "negation", N, "本店暂停提供堂食、外卖以及上门做饭服务", "本店提供外卖"),
)  # fmt: skip
