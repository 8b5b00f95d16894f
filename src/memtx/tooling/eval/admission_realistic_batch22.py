"""The realistic set's twenty-second batch: a blind measurement of coordination and list items (issue 31, brief C).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper c-coord, without reading the admission rule's code (`memtx.core.admission`), the
lexicon, docs/admission.md or any earlier batch's records: only DESIGN §4 (whose amendments describe the rules in
prose), issue 31's table, the record type and the opening docstring of batch 21 (for the format). Every source is
invented here: chat turns, e-mails, support tickets, shop notices and booking confirmations, and every value is
written the way memory extractors (mem0, Zep, LangGraph memory tools) phrase one — a third-person restatement with
the speaker's name, mem0's `User` or `用户`, the subject left out (`Allergic to latex`), one conjunct of a
coordination, one item of a list. Each language holds 13 faithful values (coordination 5, list_item 5, filler 1,
speaker 2) and 7 hard negatives that look like them: a conjunct whose subject differs (wrong_speaker), a list item
carrying its own restriction (restriction_drop), `most of`/`la mayoría de`/`大部分` (scope), `all … except`
(condition), a number moved onto another item (number), a stitch of two conjuncts (stitch), and a time frame on one
conjunct dropped (restriction_drop).

Blind score (the rules of main at f6929b6, scored once after the labels were committed at 69fbf70,
`evaluate_realistic`): recall 33/39 = 0.846 (en 11/13, es 10/13, zh 12/13); per faithful family coordination 11/15,
list_item 13/15, filler 3/3, speaker 6/6. False accepts 0/21 (condition, number, scope, stitch, wrong_speaker 0/3 each,
restriction_drop 0/6). All six misses are `guard:clause_stitch`: a second conjunct taken with the first's subject
when the first conjunct runs past one verb phrase (`I moved to Lisbon last spring and teach …`, `El paquete llegó
ayer y venía …`, `Nuestra tienda está en la calle Mayor, 14, y hace …`, `这款耳机降噪效果很好，而且续航能到…`), and a
middle list item of a `has`/`tiene` list whose last item runs on (`… and a hearing loop in the main hall`) or not
(`wifi, aire acondicionado y lavavajillas`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

__all__ = ["BATCH_22"]

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False

_EN_RECORDS: tuple[Realistic, ...] = (
    # coordination
    _r(_EN, "coordination", V,
       "Hey! Quick intro since we're going to be working together: I'm Priya. I work as a pharmacist in Leeds and "
       "I play five-a-side football on Thursdays.",
       "Priya works as a pharmacist in Leeds",
       evidence="I work as a pharmacist in Leeds and I play five-a-side football on Thursdays.", speaker="Priya"),
    _r(_EN, "coordination", V,
       "Ticket #4471 (Android 14, Pixel 7). The new build crashes on login and drains the battery overnight. "
       "Rolled back to 3.2.1 for now.",
       "The new build drains the battery overnight",
       evidence="The new build crashes on login and drains the battery overnight."),
    _r(_EN, "coordination", V,
       "Yeah so I moved to Lisbon last spring and teach English at a language school.",
       "Marco teaches English at a language school",
       evidence="I moved to Lisbon last spring and teach English at a language school.", speaker="Marco"),
    _r(_EN, "coordination", V,
       "Hi Ms Okafor,\n\nThanks for reaching out. Our support team works out of Toronto and answers tickets in "
       "English and French. Someone will get back to you within one business day.\n\nBest,\nNadia",
       "Our support team answers tickets in English and French",
       evidence="Our support team works out of Toronto and answers tickets in English and French."),
    _r(_EN, "coordination", V,
       "I'm vegan and I don't drink alcohol, so maybe not the steakhouse lol",
       "User doesn't drink alcohol",
       evidence="I'm vegan and I don't drink alcohol", speaker="Sam"),
    # list_item
    _r(_EN, "list_item", V,
       "Hi Jo, yes — we take cash, debit cards and Apple Pay, no cheques sorry.",
       "We take Apple Pay",
       evidence="we take cash, debit cards and Apple Pay"),
    _r(_EN, "list_item", V,
       "Before the procedure: I'm allergic to penicillin, latex and bee stings.",
       "Allergic to latex",
       evidence="I'm allergic to penicillin, latex and bee stings.", speaker="Dana", key="dana/allergies"),
    _r(_EN, "list_item", V,
       "I speak Spanish, Portuguese and a bit of Italian, so I can cover the Lisbon calls.",
       "Dana speaks Portuguese",
       evidence="I speak Spanish, Portuguese and a bit of Italian", speaker="Dana"),
    _r(_EN, "list_item", V,
       "Venue details: The venue has parking, step-free access and a hearing loop in the main hall. Doors open at 7.",
       "The venue has step-free access",
       evidence="The venue has parking, step-free access and a hearing loop in the main hall."),
    _r(_EN, "list_item", V,
       "Ha, it's a zoo here. I have two dogs, a cat and three chickens.",
       "Omar has three chickens",
       evidence="I have two dogs, a cat and three chickens.", speaker="Omar"),
    # filler
    _r(_EN, "filler", V,
       "So yeah, basically we're closed on Boxing Day. Back to normal hours on the 27th.",
       "We're closed on Boxing Day",
       evidence="So yeah, basically we're closed on Boxing Day."),
    # speaker
    _r(_EN, "speaker", V,
       "I drive a 2015 Honda Civic, if that matters for the quote.",
       "Kenji drives a 2015 Honda Civic",
       evidence="I drive a 2015 Honda Civic", speaker="Kenji"),
    _r(_EN, "speaker", V,
       "I've been a nurse for eight years, mostly in A&E.",
       "User has been a nurse for eight years",
       evidence="I've been a nurse for eight years", speaker="Aisha"),
    # hard negatives
    _r(_EN, "wrong_speaker", N,
       "I teach piano and my husband runs a bakery in town.",
       "Sofia runs a bakery in town", speaker="Sofia"),
    _r(_EN, "restriction_drop", N,
       "I speak Spanish, Portuguese and a bit of Italian, so I can cover the Lisbon calls.",
       "Dana speaks Italian",
       evidence="I speak Spanish, Portuguese and a bit of Italian", speaker="Dana"),
    _r(_EN, "scope", N,
       "Re: family room — most of our rooms have sea views and balconies, happy to note your preference.",
       "Our rooms have balconies",
       evidence="most of our rooms have sea views and balconies"),
    _r(_EN, "condition", N,
       "Delivery info: We deliver to all London postcodes except E4 and N9.",
       "We deliver to all London postcodes",
       evidence="We deliver to all London postcodes except E4 and N9."),
    _r(_EN, "number", N,
       "Ha, it's a zoo here. I have two dogs, a cat and three chickens.",
       "Omar has two chickens",
       evidence="I have two dogs, a cat and three chickens.", speaker="Omar"),
    _r(_EN, "stitch", N,
       "My sister lives in Glasgow and I live in Cardiff, so we meet halfway.",
       "My sister lives in Cardiff",
       evidence="My sister lives in Glasgow and I live in Cardiff"),
    _r(_EN, "restriction_drop", N,
       "I'm at the Leeds office Monday to Wednesday and work from home on Fridays.",
       "Works from home", speaker="Kenji"),
)  # fmt: skip

_ES_RECORDS: tuple[Realistic, ...] = (
    # coordination
    _r(_ES, "coordination", V,
       "Hola, me presento: soy enfermera y trabajo de noche en el Hospital del Mar.",
       "Trabaja de noche en el Hospital del Mar",
       evidence="soy enfermera y trabajo de noche en el Hospital del Mar", speaker="Lucía"),
    _r(_ES, "coordination", V,
       "Incidencia 20931: El paquete llegó ayer y venía con la caja abollada. Solicito revisión.",
       "El paquete venía con la caja abollada",
       evidence="El paquete llegó ayer y venía con la caja abollada."),
    _r(_ES, "coordination", V,
       "Vivo en Valencia desde 2019 y tengo un perro que se llama Coco.",
       "Javier tiene un perro que se llama Coco", speaker="Javier"),
    _r(_ES, "coordination", V,
       "Estimada clienta: Nuestra tienda está en la calle Mayor, 14, y hace envíos a toda España. Un saludo.",
       "Nuestra tienda hace envíos a toda España",
       evidence="Nuestra tienda está en la calle Mayor, 14, y hace envíos a toda España."),
    _r(_ES, "coordination", V,
       "Corro los domingos y hago yoga dos veces por semana.",
       "Hace yoga dos veces por semana", speaker="Marta"),
    # list_item
    _r(_ES, "list_item", V,
       "¡Hola! Aceptamos Bizum, tarjeta y efectivo. No hace falta reservar.",
       "Aceptamos efectivo",
       evidence="Aceptamos Bizum, tarjeta y efectivo."),
    _r(_ES, "list_item", V,
       "Antes de la cita: soy alérgica a los frutos secos, al marisco y a la penicilina.",
       "Es alérgica al marisco",
       evidence="soy alérgica a los frutos secos, al marisco y a la penicilina.", speaker="Carmen",
       key="carmen/alergias"),
    _r(_ES, "list_item", V,
       "Hablo inglés, francés y un poco de alemán, así que puedo atender a los clientes de Lyon.",
       "Habla francés",
       evidence="Hablo inglés, francés y un poco de alemán", speaker="Iker"),
    _r(_ES, "list_item", V,
       "Sobre el alojamiento: el apartamento tiene wifi, aire acondicionado y lavavajillas.",
       "El apartamento tiene aire acondicionado",
       evidence="el apartamento tiene wifi, aire acondicionado y lavavajillas."),
    _r(_ES, "list_item", V,
       "Jaja, esto es un zoo. Tengo dos gatos, un perro y cuatro gallinas.",
       "Tiene cuatro gallinas",
       evidence="Tengo dos gatos, un perro y cuatro gallinas.", speaker="Nerea"),
    # filler
    _r(_ES, "filler", V,
       "Pues mira, la verdad es que el lunes no puedo ir.",
       "El lunes no puedo ir"),
    # speaker
    _r(_ES, "speaker", V,
       "Trabajo como diseñadora gráfica en Bilbao.",
       "Ane trabaja como diseñadora gráfica en Bilbao", speaker="Ane"),
    _r(_ES, "speaker", V,
       "Me mudé a Sevilla el año pasado, todavía estoy conociendo la ciudad.",
       "Pablo se mudó a Sevilla el año pasado",
       evidence="Me mudé a Sevilla el año pasado", speaker="Pablo"),
    # hard negatives
    _r(_ES, "wrong_speaker", N,
       "En casa yo cocino y mi pareja friega los platos.",
       "Friega los platos",
       evidence="yo cocino y mi pareja friega los platos.", speaker="Álvaro"),
    _r(_ES, "restriction_drop", N,
       "Hablo inglés, francés y un poco de alemán, así que puedo atender a los clientes de Lyon.",
       "Habla alemán",
       evidence="Hablo inglés, francés y un poco de alemán", speaker="Iker"),
    _r(_ES, "scope", N,
       "La mayoría de nuestros hoteles tienen piscina y gimnasio.",
       "Nuestros hoteles tienen gimnasio"),
    _r(_ES, "condition", N,
       "Envíos: enviamos a todas las provincias excepto Ceuta y Melilla.",
       "Enviamos a todas las provincias",
       evidence="enviamos a todas las provincias excepto Ceuta y Melilla."),
    _r(_ES, "number", N,
       "Jaja, esto es un zoo. Tengo dos gatos, un perro y cuatro gallinas.",
       "Tiene dos gallinas",
       evidence="Tengo dos gatos, un perro y cuatro gallinas.", speaker="Nerea"),
    _r(_ES, "stitch", N,
       "Mi hermano vive en Granada y yo vivo en Málaga, así que nos vemos poco.",
       "Mi hermano vive en Málaga",
       evidence="Mi hermano vive en Granada y yo vivo en Málaga"),
    _r(_ES, "restriction_drop", N,
       "Entreno en el gimnasio por las mañanas y los sábados juego al pádel.",
       "Juega al pádel", speaker="Rocío"),
)  # fmt: skip

_ZH_RECORDS: tuple[Realistic, ...] = (
    # coordination
    _r(_ZH, "coordination", V,
       "你好，我是护士，在市一医院上夜班。",
       "小林在市一医院上夜班",
       evidence="我是护士，在市一医院上夜班。", speaker="小林"),
    _r(_ZH, "coordination", V,
       "【买家评价】这款耳机降噪效果很好，而且续航能到三十个小时。",
       "这款耳机续航能到三十个小时",
       evidence="这款耳机降噪效果很好，而且续航能到三十个小时。"),
    _r(_ZH, "coordination", V,
       "我去年搬到了杭州，现在在一家游戏公司做策划。",
       "阿杰现在在一家游戏公司做策划", speaker="阿杰"),
    _r(_ZH, "coordination", V,
       "亲，这家民宿离地铁站很近，还提供免费早餐哦。",
       "这家民宿提供免费早餐",
       evidence="这家民宿离地铁站很近，还提供免费早餐哦。"),
    _r(_ZH, "coordination", V,
       "我不吃辣，也不喝酒，聚餐的时候别给我倒酒哈。",
       "用户不喝酒",
       evidence="我不吃辣，也不喝酒", speaker="小周"),
    # list_item
    _r(_ZH, "list_item", V,
       "您好，我们接受微信、支付宝和银联卡付款。",
       "我们接受银联卡付款",
       evidence="我们接受微信、支付宝和银联卡付款。"),
    _r(_ZH, "list_item", V,
       "体检前补充一下：我对海鲜、猫毛和尘螨过敏。",
       "对猫毛过敏",
       evidence="我对海鲜、猫毛和尘螨过敏。", speaker="小雨", key="小雨/过敏"),
    _r(_ZH, "list_item", V,
       "我会说粤语、英语和一点日语，香港那边的客户可以交给我。",
       "小陈会说英语",
       evidence="我会说粤语、英语和一点日语", speaker="小陈"),
    _r(_ZH, "list_item", V,
       "房源介绍：房间里有空调、冰箱和洗衣机，拎包入住。",
       "房间里有洗衣机",
       evidence="房间里有空调、冰箱和洗衣机"),
    _r(_ZH, "list_item", V,
       "哈哈，我家跟动物园似的。我养了两只猫、一条狗和三只鸡。",
       "养了三只鸡",
       evidence="我养了两只猫、一条狗和三只鸡。", speaker="老李"),
    # filler
    _r(_ZH, "filler", V,
       "嗯，那个，我下周三有空。",
       "我下周三有空"),
    # speaker
    _r(_ZH, "speaker", V,
       "我在北京做律师。",
       "王磊在北京做律师", speaker="王磊"),
    _r(_ZH, "speaker", V,
       "我女儿今年上小学三年级了。",
       "李娜的女儿今年上小学三年级", speaker="李娜"),
    # hard negatives
    _r(_ZH, "wrong_speaker", N,
       "我们家我负责做饭，我老公负责洗碗。",
       "负责洗碗",
       evidence="我负责做饭，我老公负责洗碗。", speaker="阿芳"),
    _r(_ZH, "restriction_drop", N,
       "我会说粤语、英语和一点日语，香港那边的客户可以交给我。",
       "小陈会说日语",
       evidence="我会说粤语、英语和一点日语", speaker="小陈"),
    _r(_ZH, "scope", N,
       "我们的大部分房间都有阳台和浴缸。",
       "我们的房间有浴缸"),
    _r(_ZH, "condition", N,
       "除了新疆和西藏，全国都包邮。",
       "全国都包邮"),
    _r(_ZH, "number", N,
       "哈哈，我家跟动物园似的。我养了两只猫、一条狗和三只鸡。",
       "老李养了两只鸡",
       evidence="我养了两只猫、一条狗和三只鸡。", speaker="老李"),
    _r(_ZH, "stitch", N,
       "我哥在成都工作，我在重庆上学。",
       "我哥在重庆上学"),
    _r(_ZH, "restriction_drop", N,
       "我平时在公司上班，周五在家办公。",
       "在家办公", speaker="小吴"),
)  # fmt: skip

BATCH_22: tuple[Realistic, ...] = _EN_RECORDS + _ES_RECORDS + _ZH_RECORDS
