"""The admission suite's realistic extraction set: hand-labelled values written the way model extractors write them.

Responsible for: the data (one record per proposal, in English, Spanish and Chinese) and its structural check. Must
not: call the admission rule or score anything (that is `memtx.eval.admission`).

Valid values are what a chat-model extractor proposes from a user message, a tool output or an email: third person
for the speaker ("I live in Berlin" → "Maya lives in Berlin", with the source's `speaker`), filler dropped,
verbatim clauses, a shared-subject conjunct left out, a request's object ("I would like a refund for order 4471" →
"refund for order 4471"). Negatives are the adversarial kinds the issue names: restrictions carried by ordinary words
dropped ("On weekends, only chat support is available" → "only chat support is available"), a changed tense,
negation or number under speaker binding, an attribution or a possessor dropped, a false join across clauses. Each
record is labelled by hand; `kind` says what it exercises.
"""

from __future__ import annotations

from dataclasses import dataclass

from memtx.text import normalize


@dataclass(frozen=True, slots=True)
class Realistic:
    """One hand-labelled proposal. `evidence` is a verbatim span of `source`; `speaker` is the source's speaker."""

    language: str
    kind: str
    valid: bool
    source: str
    evidence: str
    value: str
    speaker: str | None = None
    key: str | None = None  # the proposal's key (DESIGN §4 amended: the claim is the key and the value)


def _r(
    lang: str,
    kind: str,
    valid: bool,
    source: str,
    value: str,
    *,
    evidence: str = "",
    speaker: str = "",
    key: str = "",
) -> Realistic:
    return Realistic(lang, kind, valid, source, evidence or source, value, speaker or None, key or None)


_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False

