"""The realistic set's nineteenth batch: asides, list items and conjuncts written blind (issue 31, brief a-asides).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper a-asides, before reading the admission rule's code (`src/memtx/core/admission/`,
`lexicon.py`) or docs/admission.md: only DESIGN §4 and batch 17's format. Values the way LLM memory extractors write
them from real chat turns (mem0-style third person for the speaker, filler and asides dropped, one item of a list, one
conjunct), no key, en/es/zh about equally. Half are faithful (kinds `parenthetical`: an aside that only describes — an
appositive noun phrase, a former name, an age, a location gloss, a chatty remark; `list_item`: one item with the list's
shared head and the rest of its clause, a number attached to the item kept; `coordination`: one conjunct whose subject
is the kept part's, including separate clauses that share the speaker as subject; `speaker`, `filler`). Half are hard
negatives, each the nearest twin of a positive shape: an aside that restricts (`(Tuesdays only)`, `(until May)`,
`(if it's not cancelled)`, `(the older one)`, an exception or a limit), a list under an exception or a negator whose
item is taken with the polarity flipped (`list_scope`, `negation`), a number the value drops or takes from another
item (`number`), a conjunct whose subject differs or a stitch of two clauses (`false_join`, `possessor_drop`), a
condition over both conjuncts (`condition`), a time frame dropped (`restriction_drop`) and a past state restated as
present (`speaker_tense`). Two records were reworded before committing because they matched dev records of batch 12
(a Spanish card list under `excepto`, a gym `open 24/7`), not for any verdict.

Blind score (the rules of main at bc67c95, scored once after the labels were committed at 7901973,
`evaluate_realistic`): recall 39/52 = 0.750 (en 13/17, es 14/17, zh 12/18); by family parenthetical 10/18, list item
10/13, coordination 7/9, filler 9/9, speaker 3/3; false accepts 5/51, all `parenthetical_restrictive` (5/19): an aside
holding a negator (`My team uses Slack (not for client work, though)`, `Mi hermano (el que no vive en Madrid) …`), a
time frame (`我在上海工作（到明年六月）`) and an aside picking out which one (`Mi hija (la pequeña) …`,
`我儿子（大的那个）…`); false_join 0/8, negation 0/6, list_scope, number 0/4 each, condition, restriction_drop,
speaker_tense 0/3 each, possessor_drop 0/1. The refusals: `guard:clause_stitch` 12 (asides dropped under speaker binding
or before a time phrase, a list item with its shared verb, a Chinese conjunct after a comma), `guard:restriction` 1 (an
aside and a second conjunct both dropped). No label changed after scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
PRISCILLA, DESMOND, ILSE, MARCUS = "Priscilla", "Desmond", "Ilse", "Marcus"
REMEDIOS, ANSELMO, YOLANDA, TADEO = "Remedios", "Anselmo", "Yolanda", "Tadeo"
XIAOCAI, AJUAN, LAOFU, MENGQI = "小蔡", "阿娟", "老符", "梦琪"

BATCH_19: tuple[Realistic, ...] = (
    # --- English: faithful -------------------------------------------------------------------------------------
    # Asides that only describe: an appositive with a name, a former name, an age, a location gloss, a dash aside.
    _r(_EN, "parenthetical", V,
       "ugh my dentist (Dr. Okafor, the one on Birch Lane) retired last month so I need a new one. any recs?",
       "Priscilla's dentist retired last month",
       evidence="my dentist (Dr. Okafor, the one on Birch Lane) retired last month", speaker=PRISCILLA),
    _r(_EN, "parenthetical", V, "FYI the co-working space (formerly the Hatch Hub) now opens at 7 am on weekdays.",
       "The co-working space now opens at 7 am on weekdays",
       evidence="the co-working space (formerly the Hatch Hub) now opens at 7 am on weekdays"),
    _r(_EN, "parenthetical", V, "My nephew (he's nine) is obsessed with trains, any gift ideas?",
       "Desmond's nephew is obsessed with trains", evidence="My nephew (he's nine) is obsessed with trains",
       speaker=DESMOND),
    _r(_EN, "parenthetical", V, "I grew up in Hilo (on the Big Island) and moved to Seattle after college.",
       "Ilse grew up in Hilo", speaker=ILSE),
    _r(_EN, "parenthetical", V, "My roommate — a nurse at St. Jude's — works night shifts all week, so it's quiet.",
       "Marcus's roommate works night shifts all week",
       evidence="My roommate — a nurse at St. Jude's — works night shifts all week", speaker=MARCUS),
    _r(_EN, "parenthetical", V, "My cat (Mochi, a grey Scottish fold) needs her shots renewed before we travel.",
       "Ilse's cat needs her shots renewed", evidence="My cat (Mochi, a grey Scottish fold) needs her shots renewed",
       speaker=ILSE),
    # One item of a list, with the shared head, a number attached to the item and a shared verb (gapping).
    _r(_EN, "list_item", V, "Heads up: I'm allergic to shellfish, kiwi and latex.", "Priscilla is allergic to kiwi",
       evidence="I'm allergic to shellfish, kiwi and latex", speaker=PRISCILLA),
    _r(_EN, "list_item", V, "The venue has a projector, two whiteboards and a coffee machine.",
       "The venue has two whiteboards"),
    _r(_EN, "list_item", V, "For the trip I packed sunscreen, a rain jacket, and hiking boots.",
       "For the trip Desmond packed hiking boots", speaker=DESMOND),
    _r(_EN, "list_item", V, "We play tennis on Mondays, squash on Wednesdays and padel on Fridays.",
       "We play squash on Wednesdays"),
    # A conjunct with its shared subject, and a second clause that repeats the speaker as subject.
    _r(_EN, "coordination", V, "I sold my car in March and now bike to work every day.",
       "Marcus now bikes to work every day",
       speaker=MARCUS),
    _r(_EN, "coordination", V, "The landlord fixed the boiler last week and is replacing the windows in June.",
       "The landlord is replacing the windows in June"),
    _r(_EN, "coordination", V, "I quit my job at the bank, and I'm now freelancing as a translator.",
       "Ilse is now freelancing as a translator", speaker=ILSE),
    # Speaker binding and filler.
    _r(_EN, "speaker", V, "I've been vegan since 2021.", "Priscilla has been vegan since 2021", speaker=PRISCILLA),
    _r(_EN, "filler", V, "lol yeah I drive a 2012 Corolla, it's ancient", "Desmond drives a 2012 Corolla",
       evidence="lol yeah I drive a 2012 Corolla", speaker=DESMOND),
    _r(_EN, "filler", V, "Honestly the kids' swim lessons got moved to Saturday mornings, which is annoying.",
       "The kids' swim lessons got moved to Saturday mornings",
       evidence="Honestly the kids' swim lessons got moved to Saturday mornings"),
    _r(_EN, "filler", V, "So basically my sister is getting married in Crete next September!!",
       "Marcus's sister is getting married in Crete next September",
       evidence="So basically my sister is getting married in Crete next September", speaker=MARCUS),
    # --- English: hard negatives -------------------------------------------------------------------------------
    # Asides that restrict: a scope, a negation, a condition, which one, a limit.
    _r(_EN, "parenthetical_restrictive", N, "I work from the Leeds office (Tuesdays only) these days.",
       "Desmond works from the Leeds office these days", speaker=DESMOND),
    _r(_EN, "parenthetical_restrictive", N, "My team uses Slack (not for client work, though).",
       "Ilse's team uses Slack", speaker=ILSE),
    _r(_EN, "parenthetical_restrictive", N, "The rooftop kitchen is free to use (members only after 10 pm).",
       "The rooftop kitchen is free to use"),
    _r(_EN, "parenthetical_restrictive", N, "I take the 7:40 train (if it's not cancelled, lol) to work.",
       "Marcus takes the 7:40 train to work", speaker=MARCUS),
    _r(_EN, "parenthetical_restrictive", N, "My son (the older one) plays the cello in the school orchestra.",
       "Desmond's son plays the cello in the school orchestra", speaker=DESMOND),
    _r(_EN, "parenthetical_restrictive", N, "The pharmacy delivers (within 5 km) for free.",
       "The pharmacy delivers for free"),
    _r(_EN, "parenthetical_restrictive", N, "I'm staying at my brother's flat (until May) while mine is renovated.",
       "Priscilla is staying at her brother's flat", evidence="I'm staying at my brother's flat (until May)",
       speaker=PRISCILLA),
    # A list under an exception or a negator, its item taken as if asserted.
    _r(_EN, "list_scope", N, "I eat everything except mushrooms, olives and raw onion.", "Priscilla eats olives",
       speaker=PRISCILLA),
    _r(_EN, "negation", N, "I don't drink coffee, tea or anything with caffeine after noon.",
       "Ilse drinks tea after noon", speaker=ILSE),
    # A number the value drops, or takes from another item.
    _r(_EN, "number", N, "The venue has a projector, two whiteboards and a coffee machine.",
       "The venue has whiteboards"),
    _r(_EN, "number", N, "I run 5k on weekdays and 20k on Sundays.", "Marcus runs 5k on Sundays", speaker=MARCUS),
    # A conjunct whose subject differs, and a stitch of two clauses.
    _r(_EN, "false_join", N, "My brother lives in Denver and my sister teaches in Austin.",
       "Priscilla's brother teaches in Austin", speaker=PRISCILLA),
    _r(_EN, "false_join", N, "Kai moved to Lisbon, and his partner works remotely for a Berlin startup.",
       "Kai works remotely for a Berlin startup"),
    _r(_EN, "false_join", N, "The bakery closed in June; the café next door now sells its bread.",
       "The bakery now sells its bread"),
    # A condition over both conjuncts, a time frame dropped, a past state restated as present.
    _r(_EN, "condition", N, "If the weather holds, we're doing the coastal walk on Sunday and a barbecue after.",
       "we're doing the coastal walk on Sunday"),
    _r(_EN, "restriction_drop", N, "In winter I cycle to the office on Thursdays.",
       "Marcus cycles to the office on Thursdays", speaker=MARCUS),
    _r(_EN, "speaker_tense", N, "I lived in Madrid for ten years and now I'm in Valencia.",
       "Ilse lives in Madrid", speaker=ILSE),
    # --- Spanish: faithful -------------------------------------------------------------------------------------
    _r(_ES, "parenthetical", V, "Mi suegra (que tiene 82 años) vive con nosotros desde enero.",
       "La suegra de Remedios vive con nosotros desde enero", speaker=REMEDIOS),
    _r(_ES, "parenthetical", V, "Ojo: la biblioteca municipal (antes el cine Rialto) abre los domingos por la mañana.",
       "La biblioteca municipal abre los domingos por la mañana",
       evidence="la biblioteca municipal (antes el cine Rialto) abre los domingos por la mañana"),
    _r(_ES, "parenthetical", V, "Me mudé a Oviedo (en Asturias) hace dos años.",
       "Anselmo se mudó a Oviedo hace dos años",
       speaker=ANSELMO),
    _r(_ES, "parenthetical", V, "Mi jefe (un gallego muy majo) se jubila en diciembre, qué pena.",
       "El jefe de Yolanda se jubila en diciembre", evidence="Mi jefe (un gallego muy majo) se jubila en diciembre",
       speaker=YOLANDA),
    _r(_ES, "parenthetical", V, "Mi perro, Canelo, tiene displasia de cadera.",
       "El perro de Tadeo tiene displasia de cadera",
       speaker=TADEO),
    _r(_ES, "parenthetical", V, "Mi novio (sí, por fin tengo novio jaja) es de Lima.", "El novio de Yolanda es de Lima",
       speaker=YOLANDA),
    _r(_ES, "list_item", V, "Soy alérgica al polen, a los ácaros y al níquel.", "Remedios es alérgica a los ácaros",
       speaker=REMEDIOS),
    _r(_ES, "list_item", V, "En casa tenemos dos gatos, un loro y tres gallinas.", "En casa tenemos tres gallinas"),
    _r(_ES, "list_item", V, "Hablo inglés, francés y un poco de árabe.", "Anselmo habla francés", speaker=ANSELMO),
    _r(_ES, "list_item", V, "Para la boda necesito zapatos, un bolso y algo azul.",
       "Para la boda Yolanda necesita un bolso",
       speaker=YOLANDA),
    _r(_ES, "coordination", V, "Dejé el trabajo en el banco y ahora doy clases de guitarra.",
       "Tadeo ahora da clases de guitarra", speaker=TADEO),
    _r(_ES, "coordination", V,
       "Lucía terminó la carrera en junio y empieza a trabajar en una clínica veterinaria en octubre.",
       "Lucía empieza a trabajar en una clínica veterinaria en octubre"),
    _r(_ES, "coordination", V, "Vendí el coche, y ahora voy al trabajo en bici.",
       "Remedios ahora va al trabajo en bici",
       speaker=REMEDIOS),
    _r(_ES, "speaker", V, "Trabajo de enfermero en el turno de noche.",
       "Anselmo trabaja de enfermero en el turno de noche", speaker=ANSELMO),
    _r(_ES, "filler", V, "Oye, pues mi hija entra en la universidad de Salamanca en septiembre.",
       "La hija de Yolanda entra en la universidad de Salamanca en septiembre", speaker=YOLANDA),
    _r(_ES, "filler", V, "Bueno, la reunión con los proveedores se pasa al jueves a las diez.",
       "La reunión con los proveedores se pasa al jueves a las diez"),
    _r(_ES, "filler", V, "La verdad es que ahora corro unos 30 km a la semana.",
       "Tadeo ahora corre unos 30 km a la semana",
       speaker=TADEO),
    # --- Spanish: hard negatives -------------------------------------------------------------------------------
    _r(_ES, "parenthetical_restrictive", N, "Trabajo en la sede de Bilbao (solo los lunes).",
       "Remedios trabaja en la sede de Bilbao", speaker=REMEDIOS),
    _r(_ES, "parenthetical_restrictive", N, "La piscina está abierta (salvo en agosto) de 9 a 21 h.",
       "La piscina está abierta de 9 a 21 h"),
    _r(_ES, "parenthetical_restrictive", N, "Mi hermano (el que no vive en Madrid) viene a cenar el sábado.",
       "El hermano de Anselmo viene a cenar el sábado", speaker=ANSELMO),
    _r(_ES, "parenthetical_restrictive", N, "Tomo ibuprofeno (si me duele mucho) antes de dormir.",
       "Yolanda toma ibuprofeno antes de dormir", speaker=YOLANDA),
    _r(_ES, "parenthetical_restrictive", N, "El seguro cubre la fisioterapia (hasta 10 sesiones al año).",
       "El seguro cubre la fisioterapia"),
    _r(_ES, "parenthetical_restrictive", N, "Mi hija (la pequeña) está de Erasmus en Praga.",
       "La hija de Remedios está de Erasmus en Praga", speaker=REMEDIOS),
    _r(_ES, "list_scope", N, "Como de todo menos cordero, hígado y coliflor.", "Tadeo come hígado", speaker=TADEO),
    _r(_ES, "list_scope", N, "En el quiosco vendemos de todo excepto tabaco, alcohol y lotería.",
       "En el quiosco vendemos lotería"),
    _r(_ES, "negation", N, "No tengo coche ni moto.", "Anselmo tiene moto", speaker=ANSELMO),
    _r(_ES, "negation", N, "El hotel tiene piscina, pero no gimnasio ni spa.", "El hotel tiene spa"),
    _r(_ES, "number", N, "Tengo tres hijos y dos nietos.", "Yolanda tiene nietos", speaker=YOLANDA),
    _r(_ES, "false_join", N, "Mi mujer es profesora y yo trabajo en una gestoría.",
       "La mujer de Tadeo trabaja en una gestoría", speaker=TADEO),
    _r(_ES, "false_join", N, "Marta vive en Vigo y su novio estudia en Santiago.", "Marta estudia en Santiago"),
    _r(_ES, "false_join", N, "Mi padre nació en Jaén; yo me crié en Badalona.",
       "El padre de Remedios se crió en Badalona",
       speaker=REMEDIOS),
    _r(_ES, "condition", N, "Si consigo el traslado, me mudo a Granada en verano y vendo el coche.",
       "Anselmo vende el coche", speaker=ANSELMO),
    _r(_ES, "speaker_tense", N, "Viví en Lyon cinco años y ahora estoy en Toulouse.", "Yolanda vive en Lyon",
       speaker=YOLANDA),
    _r(_ES, "restriction_drop", N, "En verano trabajo de socorrista en Benidorm.",
       "Tadeo trabaja de socorrista en Benidorm", speaker=TADEO),
    # --- Chinese: faithful -------------------------------------------------------------------------------------
    _r(_ZH, "parenthetical", V, "我女儿（今年上初二）特别喜欢画画。", "小蔡的女儿特别喜欢画画", speaker=XIAOCAI),
    _r(_ZH, "parenthetical", V, "跟你说，那家火锅店（以前叫老码头）搬到春熙路了。", "那家火锅店搬到春熙路了",
       evidence="那家火锅店（以前叫老码头）搬到春熙路了"),
    _r(_ZH, "parenthetical", V, "我老公（在银行上班）每天七点就出门。", "阿娟的老公每天七点就出门", speaker=AJUAN),
    _r(_ZH, "parenthetical", V, "我去年搬到了大理（在云南）。", "老符去年搬到了大理", speaker=LAOFU),
    _r(_ZH, "parenthetical", V, "我的室友——一个学日语的女生——周末都在打工。", "梦琪的室友周末都在打工", speaker=MENGQI),
    _r(_ZH, "parenthetical", V, "我家狗狗（一只八岁的柯基）最近胃口不太好。",
       "老符家狗狗最近胃口不太好", speaker=LAOFU),
    _r(_ZH, "list_item", V, "我对海鲜、花生和猫毛过敏。", "小蔡对花生过敏", speaker=XIAOCAI),
    _r(_ZH, "list_item", V, "我们店里卖咖啡、奶茶和三种蛋糕。", "我们店里卖三种蛋糕"),
    _r(_ZH, "list_item", V, "我会弹钢琴、吉他，还会一点古筝。", "阿娟会弹吉他", speaker=AJUAN),
    _r(_ZH, "list_item", V, "这次旅行我们去了西安、洛阳和开封。", "这次旅行我们去了洛阳"),
    _r(_ZH, "list_item", V, "我有两个女儿和一个儿子。", "老符有一个儿子", speaker=LAOFU),
    _r(_ZH, "coordination", V, "我辞了幼儿园的工作，现在在家带孩子。", "梦琪现在在家带孩子", speaker=MENGQI),
    _r(_ZH, "coordination", V, "王老师退休以后回了老家，开了一个小书店。", "王老师开了一个小书店"),
    _r(_ZH, "coordination", V, "我爸爸去年做了心脏手术，现在每天早上都去公园散步。",
       "小蔡的爸爸现在每天早上都去公园散步",
       speaker=XIAOCAI),
    _r(_ZH, "speaker", V, "我在一家外企做会计。", "阿娟在一家外企做会计", speaker=AJUAN),
    _r(_ZH, "filler", V, "哎呀，说实话我已经戒烟三个月了。", "老符已经戒烟三个月了", speaker=LAOFU),
    _r(_ZH, "filler", V, "对了，下周的家长会改到周五晚上了。", "下周的家长会改到周五晚上了"),
    _r(_ZH, "filler", V, "其实吧，我一直想学潜水。", "梦琪一直想学潜水", speaker=MENGQI),
    # --- Chinese: hard negatives -------------------------------------------------------------------------------
    _r(_ZH, "parenthetical_restrictive", N, "我每天跑步（下雨天除外）。", "小蔡每天跑步", speaker=XIAOCAI),
    _r(_ZH, "parenthetical_restrictive", N, "这家店可以免费停车（限两小时）。", "这家店可以免费停车"),
    _r(_ZH, "parenthetical_restrictive", N, "我在上海工作（到明年六月）。", "阿娟在上海工作", speaker=AJUAN),
    _r(_ZH, "parenthetical_restrictive", N, "我儿子（大的那个）在深圳读大学。",
       "老符的儿子在深圳读大学", speaker=LAOFU),
    _r(_ZH, "parenthetical_restrictive", N, "我可以周末加班（如果有加班费的话）。", "梦琪可以周末加班", speaker=MENGQI),
    _r(_ZH, "parenthetical_restrictive", N, "图书馆周一闭馆（节假日除外）。", "图书馆周一闭馆"),
    _r(_ZH, "list_scope", N, "我什么都吃，除了香菜、芹菜和茄子。", "小蔡吃茄子", speaker=XIAOCAI),
    _r(_ZH, "negation", N, "本店不接受支付宝、微信和信用卡。", "本店接受微信"),
    _r(_ZH, "negation", N, "我不吃牛肉、羊肉和辣的。", "阿娟吃羊肉", speaker=AJUAN),
    _r(_ZH, "negation", N, "酒店有早餐，但是没有接机服务。", "酒店有接机服务"),
    _r(_ZH, "number", N, "我有两个女儿和一个儿子。", "老符有女儿", speaker=LAOFU),
    _r(_ZH, "false_join", N, "我姐姐在杭州当老师，我在苏州做设计。", "梦琪的姐姐在苏州做设计", speaker=MENGQI),
    _r(_ZH, "false_join", N, "老李去年退休了，他儿子接手了厂子。", "老李接手了厂子"),
    _r(_ZH, "possessor_drop", N, "我老婆会开车，我一直没考驾照。", "小蔡会开车", speaker=XIAOCAI),
    _r(_ZH, "condition", N, "要是房东同意，我们就养一只猫，再买个猫爬架。", "我们就养一只猫"),
    _r(_ZH, "speaker_tense", N, "我以前在北京开出租车，现在回老家种地了。", "老符在北京开出租车", speaker=LAOFU),
    _r(_ZH, "restriction_drop", N, "寒暑假的时候我在培训机构兼职。", "梦琪在培训机构兼职", speaker=MENGQI),
)  # fmt: skip
