"""The realistic set's twenty-third batch: a blind measurement of asides, keyed subspans and fillers (issue 31, P).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper p-aside, without reading the admission rule's code (`memtx.core.admission`), the
lexicon, docs/admission.md or any earlier batch's records: only DESIGN §4 (whose amendments describe the rules in
prose), issue 31, the record type and the opening docstring of batch 21 (for the format). Every source is invented
here: chat turns, e-mails and their signatures, support tickets, shop notices and order or booking confirmations, and
every value is written the way memory extractors (mem0, Zep, LangGraph memory tools) phrase one — the clause with its
aside or filler left out, an atomic value under a key (`maya_okafor/phone`, `李婧/手机`), a third-person restatement
with the speaker's name. Each language holds 13 faithful values (parenthetical 4, subspan 5 — every one under a key —,
filler 3, speaker 1) and 7 hard negatives that look like them (parenthetical_restrictive 2: a restrictive aside dropped;
subspan_restricted 3: a keyed value restricted by a condition or a time frame the key does not carry, a fax line for a
phone key; identifier 1: a value truncated; hedge 1: a tag question turning the statement into a question).

Blind score (the rules of main at f6929b6, scored once after the labels were committed at fd0ae1d,
`evaluate_realistic`): recall 27/39 = 0.692 (en 10/13, es 8/13, zh 9/13); per faithful family speaker 3/3, filler
8/9, subspan 10/15, parenthetical 6/12. False accepts 1/21: subspan_restricted 1/9 (`Fax 952 31 40 89` →
`952 31 40 89` under `clinica_dental_sonrisa/telefono`: a Spanish fax line without a colon read as giving the phone);
hedge, identifier 0/3 each, parenthetical_restrictive 0/6. The misses: asides in brackets holding a number or a
clause (`(on coral bleaching, 212 pages)`, `（今年刚上大学）`, `（我用了快两年了）`), a Spanish dash aside
(`—como te comentaba por teléfono—`) and comma asides (`, muy amable por cierto,`, `，也就是我们班主任，`), all
`guard:clause_stitch`; a typed value followed by a bracketed note on its spelling (`(capital T)`, `(con mayúscula)`)
and after the one-letter label `T:` or the label `运单号：` (`guard:restriction`); a Spanish date range after a future
verb (`llegará entre …`, `guard:scope`); the opener `Pues al final` (`guard:restriction`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

__all__ = ["BATCH_23"]

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False

_EN_RECORDS: tuple[Realistic, ...] = (
    # --- faithful: parenthetical --------------------------------------------------------------------------------
    _r(_EN, "parenthetical", V,
       "Quick family news: my daughter (she just turned seven) started violin lessons this fall.",
       "My daughter started violin lessons this fall",
       evidence="my daughter (she just turned seven) started violin lessons this fall."),
    _r(_EN, "parenthetical", V,
       "Hi all, good news from ops. Our new warehouse (finally!) opened in Reno last week, so West Coast orders "
       "should arrive faster.",
       "Our new warehouse opened in Reno last week",
       evidence="Our new warehouse (finally!) opened in Reno last week"),
    _r(_EN, "parenthetical", V,
       "Ticket #77140 — Account note: the customer — a long-time subscriber, by the way — upgraded to the Pro plan "
       "yesterday.",
       "The customer upgraded to the Pro plan yesterday",
       evidence="the customer — a long-time subscriber, by the way — upgraded to the Pro plan yesterday."),
    _r(_EN, "parenthetical", V,
       "Update: I finally submitted my thesis (on coral bleaching, 212 pages) to the committee on Friday!",
       "I finally submitted my thesis to the committee on Friday",
       evidence="I finally submitted my thesis (on coral bleaching, 212 pages) to the committee on Friday!"),
    # --- faithful: subspan under a key --------------------------------------------------------------------------
    _r(_EN, "subspan", V,
       "Best regards,\nMaya Okafor\nSenior Account Manager, Brightline Logistics\nT: +1 (415) 555-0142\n"
       "maya.okafor@brightline.io",
       "+1 (415) 555-0142", evidence="T: +1 (415) 555-0142", key="maya_okafor/phone"),
    _r(_EN, "subspan", V,
       "Thanks for your order! Order #A-55812 has been confirmed. Estimated delivery: Thursday, 14 May.",
       "Thursday, 14 May", evidence="Estimated delivery: Thursday, 14 May.", key="order_a55812/estimated_delivery"),
    _r(_EN, "subspan", V,
       "Hi, this is Leah Brandt from Fennwick. My work email is leah.brandt@fennwick.com — could you resend the "
       "invoice there?",
       "leah.brandt@fennwick.com", evidence="My work email is leah.brandt@fennwick.com", speaker="Leah",
       key="leah/work_email"),
    _r(_EN, "subspan", V,
       "Welcome to the co-working space! Our wifi password is Tangerine-4471 (capital T). Coffee is on the house.",
       "Tangerine-4471", evidence="Our wifi password is Tangerine-4471 (capital T).", key="cowork_space/wifi_password"),
    _r(_EN, "subspan", V,
       "Booking ref for the Lisbon trip: QX7R2M — hotel's already paid, flights too.",
       "QX7R2M", evidence="Booking ref for the Lisbon trip: QX7R2M", key="lisbon_trip/booking_reference"),
    # --- faithful: filler -------------------------------------------------------------------------------------
    _r(_EN, "filler", V,
       "Anyway, I've switched to the night shift at the bakery, so mornings are out for me.",
       "I've switched to the night shift at the bakery",
       evidence="Anyway, I've switched to the night shift at the bakery"),
    _r(_EN, "filler", V,
       "Honestly, we ended up going with the oak flooring for the whole ground floor.",
       "We ended up going with the oak flooring for the whole ground floor"),
    _r(_EN, "filler", V,
       "Ok cool, I'll bring the projector to Friday's demo. Cheers, Lars",
       "I'll bring the projector to Friday's demo"),
    # --- faithful: speaker ------------------------------------------------------------------------------------
    _r(_EN, "speaker", V,
       "Heads up, I'm lactose intolerant, so please no cheese on mine.",
       "Ines is lactose intolerant", evidence="Heads up, I'm lactose intolerant", speaker="Ines"),
    # --- hard negatives ---------------------------------------------------------------------------------------
    _r(_EN, "parenthetical_restrictive", N,
       "Riverside Clinic offers walk-in appointments (only on weekdays before noon). Call ahead for anything else.",
       "Riverside Clinic offers walk-in appointments",
       evidence="Riverside Clinic offers walk-in appointments (only on weekdays before noon)."),
    _r(_EN, "parenthetical_restrictive", N,
       "We offer free delivery in the city centre (orders over £25).",
       "We offer free delivery in the city centre"),
    _r(_EN, "subspan_restricted", N,
       "You can reach me on 07911 123456 if it's urgent, otherwise email is best.",
       "07911 123456", evidence="You can reach me on 07911 123456 if it's urgent", speaker="Sam", key="sam/phone"),
    _r(_EN, "subspan_restricted", N,
       "Harbor Dental Clinic\n14 Pier Street, Boston MA\nTel: (617) 555-0190\nFax: (617) 555-0191",
       "(617) 555-0191", evidence="Fax: (617) 555-0191", key="harbor_dental/phone"),
    _r(_EN, "subspan_restricted", N,
       "During the holidays our support line is 0800 123 4567; the usual number is back on 3 January.",
       "0800 123 4567", evidence="During the holidays our support line is 0800 123 4567",
       key="company/support_phone"),
    _r(_EN, "identifier", N,
       "Good news — your parcel is on its way! Your tracking number is 1Z84V7E20398471562. Track it at ups.com.",
       "1Z84V7E203984", evidence="Your tracking number is 1Z84V7E20398471562.", key="order/tracking_number"),
    _r(_EN, "hedge", N,
       "The Saturday class starts at 10, doesn't it?",
       "The Saturday class starts at 10"),
)  # fmt: skip

_ES_RECORDS: tuple[Realistic, ...] = (
    # --- faithful: parenthetical --------------------------------------------------------------------------------
    _r(_ES, "parenthetical", V,
       "Mi abuela (tiene 91 años, ¡y qué energía!) sigue viviendo sola en Cuenca.",
       "Mi abuela sigue viviendo sola en Cuenca"),
    _r(_ES, "parenthetical", V,
       "Hola, Marta: el pedido —como te comentaba por teléfono— sale mañana desde el almacén de Zaragoza. Un saludo.",
       "El pedido sale mañana desde el almacén de Zaragoza",
       evidence="el pedido —como te comentaba por teléfono— sale mañana desde el almacén de Zaragoza."),
    _r(_ES, "parenthetical", V,
       "Aviso a clientes: nuestra tienda de Malasaña (abierta desde 2015) cierra por reformas en agosto.",
       "Nuestra tienda de Malasaña cierra por reformas en agosto",
       evidence="nuestra tienda de Malasaña (abierta desde 2015) cierra por reformas en agosto."),
    _r(_ES, "parenthetical", V,
       "Incidencia #5521. La clienta, muy amable por cierto, ha pedido cambiar la talla a una M.",
       "La clienta ha pedido cambiar la talla a una M",
       evidence="La clienta, muy amable por cierto, ha pedido cambiar la talla a una M."),
    # --- faithful: subspan under a key --------------------------------------------------------------------------
    _r(_ES, "subspan", V,
       "Un saludo,\nLucía Ferrer\nDpto. de Compras · Hortalizas del Segura S.L.\nTel. 968 21 44 07\n"
       "lferrer@hortalizasdelsegura.es",
       "968 21 44 07", evidence="Tel. 968 21 44 07", key="lucia_ferrer/telefono"),
    _r(_ES, "subspan", V,
       "¡Gracias por tu compra! Tu pedido n.º 40-118832 llegará entre el martes 9 y el jueves 11 de abril.",
       "entre el martes 9 y el jueves 11 de abril",
       evidence="Tu pedido n.º 40-118832 llegará entre el martes 9 y el jueves 11 de abril.",
       key="pedido_40118832/fecha_entrega"),
    _r(_ES, "subspan", V,
       "Oye, apúntate mi correo: marta.gil.r@gmail.com, y me pasas las fotos cuando puedas.",
       "marta.gil.r@gmail.com", evidence="apúntate mi correo: marta.gil.r@gmail.com", speaker="Marta",
       key="marta/correo"),
    _r(_ES, "subspan", V,
       "Bienvenidos a la Casa Rural El Encinar. La contraseña del wifi es Encina2024 (con mayúscula). ¡Disfrutad!",
       "Encina2024", evidence="La contraseña del wifi es Encina2024 (con mayúscula).",
       key="casa_rural_el_encinar/contraseña_wifi"),
    _r(_ES, "subspan", V,
       "Reserva confirmada. Localizador: 7HJQ2P. Vuelo IB3166 Madrid–Roma, 22/05.",
       "7HJQ2P", evidence="Localizador: 7HJQ2P.", key="reserva_vuelo/localizador"),
    # --- faithful: filler -------------------------------------------------------------------------------------
    _r(_ES, "filler", V,
       "Pues al final me he apuntado a clases de cerámica los jueves.",
       "Me he apuntado a clases de cerámica los jueves"),
    _r(_ES, "filler", V,
       "La verdad es que el nuevo horario de la oficina me viene genial.",
       "El nuevo horario de la oficina me viene genial"),
    _r(_ES, "filler", V,
       "Vale, perfecto, te mando el presupuesto mañana por la mañana. Saludos, Javi",
       "Te mando el presupuesto mañana por la mañana"),
    # --- faithful: speaker ------------------------------------------------------------------------------------
    _r(_ES, "speaker", V,
       "Oye, que soy celíaca, así que nada de pan para mí.",
       "Nuria es celíaca", evidence="Oye, que soy celíaca", speaker="Nuria"),
    # --- hard negatives ---------------------------------------------------------------------------------------
    _r(_ES, "parenthetical_restrictive", N,
       "Abrimos todos los días de 9 a 21 h (salvo festivos).",
       "Abrimos todos los días de 9 a 21 h"),
    _r(_ES, "parenthetical_restrictive", N,
       "El descuento del 15 % (solo para socios) se aplica en caja.",
       "El descuento del 15 % se aplica en caja"),
    _r(_ES, "subspan_restricted", N,
       "Si no contesto al móvil, llámame al fijo: 91 555 23 11.",
       "91 555 23 11", speaker="Alba", key="alba/telefono"),
    _r(_ES, "subspan_restricted", N,
       "Clínica Dental Sonrisa · Tel. 952 31 40 88 · Fax 952 31 40 89",
       "952 31 40 89", evidence="Fax 952 31 40 89", key="clinica_dental_sonrisa/telefono"),
    _r(_ES, "subspan_restricted", N,
       "Estimados clientes: en agosto el horario de atención es de 8:00 a 15:00.",
       "de 8:00 a 15:00", evidence="en agosto el horario de atención es de 8:00 a 15:00.",
       key="tienda/horario_atencion"),
    _r(_ES, "identifier", N,
       "Tu paquete ya está en camino. Tu número de seguimiento es ES2291044817TX.",
       "ES2291044817", evidence="Tu número de seguimiento es ES2291044817TX.", key="pedido/numero_seguimiento"),
    _r(_ES, "hedge", N,
       "La reunión con el proveedor es el lunes a las diez, ¿no?",
       "La reunión con el proveedor es el lunes a las diez"),
)  # fmt: skip

_ZH_RECORDS: tuple[Realistic, ...] = (
    # --- faithful: parenthetical --------------------------------------------------------------------------------
    _r(_ZH, "parenthetical", V,
       "跟你说个事，我妹妹（今年刚上大学）下个月要去上海实习。",
       "我妹妹下个月要去上海实习", evidence="我妹妹（今年刚上大学）下个月要去上海实习。"),
    _r(_ZH, "parenthetical", V,
       "各位街坊：新店——就在地铁站旁边——周六正式开业。",
       "新店周六正式开业", evidence="新店——就在地铁站旁边——周六正式开业。"),
    _r(_ZH, "parenthetical", V,
       "这款耳机（我用了快两年了）续航还是很好。",
       "这款耳机续航还是很好"),
    _r(_ZH, "parenthetical", V,
       "通知一下：王老师，也就是我们班主任，下学期调去分校了。",
       "王老师下学期调去分校了", evidence="王老师，也就是我们班主任，下学期调去分校了。"),
    # --- faithful: subspan under a key --------------------------------------------------------------------------
    _r(_ZH, "subspan", V,
       "此致\n敬礼\n李婧 | 华东区销售经理\n手机：138 1234 5678\n邮箱：lijing@hengtai-tech.cn",
       "138 1234 5678", evidence="手机：138 1234 5678", key="李婧/手机"),
    _r(_ZH, "subspan", V,
       "【顺丰速运】您的快件已发出，运单号：SF1409827731520，预计明天送达。",
       "SF1409827731520", evidence="运单号：SF1409827731520", key="订单_88213/快递单号"),
    _r(_ZH, "subspan", V,
       "我微信号是 chen_yu1993，加的时候备注一下名字哈",
       "chen_yu1993", evidence="我微信号是 chen_yu1993", speaker="陈雨", key="陈雨/微信"),
    _r(_ZH, "subspan", V,
       "我们公司地址是深圳市南山区高新南七道18号，欢迎来玩。",
       "深圳市南山区高新南七道18号", evidence="我们公司地址是深圳市南山区高新南七道18号", key="公司/地址"),
    _r(_ZH, "subspan", V,
       "您预订的如家酒店（北京西站店）已确认，入住日期：5月3日，订单号：HT20260503117。",
       "5月3日", evidence="入住日期：5月3日", key="酒店预订/入住日期"),
    # --- faithful: filler -------------------------------------------------------------------------------------
    _r(_ZH, "filler", V,
       "其实我上个月已经从字节离职了。",
       "我上个月已经从字节离职了"),
    _r(_ZH, "filler", V,
       "说实话，新来的主管人挺好的。",
       "新来的主管人挺好的"),
    _r(_ZH, "filler", V,
       "好的好的，明天下午三点我准时到。谢谢！",
       "明天下午三点我准时到", evidence="好的好的，明天下午三点我准时到。"),
    # --- faithful: speaker ------------------------------------------------------------------------------------
    _r(_ZH, "speaker", V,
       "对了，我对猫毛过敏，去你家可能不太方便。",
       "小林对猫毛过敏", evidence="对了，我对猫毛过敏", speaker="小林"),
    # --- hard negatives ---------------------------------------------------------------------------------------
    _r(_ZH, "parenthetical_restrictive", N,
       "即日起下单送运费险（仅限APP下单）。",
       "即日起下单送运费险"),
    _r(_ZH, "parenthetical_restrictive", N,
       "会员每月可免费停车4小时（工作日）。",
       "会员每月可免费停车4小时"),
    _r(_ZH, "subspan_restricted", N,
       "有急事的话打我手机 139 0000 8765，平时微信联系就行",
       "139 0000 8765", evidence="有急事的话打我手机 139 0000 8765", speaker="小周", key="小周/手机"),
    _r(_ZH, "subspan_restricted", N,
       "杭州恒远贸易有限公司\n电话：0571-8802 3456　传真：0571-8802 3457",
       "0571-8802 3457", evidence="传真：0571-8802 3457", key="恒远贸易/电话"),
    _r(_ZH, "subspan_restricted", N,
       "温馨提示：周末的客服热线是400-820-1234。",
       "400-820-1234", evidence="周末的客服热线是400-820-1234。", key="公司/客服电话"),
    _r(_ZH, "identifier", N,
       "我的邮箱是 zhangwei.design@163.com，有问题发邮件给我",
       "zhangwei.design@163", evidence="我的邮箱是 zhangwei.design@163.com", speaker="张伟", key="张伟/邮箱"),
    _r(_ZH, "hedge", N,
       "下周三的会改到下午两点了，是吧？",
       "下周三的会改到下午两点了"),
)  # fmt: skip

BATCH_23: tuple[Realistic, ...] = _EN_RECORDS + _ES_RECORDS + _ZH_RECORDS
