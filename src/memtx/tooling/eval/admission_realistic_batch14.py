"""The realistic set's fourteenth batch: extractor outputs written blind (issue 31, brief W3), en, es and zh.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-05 by helper W3: user chat messages, support chats and tool outputs (order confirmations, hotel
and courier notices) the way chat-model memory writers turn them into keyed values, with the emphasis the brief
gives: asides holding numbers and places, list items whose last item runs on, addresses and amounts under a key,
typed values after unusual verbs ("fire them over to", "buzz me on", "tírame un mensaje al", "甩到", "call我"), and
negatives of the want, plan and past kind beside them. Fresh names and topics. Each hard positive sits beside a hard
negative of the same shape with one restriction. (Disclosed: the brief had the want-frame fix made first, so the
admission rule's request-frame code and the dev split's current misses were read before this batch was written; it
is not fully blind.)

Blind score (the rules of main at 5f76e02 plus the want-frame fix d6fd2e2, scored once after the labels were committed
at f83dd67, `evaluate_realistic`): recall 13/46 = 0.283 (en 4/16, es 4/15, zh 5/15); by family subspan 10/18,
parenthetical 0/9, list item 0/10, coordination 0/3, filler 1/3, speaker 2/3; false accepts 3/47 (subspan_restricted
2/21: `Subtotal before tax and shipping: $161.20` for `order/total`, `Antes me escribíais al 612 448 905` for
`eneko/teléfono`; parenthetical_restrictive 1/6: `… (bueno, lo hacía hasta 2019)`; identifier 0/3, list_scope 0/5,
negation 0/3, hedge 0/3, wrong_speaker 0/3, speaker_tense 0/3). One source changed before scoring (`有急事直接call我`
→ `随时call我`: the condition was a labelling doubt); no label changed after scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
BRIGID, DMITRI, FENNA, RASMUS, OLU = "Brigid", "Dmitri", "Fenna", "Rasmus", "Oluwaseun"
GUADA, ENEKO, ROCIO, ANSELMO = "Guadalupe", "Eneko", "Rocío", "Anselmo"
AQING, XIAOFENG, LAOGE, MIAOMIAO = "阿青", "祝晓峰", "老葛", "苗苗"

BATCH_14: tuple[Realistic, ...] = (
    # --- English -----------------------------------------------------------------------------------------------
    # An address under a key after "can go to", beside the same address under a time frame the key lacks.
    _r(_EN, "subspan", V,
       "Hey! new place is sorted — mail can go to 14 Larkspur Lane, Apt 2C, Dunmore PA 18512 from now on 🙂",
       "14 Larkspur Lane, Apt 2C, Dunmore PA 18512",
       evidence="mail can go to 14 Larkspur Lane, Apt 2C, Dunmore PA 18512", speaker=BRIGID,
       key="brigid/mailing_address"),
    _r(_EN, "subspan_restricted", N,
       "Mail can go to 14 Larkspur Lane, Apt 2C until the end of June, after that I'm back at my mum's",
       "14 Larkspur Lane, Apt 2C", evidence="Mail can go to 14 Larkspur Lane, Apt 2C until the end of June",
       speaker=BRIGID, key="brigid/mailing_address"),
    # An amount on a tool output's key: value line, beside a subtotal the key does not name.
    _r(_EN, "subspan", V,
       "ORDER CONFIRMED • Order #SW-40917-K • Total charged: $184.37 • Ships to: 880 Harbor Blvd, Oxnard CA", "$184.37",
       evidence="Total charged: $184.37", key="order/total"),
    _r(_EN, "subspan_restricted", N, "ORDER SUMMARY • Subtotal before tax and shipping: $161.20 • Tax: $13.30",
       "$161.20", evidence="Subtotal before tax and shipping: $161.20", key="order/total"),
    # A typed value after an unusual verb, beside a planned switch (a future the key lacks).
    _r(_EN, "subspan", V, "Any invoices, just fire them over to billing@quaymarine.co.uk 👍",
       "billing@quaymarine.co.uk", key="quaymarine/billing_email"),
    _r(_EN, "subspan_restricted", N, "FYI I'm planning to switch invoices over to billing@quaymarine.co.uk next month",
       "billing@quaymarine.co.uk", key="quaymarine/billing_email"),
    # A phone number after "buzz me on", beside another person's number.
    _r(_EN, "subspan", V, "You can buzz me on 07700 914 362, I'm around all day", "07700 914 362",
       evidence="You can buzz me on 07700 914 362", speaker=FENNA, key="fenna/phone"),
    _r(_EN, "subspan_restricted", N, "If I don't pick up, buzz my husband on 07700 914 362", "07700 914 362",
       evidence="buzz my husband on 07700 914 362", speaker=FENNA, key="fenna/phone"),
    # An amount with its period, beside a past amount.
    _r(_EN, "subspan", V, "Rent for the flat is £1,450 a month, bills on top 😩", "£1,450 a month",
       evidence="Rent for the flat is £1,450 a month", speaker=FENNA, key="fenna/flat_rent"),
    _r(_EN, "subspan_restricted", N, "Rent for the flat was £1,200 a month before the renewal", "£1,200 a month",
       speaker=FENNA, key="fenna/flat_rent"),
    # A date on a booking line, beside the same date under a condition.
    _r(_EN, "subspan", V, "Check-in: Fri 14 Mar from 15:00 | Check-out: Sun 16 Mar by 11:00 | Guests: 2 adults",
       "Fri 14 Mar", evidence="Check-in: Fri 14 Mar", key="hotel/checkin_date"),
    _r(_EN, "subspan_restricted", N, "Check-in: Fri 14 Mar if the room is ready, otherwise Sat 15 Mar", "Fri 14 Mar",
       key="hotel/checkin_date"),
    # A want is not a possession.
    _r(_EN, "subspan_restricted", N, "honestly I'd really like a loft in Shoreditch someday", "a loft in Shoreditch",
       speaker=RASMUS, key="rasmus/home"),
    # A truncated tracking number.
    _r(_EN, "identifier", N, "Your tracking number is TBA304918877201.", "TBA304918877", key="order/tracking_number"),
    # An aside holding an age and a place, beside an aside holding a condition.
    _r(_EN, "parenthetical", V, "My sister (she's 34, lives in Leeds) is flying in on Thursday.",
       "Oluwaseun's sister is flying in on Thursday", speaker=OLU),
    _r(_EN, "parenthetical_restrictive", N, "My sister is flying in on Thursday (only if her visa comes through).",
       "Oluwaseun's sister is flying in on Thursday", speaker=OLU),
    # An aside holding a distance, beside an aside restricting the number.
    _r(_EN, "parenthetical", V, "The venue (a converted barn about 20 min outside Bath) holds 120 people.",
       "The venue holds 120 people"),
    _r(_EN, "parenthetical_restrictive", N, "The venue (standing, not seated) holds 120 people.",
       "The venue holds 120 people"),
    # An aside holding a street address.
    _r(_EN, "parenthetical", V,
       "We're staying at the Hotel Miramar (Calle Larios 9, 2 min from the beach) for four nights.",
       "We're staying at the Hotel Miramar for four nights"),
    # One item of a list whose last item runs on, beside a negated list.
    _r(_EN, "list_item", V,
       "I'm allergic to penicillin, shellfish and the adhesive they use on most plasters, which is annoying",
       "Fenna is allergic to shellfish", speaker=FENNA),
    _r(_EN, "list_item", V,
       "I'm allergic to penicillin, shellfish and the adhesive they use on most plasters, which is annoying",
       "Fenna is allergic to the adhesive they use on most plasters",
       evidence="I'm allergic to penicillin, shellfish and the adhesive they use on most plasters", speaker=FENNA),
    _r(_EN, "negation", N, "I'm not allergic to penicillin, shellfish or latex anymore",
       "Fenna is allergic to shellfish", speaker=FENNA),
    # A list item beside a list under `only` and one under `except`.
    _r(_EN, "list_item", V, "The kit includes a tent, two sleeping mats and a stove that runs on butane canisters",
       "The kit includes two sleeping mats"),
    _r(_EN, "list_scope", N, "The kit includes everything except a tent, two sleeping mats and a stove",
       "The kit includes two sleeping mats"),
    _r(_EN, "list_item", V, "We visited Porto, Braga and a tiny village near Guimarães whose name I can't pronounce",
       "We visited Braga"),
    _r(_EN, "list_scope", N, "At my parents' I only eat chicken, tofu and the occasional salmon fillet",
       "I eat chicken", evidence="I only eat chicken, tofu and the occasional salmon fillet"),
    # A shared-subject conjunct of several verbs left out, beside a wish.
    _r(_EN, "coordination", V, "I finished the night shift at 7, grabbed a coffee and drove straight to the airport",
       "Dmitri drove straight to the airport", speaker=DMITRI),
    _r(_EN, "hedge", N, "I'd love to grab a coffee and drive straight to the airport",
       "Dmitri drives straight to the airport", speaker=DMITRI),
    # Filler dropped.
    _r(_EN, "filler", V, "ok so basically, um, the spare key is under the blue plant pot by the back door lol",
       "the spare key is under the blue plant pot by the back door"),
    # The speaker restated, beside someone else's detail and a past habit.
    _r(_EN, "speaker", V, "Work-wise I'm a paramedic with the county ambulance service",
       "Oluwaseun is a paramedic with the county ambulance service", speaker=OLU),
    _r(_EN, "wrong_speaker", N, "My brother works nights at the bakery", "Works nights at the bakery", speaker=FENNA),
    _r(_EN, "speaker_tense", N, "I used to coach the under-12s on Saturdays",
       "Rasmus coaches the under-12s on Saturdays", speaker=RASMUS),
    # --- Spanish -----------------------------------------------------------------------------------------------
    # An address after "me lo dejáis en", beside the same address under a time frame.
    _r(_ES, "subspan", V, "Hola!! el paquete me lo dejáis en Avenida de la Constitución 23, 4ºA, 41001 Sevilla porfa",
       "Avenida de la Constitución 23, 4ºA, 41001 Sevilla",
       evidence="el paquete me lo dejáis en Avenida de la Constitución 23, 4ºA, 41001 Sevilla", speaker=ROCIO,
       key="rocío/dirección_entrega"),
    _r(_ES, "subspan_restricted", N,
       "Hasta el viernes el paquete me lo dejáis en Avenida de la Constitución 23, luego me mudo",
       "Avenida de la Constitución 23",
       evidence="Hasta el viernes el paquete me lo dejáis en Avenida de la Constitución 23", speaker=ROCIO,
       key="rocío/dirección_entrega"),
    # An amount on a tool output's line, beside an amount the key does not name.
    _r(_ES, "subspan", V,
       "PEDIDO CONFIRMADO · Nº de pedido: ES-77120-B · Importe total: 92,40 € · Entrega estimada: 12/04", "92,40 €",
       evidence="Importe total: 92,40 €", key="pedido/importe"),
    _r(_ES, "subspan_restricted", N, "Resumen · Importe pendiente tras el descuento: 61,90 €", "61,90 €",
       evidence="Importe pendiente tras el descuento: 61,90 €", key="pedido/importe"),
    # A phone number after an unusual verb, beside a past number.
    _r(_ES, "subspan", V, "Para lo que sea, tírame un mensaje al 612 448 905", "612 448 905", speaker=ENEKO,
       key="eneko/teléfono"),
    _r(_ES, "subspan_restricted", N, "Antes me escribíais al 612 448 905, pero cambié de número", "612 448 905",
       evidence="Antes me escribíais al 612 448 905", speaker=ENEKO, key="eneko/teléfono"),
    # An e-mail after "mándalas a", beside a wish about a future address.
    _r(_ES, "subspan", V, "Las facturas mándalas a administracion@bodegasrueda.es y en copia a mí",
       "administracion@bodegasrueda.es", evidence="Las facturas mándalas a administracion@bodegasrueda.es",
       key="bodegas_rueda/email_facturas"),
    _r(_ES, "subspan_restricted", N, "Quiero que a partir de mayo las facturas vayan a administracion@bodegasrueda.es",
       "administracion@bodegasrueda.es", key="bodegas_rueda/email_facturas"),
    # A price the speaker paid, beside an estimate someone reported.
    _r(_ES, "subspan", V, "Me cobraron 38 € por la revisión del coche, que no está mal", "38 €",
       evidence="Me cobraron 38 € por la revisión del coche", speaker=ANSELMO, key="anselmo/coste_revisión"),
    _r(_ES, "subspan_restricted", N, "Me dijeron que la revisión costaría unos 38 €", "38 €", speaker=ANSELMO,
       key="anselmo/coste_revisión"),
    # A date on a note line, beside a wished date.
    _r(_ES, "subspan", V, "Cumpleaños de Guadalupe → 7 de agosto (apuntado en el calendario)", "7 de agosto",
       evidence="Cumpleaños de Guadalupe → 7 de agosto", key="guadalupe/cumpleaños"),
    _r(_ES, "subspan_restricted", N, "Me gustaría celebrar mi cumpleaños el 7 de agosto", "7 de agosto", speaker=GUADA,
       key="guadalupe/cumpleaños"),
    # A need is not a possession.
    _r(_ES, "subspan_restricted", N, "Necesitamos un piso de tres habitaciones en Getafe, urgente",
       "un piso de tres habitaciones en Getafe", evidence="Necesitamos un piso de tres habitaciones en Getafe",
       key="familia_ortiz/piso"),
    # A truncated booking code.
    _r(_ES, "identifier", N, "Su código de reserva es KX7-30-PLM", "KX7-30", key="reserva/código"),
    # An aside with an age and a place, beside an aside that takes the claim back.
    _r(_ES, "parenthetical", V, "Mi abuela (92 años, de un pueblo de Zamora) sigue haciendo pan cada domingo",
       "La abuela de Rocío sigue haciendo pan cada domingo", speaker=ROCIO),
    _r(_ES, "parenthetical_restrictive", N, "Mi abuela sigue haciendo pan cada domingo (bueno, lo hacía hasta 2019)",
       "Mi abuela sigue haciendo pan cada domingo", speaker=ROCIO),
    # An aside with a street and a distance, beside an aside restricting who.
    _r(_ES, "parenthetical", V, "El hotel (en la calle Mayor, a dos minutos de la plaza) tiene parking gratuito",
       "El hotel tiene parking gratuito"),
    _r(_ES, "parenthetical_restrictive", N, "El hotel (solo para clientes con reserva directa) tiene parking gratuito",
       "El hotel tiene parking gratuito"),
    # A dashed aside with a date and a city.
    _r(_ES, "parenthetical", V, "La reunión con el proveedor —la del jueves 10, en Bilbao— se ha movido a las 16:00",
       "La reunión con el proveedor se ha movido a las 16:00"),
    # One item of a list whose last item runs on, beside a list under `solo`.
    _r(_ES, "list_item", V, "En casa hablamos euskera, castellano y un poco de inglés cuando viene mi cuñada",
       "En casa hablamos castellano"),
    _r(_ES, "list_scope", N, "En casa solo hablamos euskera y castellano", "En casa hablamos castellano"),
    _r(_ES, "list_item", V, "Me llevo al viaje el portátil, dos libros y una cámara vieja que era de mi padre",
       "Eneko se lleva al viaje dos libros", speaker=ENEKO),
    _r(_ES, "negation", N, "No me llevo al viaje ni el portátil ni la cámara", "Eneko se lleva al viaje la cámara",
       speaker=ENEKO),
    _r(_ES, "list_item", V, "Tomo ibuprofeno, omeprazol y unas gotas para los ojos que me recetó la oftalmóloga",
       "Anselmo toma omeprazol", speaker=ANSELMO),
    _r(_ES, "list_scope", N, "Aceptamos Visa, Mastercard y Bizum, excepto en pedidos internacionales",
       "Aceptamos Bizum"),
    # A shared-subject conjunct left out, beside a hedge.
    _r(_ES, "coordination", V, "Salí del curro a las 8, pasé por la farmacia y llegué a casa reventada",
       "Guadalupe pasó por la farmacia", speaker=GUADA),
    _r(_ES, "hedge", N, "A lo mejor paso por la farmacia y llego a casa a las 9", "Guadalupe pasa por la farmacia",
       speaker=GUADA),
    # Filler dropped.
    _r(_ES, "filler", V, "Pues nada, que al final el vuelo de vuelta sale el domingo a las 19:05, jaja",
       "el vuelo de vuelta sale el domingo a las 19:05"),
    # The speaker restated, beside a past job and someone else's home.
    _r(_ES, "speaker", V, "Trabajo de enfermera en el Hospital de Cruces desde hace tres años",
       "Rocío trabaja de enfermera en el Hospital de Cruces", evidence="Trabajo de enfermera en el Hospital de Cruces",
       speaker=ROCIO),
    _r(_ES, "speaker_tense", N, "Trabajé de enfermera en el Hospital de Cruces",
       "Rocío trabaja de enfermera en el Hospital de Cruces", speaker=ROCIO),
    _r(_ES, "wrong_speaker", N, "Mi hermano vive en Getxo", "Vive en Getxo", speaker=ENEKO),
    # --- Chinese -----------------------------------------------------------------------------------------------
    # An address after "放到", beside the same address from next month.
    _r(_ZH, "subspan", V, "快递麻烦放到海淀区学院路38号院5号楼2单元301，放门口就行", "海淀区学院路38号院5号楼2单元301",
       evidence="快递麻烦放到海淀区学院路38号院5号楼2单元301", speaker=AQING, key="阿青/收货地址"),
    _r(_ZH, "subspan_restricted", N, "下个月起快递放到海淀区学院路38号院5号楼2单元301",
       "海淀区学院路38号院5号楼2单元301", speaker=AQING, key="阿青/收货地址"),
    # An amount on a tool output's line, beside the amount before the discount.
    _r(_ZH, "subspan", V, "【订单已支付】订单号：JD20250418-7731 实付金额：¥256.80 预计4月20日送达", "¥256.80",
       evidence="实付金额：¥256.80", key="订单/实付金额"),
    _r(_ZH, "subspan_restricted", N, "【订单详情】优惠前金额：¥312.00 优惠：¥55.20", "¥312.00",
       evidence="优惠前金额：¥312.00", key="订单/实付金额"),
    # A phone number after "call我", beside a past number.
    _r(_ZH, "subspan", V, "随时call我：139 0721 8846", "139 0721 8846", speaker=LAOGE, key="老葛/手机"),
    _r(_ZH, "subspan_restricted", N, "我以前的号码是139 0721 8846，现在不用了", "139 0721 8846",
       evidence="我以前的号码是139 0721 8846", speaker=LAOGE, key="老葛/手机"),
    # An e-mail after "甩到", beside a wish to change it.
    _r(_ZH, "subspan", V, "发票开好了直接甩到fapiao@huaxin-tech.cn就行", "fapiao@huaxin-tech.cn",
       evidence="直接甩到fapiao@huaxin-tech.cn就行", key="华信/发票邮箱"),
    _r(_ZH, "subspan_restricted", N, "我想把发票邮箱改成fapiao@huaxin-tech.cn", "fapiao@huaxin-tech.cn",
       key="华信/发票邮箱"),
    # A price the speaker paid, beside an estimate.
    _r(_ZH, "subspan", V, "这次修车花了我1800块，心疼", "1800块", evidence="这次修车花了我1800块", speaker=XIAOFENG,
       key="祝晓峰/修车费用"),
    _r(_ZH, "subspan_restricted", N, "修车估计要花1800块左右", "1800块", speaker=XIAOFENG, key="祝晓峰/修车费用"),
    # A date on a note line, beside a planned party.
    _r(_ZH, "subspan", V, "苗苗的生日：3月12日（别忘了买蛋糕）", "3月12日", evidence="苗苗的生日：3月12日",
       key="苗苗/生日"),
    _r(_ZH, "subspan_restricted", N, "苗苗想在3月12日办生日派对", "3月12日", key="苗苗/生日"),
    # A want is not a possession.
    _r(_ZH, "subspan_restricted", N, "我想要一辆二手的比亚迪，预算五万", "二手的比亚迪",
       evidence="我想要一辆二手的比亚迪", speaker=LAOGE, key="老葛/车"),
    # A truncated order number.
    _r(_ZH, "identifier", N, "您的订单号为JD20250418773160", "JD20250418", key="订单/订单号"),
    # An aside with an age and a city, beside an aside holding a condition.
    _r(_ZH, "parenthetical", V, "我爸（今年68，住在绍兴）下周来上海看病", "我爸下周来上海看病", speaker=AQING),
    _r(_ZH, "parenthetical_restrictive", N, "我爸下周来上海看病（如果挂得上号的话）", "我爸下周来上海看病",
       speaker=AQING),
    # An aside with a place and a price, beside an aside restricting what.
    _r(_ZH, "parenthetical", V, "那家民宿（在大理古城南门，一晚380）可以带宠物", "那家民宿可以带宠物"),
    _r(_ZH, "parenthetical_restrictive", N, "那家民宿（仅限10公斤以下的小型犬）可以带宠物", "那家民宿可以带宠物"),
    # An aside with a date and a venue.
    _r(_ZH, "parenthetical", V, "年会（12月20号，在浦东香格里拉）需要穿正装", "年会需要穿正装"),
    # One item of a list whose last item runs on, beside a list under `只` and a negated list.
    _r(_ZH, "list_item", V, "我家里养了两只猫、一条狗，还有一缸我儿子去年从花鸟市场抱回来的金鱼", "我家里养了一条狗",
       speaker=MIAOMIAO),
    _r(_ZH, "list_scope", N, "我家里只养了猫和狗", "我家里养了狗", speaker=MIAOMIAO),
    _r(_ZH, "list_item", V, "这次出差带了笔记本电脑、两套西装和一个我老婆硬塞进来的保温杯",
       "祝晓峰这次出差带了两套西装", speaker=XIAOFENG),
    _r(_ZH, "negation", N, "这次出差没带笔记本电脑、西装和保温杯", "这次出差带笔记本电脑", speaker=XIAOFENG),
    _r(_ZH, "list_item", V, "我对青霉素、头孢和医院用的那种蓝色胶布都过敏", "老葛对头孢过敏", speaker=LAOGE),
    # A shared-subject conjunct of several verbs left out, beside a hedge.
    _r(_ZH, "coordination", V, "我早上七点下的夜班，买了杯咖啡，直接开车去了机场", "苗苗直接开车去了机场",
       speaker=MIAOMIAO),
    _r(_ZH, "hedge", N, "我可能明天下班后直接开车去机场", "苗苗明天下班后直接开车去机场", speaker=MIAOMIAO),
    # Filler dropped.
    _r(_ZH, "filler", V, "嗯嗯，就是说，周五的例会改到下午三点了哈", "周五的例会改到下午三点了"),
    # The speaker restated, beside a past job and someone else's.
    _r(_ZH, "speaker", V, "我在一家做跨境电商的公司当运营", "阿青在一家做跨境电商的公司当运营", speaker=AQING),
    _r(_ZH, "speaker_tense", N, "我以前在一家做跨境电商的公司当运营", "阿青在一家做跨境电商的公司当运营",
       speaker=AQING),
    _r(_ZH, "wrong_speaker", N, "我老公在一家医院当护士", "在一家医院当护士", speaker=MIAOMIAO),
)  # fmt: skip