RECORDS: tuple[Realistic, ...] = (
    # --- English: valid --------------------------------------------------------------------------------------
    _r(_EN, "third_person", V, "Hi! I live in Berlin now and I work as a nurse.", "Maya lives in Berlin",
       evidence="I live in Berlin now", speaker="Maya"),
    _r(_EN, "third_person", V, "Hi! I live in Berlin now and I work as a nurse.", "Maya works as a nurse",
       evidence="I work as a nurse", speaker="Maya"),
    _r(_EN, "third_person", V, "Quick note: I'm allergic to peanuts.", "Maya is allergic to peanuts",
       evidence="I'm allergic to peanuts", speaker="Maya"),
    _r(_EN, "third_person", V, "My daughter's name is Lily.", "Maya's daughter's name is Lily", speaker="Maya"),
    _r(_EN, "filler", V, "Actually, I moved to Lisbon last month.", "Maya moved to Lisbon last month", speaker="Maya"),
    _r(_EN, "request", V, "Hello, I would like a refund for order 4471.", "refund for order 4471",
       evidence="I would like a refund for order 4471"),
    _r(_EN, "request", V, "I'd like to change my delivery address to 12 Elm Street.",
       "change Maya's delivery address to 12 Elm Street", speaker="Maya"),
    _r(_EN, "third_person", V, "Please call me at +1 415 555 0100 instead.", "call Maya at +1 415 555 0100",
       speaker="Maya"),
    _r(_EN, "third_person", V, "I don't eat pork.", "Maya does not eat pork", speaker="Maya"),
    _r(_EN, "clause", V, "My flight to Denver leaves on Friday at 9 am, and I need a window seat.",
       "Maya's flight to Denver leaves on Friday at 9 am", speaker="Maya"),
    _r(_EN, "coordination", V, "My brother moved to Oslo and now works at a bakery.",
       "Maya's brother now works at a bakery", speaker="Maya"),
    _r(_EN, "third_person", V, "I usually work from home on Fridays.", "Maya usually works from home on Fridays",
       speaker="Maya"),
    _r(_EN, "clause", V, "We are vegetarian, so please no meat at the party.", "We are vegetarian"),
    _r(_EN, "clause", V, "Update: the meeting with Omar moved from Tuesday to Thursday at 3 pm.",
       "the meeting with Omar moved from Tuesday to Thursday at 3 pm",
       evidence="the meeting with Omar moved from Tuesday to Thursday at 3 pm"),
    _r(_EN, "clause", V, "Our office is closed on public holidays, but support stays online.", "support stays online"),
    _r(_EN, "third_person", V, "I have two cats, Milo and Luna.", "Maya has two cats", speaker="Maya"),
    _r(_EN, "third_person", V, "I'm a software engineer at Northwind.", "Maya is a software engineer at Northwind",
       speaker="Maya"),
    _r(_EN, "filler", V, "Honestly, I really prefer aisle seats.", "Maya prefers aisle seats", speaker="Maya"),
    _r(_EN, "coordination", V, "Patient is allergic to penicillin and must not receive amoxicillin.",
       "Patient must not receive amoxicillin"),
    _r(_EN, "request", V, "I want to cancel my gym membership.", "cancel Maya's gym membership", speaker="Maya"),
    _r(_EN, "filler", V, "By the way, my new phone number is 555 0199.", "Maya's new phone number is 555 0199",
       speaker="Maya"),
    _r(_EN, "coordination", V, "Bob moved and now lives in Osaka.", "Bob now lives in Osaka"),
    _r(_EN, "coordination", V, "FYI, Alice lives in Paris and works in Rome.", "Alice works in Rome",
       evidence="Alice lives in Paris and works in Rome"),
    _r(_EN, "third_person", V, "I'm not a fan of spicy food.", "Maya is not a fan of spicy food", speaker="Maya"),
    _r(_EN, "clause", V, "I can't make it on Monday, but Tuesday works.", "Tuesday works"),
    _r(_EN, "third_person", V, "I've been a member since 2019.", "Maya has been a member since 2019", speaker="Maya"),
    _r(_EN, "third_person", V, "I prefer email over phone calls.", "Maya prefers email over phone calls",
       speaker="Maya"),
    _r(_EN, "contrast", V, "Maya likes tea but not coffee.", "Maya likes tea"),
    _r(_EN, "parenthetical", V, "My landlord (Mr. Okafor) lives upstairs.", "Maya's landlord lives upstairs",
       speaker="Maya"),
    _r(_EN, "third_person", V, "I will be in Toronto from June 3 to June 9.",
       "Maya will be in Toronto from June 3 to June 9", speaker="Maya"),
    # --- English: adversarial -------------------------------------------------------------------------------
    _r(_EN, "restriction_drop", N, "On weekends, only chat support is available.", "only chat support is available"),
    _r(_EN, "restriction_drop", N, "Text messages are fine for urgent delivery issues.", "Text messages are fine"),
    _r(_EN, "restriction_drop", N, "Refunds are available for members who signed up before March.",
       "Refunds are available"),
    _r(_EN, "restriction_drop", N, "The pool is open to residents during summer.", "The pool is open to residents"),
    _r(_EN, "restriction_drop", N, "Free shipping applies to orders from Canada.", "Free shipping applies to orders"),
    _r(_EN, "restriction_drop", N, "Dogs are allowed on the patio.", "Dogs are allowed"),
    _r(_EN, "restriction_drop", N, "Parking is free after 6 pm on weekdays.", "Parking is free after 6 pm"),
    _r(_EN, "restriction_drop", N, "The museum is closed on Mondays.", "The museum is closed"),
    _r(_EN, "restriction_drop", N, "Only the mobile team can deploy on Fridays.", "Only the mobile team can deploy"),
    _r(_EN, "restriction_drop", N, "I would like a refund if the parcel arrives damaged.", "refund"),
    _r(_EN, "attribution_drop", N, "Bob said Alice was fired.", "Alice was fired"),
    _r(_EN, "possessor_drop", N, "Bob's manager approved the trip to Denver.", "Bob approved the trip to Denver"),
    _r(_EN, "false_join", N, "Alice's friend Bob works in Rome and Carol works in Paris.",
       "Alice's friend Carol works in Paris"),
    _r(_EN, "false_join", N, "I cannot eat and drink before the surgery.", "I drink before the surgery"),
    _r(_EN, "speaker_tense", N, "I lived in Berlin for two years.", "Maya lives in Berlin for two years",
       speaker="Maya"),
    _r(_EN, "speaker_negation", N, "I don't live in Berlin anymore.", "Maya lives in Berlin anymore", speaker="Maya"),
    _r(_EN, "speaker_number", N, "I have three cats.", "Maya has two cats", speaker="Maya"),
    _r(_EN, "speaker_possessor", N, "My sister lives in Oslo.", "Maya lives in Oslo", speaker="Maya"),
    _r(_EN, "speaker_modality", N, "I might move to Lisbon next year.", "Maya moves to Lisbon next year",
       speaker="Maya"),
    _r(_EN, "speaker_tense", N, "I worked at Northwind until May.", "Maya works at Northwind", speaker="Maya"),
    # --- Spanish: valid --------------------------------------------------------------------------------------
    _r(_ES, "third_person", V, "Yo vivo en Madrid y trabajo en una farmacia.", "Lucía vive en Madrid",
       speaker="Lucía"),
    _r(_ES, "third_person", V, "Soy alérgica a los frutos secos.", "Lucía es alérgica a los frutos secos",
       speaker="Lucía"),
    _r(_ES, "third_person", V, "Me mudé a Sevilla el mes pasado.", "Lucía se mudó a Sevilla el mes pasado",
       speaker="Lucía"),
    _r(_ES, "request", V, "Hola, quisiera un reembolso del pedido 4471.", "reembolso del pedido 4471",
       evidence="quisiera un reembolso del pedido 4471"),
    _r(_ES, "filler", V, "La verdad es que prefiero los asientos de pasillo.", "prefiero los asientos de pasillo"),
    _r(_ES, "third_person", V, "Tengo dos gatos.", "Lucía tiene dos gatos", speaker="Lucía"),
    _r(_ES, "coordination", V, "Ana vive en Madrid y trabaja en Toledo.", "Ana trabaja en Toledo"),
    _r(_ES, "coordination", V, "Luis no come carne roja, y come pescado solo si es salvaje.",
       "Luis come pescado solo si es salvaje"),
    _r(_ES, "clause", V, "La reunión con Carmen pasa al jueves a las 3, pero la sala sigue igual.",
       "La reunión con Carmen pasa al jueves a las 3"),
    _r(_ES, "filler", V, "Por cierto, mi número nuevo es 555 0199.", "mi número nuevo es 555 0199"),
    _r(_ES, "third_person", V, "Yo no como cerdo.", "Lucía no come cerdo", speaker="Lucía"),
    _r(_ES, "third_person", V, "Estoy embarazada de cinco meses.", "Lucía está embarazada de cinco meses",
       speaker="Lucía"),
    _r(_ES, "clause", V, "El paquete llegó el martes, y la factura está en el correo.", "El paquete llegó el martes"),
    _r(_ES, "request", V, "Quiero un cambio de talla para el pedido 88.", "cambio de talla para el pedido 88"),
    _r(_ES, "third_person", V, "Yo trabajo como enfermera en el hospital central.",
       "Lucía trabaja como enfermera en el hospital central", speaker="Lucía"),
    _r(_ES, "filler", V, "Bueno, también necesito factura con mi NIF.", "necesito factura con mi NIF"),
    _r(_ES, "coordination", V, "Mi hermano se mudó a Bilbao y ahora trabaja en una panadería.",
       "Mi hermano ahora trabaja en una panadería"),
    _r(_ES, "third_person", V, "Tengo una reserva para dos personas el viernes.",
       "Lucía tiene una reserva para dos personas el viernes", speaker="Lucía"),
    _r(_ES, "clause", V, "No puedo el lunes, pero el martes me viene bien.", "el martes me viene bien"),
    _r(_ES, "third_person", V, "Yo prefiero el correo electrónico a las llamadas.",
       "Lucía prefiere el correo electrónico a las llamadas", speaker="Lucía"),
    # --- Spanish: adversarial -------------------------------------------------------------------------------
    _r(_ES, "restriction_drop", N, "Los fines de semana solo hay soporte por chat.", "solo hay soporte por chat"),
    _r(_ES, "restriction_drop", N, "Los mensajes de texto sirven para incidencias urgentes de entrega.",
       "Los mensajes de texto sirven"),
    _r(_ES, "restriction_drop", N, "La piscina está abierta a los residentes durante el verano.",
       "La piscina está abierta a los residentes"),
    _r(_ES, "restriction_drop", N, "El museo cierra los lunes.", "El museo cierra"),
    _r(_ES, "restriction_drop", N, "El envío gratis aplica a pedidos de Canarias.", "El envío gratis aplica"),
    _r(_ES, "restriction_drop", N, "Se admiten perros en la terraza.", "Se admiten perros"),
    _r(_ES, "attribution_drop", N, "Juan dijo que Marta renunció.", "Marta renunció"),
    _r(_ES, "possessor_drop", N, "El jefe de Juan aprobó el viaje.", "Juan aprobó el viaje"),
    _r(_ES, "false_join", N, "Ana vive en Madrid y Pedro trabaja en Toledo.", "Ana trabaja en Toledo"),
    _r(_ES, "speaker_tense", N, "Yo viví en Madrid dos años.", "Lucía vive en Madrid dos años", speaker="Lucía"),
    _r(_ES, "speaker_negation", N, "Yo no vivo en Madrid.", "Lucía vive en Madrid", speaker="Lucía"),
    _r(_ES, "speaker_number", N, "Tengo tres gatos.", "Lucía tiene dos gatos", speaker="Lucía"),
    _r(_ES, "speaker_ambiguous", N, "Trabajaba en Madrid.", "Lucía trabajaba en Madrid", speaker="Lucía"),
    _r(_ES, "speaker_possessor", N, "Mi hermana vive en Oslo.", "Lucía vive en Oslo", speaker="Lucía"),
    # --- Chinese: valid --------------------------------------------------------------------------------------
    _r(_ZH, "third_person", V, "我住在北京，在一家医院工作。", "小王住在北京", speaker="小王"),
    _r(_ZH, "third_person", V, "我对花生过敏。", "小王对花生过敏", speaker="小王"),
    _r(_ZH, "third_person", V, "我的订单已经发货了。", "小王的订单已经发货了", speaker="小王"),
    _r(_ZH, "request", V, "你好，我想要退掉4471号订单。", "退掉4471号订单", evidence="我想要退掉4471号订单"),
    _r(_ZH, "filler", V, "其实我非常喜欢靠过道的座位。", "小王喜欢靠过道的座位", speaker="小王"),
    _r(_ZH, "coordination", V, "小李住在北京并且在上海工作。", "小李在上海工作"),
    _r(_ZH, "coordination", V, "鲍勃搬家了，现在住在大阪。", "鲍勃现在住在大阪"),
    _r(_ZH, "coordination", V, "云帆VPN的密码至少需要12个字符，并且90天内不能重复使用。",
       "云帆VPN的密码90天内不能重复使用"),
    _r(_ZH, "clause", V, "周一我来不了，但是周二可以。", "周二可以"),
    _r(_ZH, "third_person", V, "我有两只猫。", "小王有两只猫", speaker="小王"),
    _r(_ZH, "third_person", V, "我不吃猪肉。", "小王不吃猪肉", speaker="小王"),
    _r(_ZH, "filler", V, "顺便说一下，我的新电话号码是5550199。", "小王的新电话号码是5550199", speaker="小王"),
    _r(_ZH, "clause", V, "会议改到周四下午3点，会议室不变。", "会议改到周四下午3点"),
    _r(_ZH, "third_person", V, "我是一名软件工程师。", "小王是一名软件工程师", speaker="小王"),
    _r(_ZH, "clause", V, "包裹周二到了，发票在邮件里。", "包裹周二到了"),
    _r(_ZH, "third_person", V, "我每周五在家办公。", "小王每周五在家办公", speaker="小王"),
    _r(_ZH, "filler", V, "说实话，我更喜欢发邮件。", "小王更喜欢发邮件", speaker="小王"),
    _r(_ZH, "third_person", V, "我明天要去上海出差。", "小王明天要去上海出差", speaker="小王"),
    _r(_ZH, "coordination", V, "我哥哥搬到了深圳，现在在一家面包店工作。", "小王的哥哥现在在一家面包店工作",
       speaker="小王"),
    _r(_ZH, "third_person", V, "我的航班周五上午9点从成都起飞。", "小王的航班周五上午9点从成都起飞", speaker="小王"),
    # --- Chinese: adversarial -------------------------------------------------------------------------------
    _r(_ZH, "restriction_drop", N, "周末只有在线客服可用。", "只有在线客服可用"),
    _r(_ZH, "restriction_drop", N, "短信适用于紧急的配送问题。", "短信适用"),
    _r(_ZH, "restriction_drop", N, "夏季游泳池对住户开放。", "游泳池对住户开放"),
    _r(_ZH, "restriction_drop", N, "博物馆周一闭馆。", "博物馆闭馆"),
    _r(_ZH, "restriction_drop", N, "所有商品都可以退货，特价商品除外。", "所有商品都可以退货"),
    _r(_ZH, "restriction_drop", N, "会员在工作日可以免费停车。", "会员可以免费停车"),
    _r(_ZH, "attribution_drop", N, "小李说老张被开除了。", "老张被开除了"),
    _r(_ZH, "possessor_drop", N, "小李的经理批准了这次出差。", "小李批准了这次出差"),
    _r(_ZH, "false_join", N, "小李住在北京，老张在上海工作。", "小李在上海工作"),
    _r(_ZH, "speaker_tense", N, "我以前住在北京。", "小王住在北京", speaker="小王"),
    _r(_ZH, "speaker_negation", N, "我不住在北京。", "小王住在北京", speaker="小王"),
    _r(_ZH, "speaker_number", N, "我有三只猫。", "小王有两只猫", speaker="小王"),
    _r(_ZH, "speaker_possessor", N, "我妹妹住在上海。", "小王住在上海", speaker="小王"),
    _r(_ZH, "speaker_modality", N, "我可能下个月搬到上海。", "小王下个月搬到上海", speaker="小王"),
    # --- issue 31 (dev split): keyed atomic values, list items, subject elision, whole identifiers ------------
    _r(_EN, "subspan", V, "Good news: the tracking number is 1Z999AA10123456784.", "1Z999AA10123456784",
       evidence="the tracking number is 1Z999AA10123456784", key="order-17/tracking_number"),
    _r(_EN, "subspan", V, "You can reach me at dana.k@example.com", "dana.k@example.com", speaker="Dana",
       key="dana/email"),
    _r(_EN, "subspan", V, "My phone number is 415-555-0100.", "415-555-0100", speaker="Dana", key="dana/phone"),
    _r(_EN, "subspan", V, "Dana's birthday is June 2.", "June 2", key="dana/birthday"),
    _r(_EN, "list_item", V, "We accept Visa, Mastercard, American Express, and PayPal.", "We accept PayPal"),
    _r(_EN, "list_item", V, "I have one brother and two sisters.", "Lena has two sisters", speaker="Lena"),
    _r(_EN, "elision", V, "I live in Berlin.", "Lives in Berlin", speaker="Lena", key="lena/city"),
    _r(_EN, "elision", V, "I'm allergic to peanuts.", "Allergic to peanuts", speaker="Lena", key="lena/allergies"),
    _r(_EN, "elision", V, "I live in Berlin now.", "User lives in Berlin", speaker="Lena", key="user/city"),
    _r(_ES, "third_person", V, "Vivo en Berlín.", "Lena vive en Berlín", speaker="Lena"),
    _r(_ZH, "subspan", V, "我的电话是13900001111。", "13900001111", speaker="小王", key="小王/电话"),
    _r(_ZH, "list_item", V, "我会说英语、法语和德语。", "小王会说德语", speaker="小王"),
    _r(_EN, "subspan_restricted", N, "my old email was x@y.com", "x@y.com", speaker="Dana", key="dana/email"),
    _r(_EN, "subspan_restricted", N, "If you're in the EU, call +49 30 901820.", "+49 30 901820",
       key="support/phone"),
    _r(_EN, "identifier", N, "My email is sam@example.com.", "My email is sam@example"),
    _r(_EN, "list_scope", N, "We only ship to Lisbon and Porto.", "We only ship to Porto"),
    _r(_EN, "speaker_number", N, "I have one brother and two sisters.", "Lena has sisters", speaker="Lena"),
    _r(_EN, "speaker_possessor", N, "My sister lives in Berlin.", "Lives in Berlin", speaker="Lena",
       key="lena/city"),
    _r(_EN, "speaker_tense", N, "I lived in Berlin.", "Lives in Berlin", speaker="Lena", key="lena/city"),
    _r(_EN, "wrong_speaker", N, "I live in Berlin.", "Lives in Berlin", speaker="Lena", key="bob/city"),
    _r(_ES, "subspan_restricted", N, "Si vives en Canarias, llama al 928 000 111.", "928 000 111",
       key="soporte/telefono"),
    _r(_ZH, "subspan_restricted", N, "我以前的电话是13900001111。", "13900001111", speaker="小王", key="小王/电话"),
    # Moved here from the test split after its first look (issue 31), with the changes they prompted: a verbless
    # `and` item continues its clause (the `only` false accept), English -s and past forms from lemminflect in the
    # coordination rule, a keyed value over its own comma, mem0's `用户` as a key's subject.
    _r(_EN, "coordination", V, "The clinic opened in 2015 and now employs 40 nurses.",
       "The clinic now employs 40 nurses", key="clinic/staff"),
    _r(_EN, "subspan", V, "The meeting is on Thursday, June 12 at 3:30 pm.", "Thursday, June 12 at 3:30 pm",
       key="meeting/time"),
    _r(_EN, "subspan", V, "Our office is at 221 Baker Street, London.", "221 Baker Street, London",
       key="company/office_address"),
    _r(_EN, "scope", N, "We only accept Visa and Mastercard.", "We only accept Visa", key="shop/payment_methods"),
    _r(_ZH, "speaker", V, "我住在杭州西湖区。", "用户住在杭州西湖区", speaker="小林", key="用户/住址"),
    # Moved here after the second look: simplemma reads `habla` as a noun (both persons are asked now), and
    # `estudia` is an -iar verb's present, not an imperfect.
    _r(_ES, "speaker", V, "Estudio alemán los martes.", "El usuario estudia alemán los martes", speaker="Irene",
       key="usuario/idiomas"),
    _r(_ES, "list_item", V, "Hablo euskera, inglés y francés.", "Irene habla francés", speaker="Irene",
       key="irene/idiomas"),
    # Moved here after a third look: a safety change the differential check prompted (a list's last item must end
    # its clause) first refused these, and how it reads an item's later words (only auxiliaries and prepositions
    # end a list, not `-s` forms: `stings`, `options`, `drums` are nouns) was settled on them.
    _r(_EN, "list_item", V, "I play guitar, piano and a bit of drums.", "Priya plays piano", speaker="Priya",
       key="priya/instruments"),
    _r(_EN, "list_item", V, "Our menu has vegan, gluten-free and halal options.", "Our menu has halal options",
       key="restaurant/menu_options"),
    _r(_EN, "list_item", V, "I'm allergic to penicillin, latex and bee stings.", "Omar is allergic to latex",
       speaker="Omar", key="omar/allergies"),
    # Moved here after a fourth look: the appositive rule's verb check (`, the manager told us,` is a clause) first
    # refused this, and a past form after an article was then read as an adjective.
    _r(_EN, "parenthetical", V, "Our landlord, a retired teacher, lives downstairs.", "Our landlord lives downstairs",
       key="landlord/location"),
)  # fmt: skip


def validate_realistic(records: tuple[Realistic, ...] = RECORDS) -> list[str]:
    """Structural problems of the set: an evidence that is not a span of its source (after normalization), an
    unknown language, a duplicate record. Empty when the set is sound."""
    problems: list[str] = []
    seen: set[tuple[str, str, str | None, str | None]] = set()
    for k, r in enumerate(records):
        if r.language not in (_EN, _ES, _ZH):
            problems.append(f"record {k}: unknown language {r.language!r}")
        if normalize(r.evidence) not in normalize(r.source):
            problems.append(f"record {k}: the evidence is not a span of the source")
        key = (r.evidence, r.value, r.speaker, r.key)
        if key in seen:
            problems.append(f"record {k}: duplicate")
        seen.add(key)
    return problems
