"""Rules from the twenty-eighth round (issue 31, brief KT; docs/admission.md, "Round 28 (issue 31): keyed values by
class"): frames of a keyed value's clause that say which slot the value fills (`_slot_frames`), each class in English,
Spanish and Chinese where the languages have it, a hard negative beside each hard positive. None of these sentences is
in the dev split; each class was written from a dev miss and then varied (domain, wording, language).

- A modal of obligation right before a verb of sending states where the key's things go (`Claims should be emailed
  to …`, `Las facturas deben enviarse a …`, `简历应该发到…`); `should probably`, `should have been`, `must not` count.
- A request to record a slot (`put my GP as …`, `pon como mi médica de cabecera a …`, `把我的受益人改成…`): its verb and
  `as`/`como` say which slot the value fills.
- A phrase of constancy (`is always the same:`, `es siempre el mismo:`, `一直是同一个：`) says the value at every time.
- A Chinese ordinal's `一` (`下一次` for a key of `下次`) is no count.
- Another word for the key's thing (`stay` for `booking`, `invoices`/`receipts` for `finance`, `入住` for `预订`).
- A free-choice phrase about the key's matter (`Any questions about invoices, …`, `Cualquier cosa de facturación, …`,
  `关于发票的任何问题，…`), and a demonstrative before a word of the key's subject (`This listing's asking price`, `este
  piso`, `该房源`), restrict nothing.
- A name introduced by `called` after a noun of a business renames that noun phrase (`i work at a little bakery
  called Crumb & Co`, `trabajo en una panadería llamada Lumbre`, `我在一家叫慢时光的咖啡店上班`).
- A pronoun taking up the key's thing named as the sentence's topic (`Any invoices, send them to …`, `把它们发到…`), and
  `please` opening an imperative, are no other person and no modifier.
- A reading of a value that is the value itself (speaker binding) does not bypass the refusal of an appositive
  (`My emergency contact is not my sister, Helen Marsh` gave `Helen Marsh` for `owen/emergency_contact`: a false
  accept of main).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

Case = tuple[str, str, str | None, str | None, bool]  # value, evidence (its own source), speaker, key, supported

DEONTIC: tuple[Case, ...] = (
    ("ap@tallowmere.com", "All invoices should go to ap@tallowmere.com", None, "tallowmere/billing_email", True),
    (
        "ap@tallowmere.com",
        "All invoices should probably go to ap@tallowmere.com",
        None,
        "tallowmere/billing_email",
        False,
    ),
    ("returns@pikefold.co", "Returned items must be sent to returns@pikefold.co", None, "pikefold/returns_email", True),
    (
        "returns@pikefold.co",
        "Returned items must not be sent to returns@pikefold.co",
        None,
        "pikefold/returns_email",
        False,
    ),
    (
        "claims@ostrava-ins.eu",
        "Claims should be emailed to claims@ostrava-ins.eu",
        None,
        "ostrava_ins/claims_email",
        True,
    ),
    (
        "claims@ostrava-ins.eu",
        "Claims should have been emailed to claims@ostrava-ins.eu",
        None,
        "ostrava_ins/claims_email",
        False,
    ),
    (
        "claims@ostrava-ins.eu",
        "Claims should be emailed to claims@ostrava-ins.eu if over $500",
        None,
        "ostrava_ins/claims_email",
        False,
    ),
    ("hr@quillan.io", "Timesheets must go to hr@quillan.io", None, "quillan/timesheets_email", True),
    ("hr@quillan.io", "My email should be hr@quillan.io", "Dana", "dana/email", False),
    ("hr@quillan.io", "Timesheets must go to hr@quillan.io until June", None, "quillan/timesheets_email", False),
    (
        "facturas@robledal.es",
        "Las facturas deben enviarse a facturas@robledal.es",
        None,
        "robledal/correo_facturas",
        True,
    ),
    (
        "facturas@robledal.es",
        "Las facturas no deben enviarse a facturas@robledal.es",
        None,
        "robledal/correo_facturas",
        False,
    ),
    ("pedidos@azahar.es", "Los pedidos tienen que mandarse a pedidos@azahar.es", None, "azahar/correo_pedidos", True),
    ("pedidos@azahar.es", "Los pedidos tenían que mandarse a pedidos@azahar.es", None, "azahar/correo_pedidos", False),
    ("rrhh@caliza.es", "Las bajas deben ir a rrhh@caliza.es", None, "caliza/correo_bajas", True),
    ("rrhh@caliza.es", "Las bajas deben ir a rrhh@caliza.es durante agosto", None, "caliza/correo_bajas", False),
    (
        "soporte@lumbre.es",
        "Las incidencias deben enviarse a soporte@lumbre.es",
        None,
        "lumbre/correo_incidencias",
        True,
    ),
    (
        "soporte@lumbre.es",
        "Las incidencias deben enviarse a soporte@lumbre.es o a ayuda@lumbre.es",
        None,
        "lumbre/correo_incidencias",
        False,
    ),
    ("fp@yunshan.cn", "发票应发送至fp@yunshan.cn", None, "云山/发票邮箱", True),
    ("fp@yunshan.cn", "发票不应发送至fp@yunshan.cn", None, "云山/发票邮箱", False),
    ("hr@beichen.cn", "简历应该发到hr@beichen.cn", None, "北辰/简历邮箱", True),
    ("hr@beichen.cn", "以前简历应该发到hr@beichen.cn", None, "北辰/简历邮箱", False),
    ("fp@qingmu.cn", "发票须寄到fp@qingmu.cn", None, "青木/发票邮箱", True),
    ("fp@qingmu.cn", "周末发票须寄到fp@qingmu.cn", None, "青木/发票邮箱", False),
    ("kf@lanting.cn", "售后问题应该发邮件到kf@lanting.cn", None, "兰亭/售后邮箱", True),
    ("kf@lanting.cn", "售后问题应该发邮件到kf@lanting.cn或者kf2@lanting.cn", None, "兰亭/售后邮箱", False),
)

RECORD: tuple[Case, ...] = (
    ("Helen Marsh", "set my emergency contact as my sister, Helen Marsh", "Owen", "owen/emergency_contact", True),
    (
        "Helen Marsh",
        "don't set my emergency contact as my sister, Helen Marsh",
        "Owen",
        "owen/emergency_contact",
        False,
    ),
    ("Helen Marsh", "set his emergency contact as his sister, Helen Marsh", "Owen", "owen/emergency_contact", False),
    ("Raj Patel", "please put my next of kin as my husband, Raj Patel", "Asha", "asha/next_of_kin", True),
    ("Raj Patel", "please put my old next of kin as my husband, Raj Patel", "Asha", "asha/next_of_kin", False),
    ("Dr. Lena Fox", "put my GP as Dr. Lena Fox", "Maya", "maya/gp", True),
    ("Dr. Lena Fox", "put my GP as Dr. Lena Fox for now", "Maya", "maya/gp", False),
    ("Tom Reyes", "add my beneficiary as my daughter, Tom Reyes", "Ines", "ines/beneficiary", True),
    ("Tom Reyes", "if I travel, add my beneficiary as my daughter, Tom Reyes", "Ines", "ines/beneficiary", False),
    (
        "Lucía Gómez",
        "pon como mi contacto de emergencia a mi hermana, Lucía Gómez",
        "Marta",
        "marta/contacto_emergencia",
        True,
    ),
    (
        "Lucía Gómez",
        "no pongas como mi contacto de emergencia a mi hermana, Lucía Gómez",
        "Marta",
        "marta/contacto_emergencia",
        False,
    ),
    (
        "Pablo Ruiz",
        "ponme como contacto de emergencia a mi marido, Pablo Ruiz",
        "Marta",
        "marta/contacto_emergencia",
        True,
    ),
    # (round 33: this twin said `su` of the value's noun phrase, not of the slot as the English `set his emergency
    # contact` does; whoever's husband he is, Pablo Ruiz is Marta's contact. The twin now owns the slot.)
    (
        "Pablo Ruiz",
        "pon como su contacto de emergencia a su marido, Pablo Ruiz",
        "Marta",
        "marta/contacto_emergencia",
        False,
    ),
    ("Ana Soler", "pon a Ana Soler como mi médica de cabecera", "Rosa", "rosa/médica_cabecera", True),
    ("Ana Soler", "pon a Ana Soler como mi médica de cabecera hasta junio", "Rosa", "rosa/médica_cabecera", False),
    ("Luisa Vidal", "pon como mi beneficiario a mi hija, Luisa Vidal", "Elena", "elena/beneficiario", True),
    ("Luisa Vidal", "pon como mi antiguo beneficiario a mi hija, Luisa Vidal", "Elena", "elena/beneficiario", False),
    ("林秀英", "把我的紧急联系人设为我妈妈，林秀英", "小周", "小周/紧急联系人", True),
    ("林秀英", "别把我的紧急联系人设为我妈妈，林秀英", "小周", "小周/紧急联系人", False),
    ("陈刚", "紧急联系人填我爸，陈刚", "小周", "小周/紧急联系人", True),
    ("陈刚", "他的紧急联系人填他爸，陈刚", "小周", "小周/紧急联系人", False),
    ("王敏", "把我的受益人改成王敏", "老李", "老李/受益人", True),
    ("王敏", "以前把我的受益人改成王敏", "老李", "老李/受益人", False),
    ("赵医生", "把我的家庭医生登记为赵医生", "小吴", "小吴/家庭医生", True),
    ("赵医生", "暂时把我的家庭医生登记为赵医生", "小吴", "小吴/家庭医生", False),
)

CONSTANT: tuple[Case, ...] = (
    (
        "https://zoom.us/j/5512",
        "The standup link is always the same: https://zoom.us/j/5512",
        None,
        "standup/link",
        True,
    ),
    (
        "https://zoom.us/j/5512",
        "The standup link is almost always the same: https://zoom.us/j/5512",
        None,
        "standup/link",
        False,
    ),
    (
        "https://zoom.us/j/5512",
        "The standup link was always the same: https://zoom.us/j/5512",
        None,
        "standup/link",
        False,
    ),
    ("4471", "The door code is always the same: 4471", None, "gym/door_code", True),
    ("4471", "The door code is not always the same: 4471", None, "gym/door_code", False),
    (
        "https://meet.jit.si/coro-sur",
        "El enlace del ensayo es siempre el mismo: https://meet.jit.si/coro-sur",
        None,
        "coro/enlace_ensayo",
        True,
    ),
    (
        "https://meet.jit.si/coro-sur",
        "El enlace del ensayo es casi siempre el mismo: https://meet.jit.si/coro-sur",
        None,
        "coro/enlace_ensayo",
        False,
    ),
    (
        "https://meet.jit.si/coro-sur",
        "El enlace del ensayo era siempre el mismo: https://meet.jit.si/coro-sur",
        None,
        "coro/enlace_ensayo",
        False,
    ),
    ("8812", "El código del portal es siempre el mismo: 8812", None, "portal/código", True),
    ("8812", "El código del portal no es siempre el mismo: 8812", None, "portal/código", False),
    (
        "https://meeting.tencent.com/p/8812",
        "周会的链接一直是同一个：https://meeting.tencent.com/p/8812",
        None,
        "周会/链接",
        True,
    ),
    (
        "https://meeting.tencent.com/p/8812",
        "周会的链接以前一直是同一个：https://meeting.tencent.com/p/8812",
        None,
        "周会/链接",
        False,
    ),
    (
        "https://meeting.tencent.com/p/8812",
        "周会的链接不一直是同一个：https://meeting.tencent.com/p/8812",
        None,
        "周会/链接",
        False,
    ),
    ("6630", "门禁密码始终是同一个：6630", None, "公司/门禁密码", True),
    ("6630", "门禁密码周末始终是同一个：6630", None, "公司/门禁密码", False),
)

MEASURE_ONE: tuple[Case, ...] = (
    ("2027年3月2日", "咪咪的下一次复查时间是2027年3月2日", None, "咪咪/下次复查时间", True),
    ("2027年3月2日", "咪咪的上一次复查时间是2027年3月2日", None, "咪咪/下次复查时间", False),
    ("5月20日", "下一次体检日期是5月20日", None, "老王/下次体检日期", True),
    ("5月20日", "下一次体检日期可能是5月20日", None, "老王/下次体检日期", False),
    ("4月8日", "阿黄下一次打疫苗的日期是4月8日", None, "阿黄/下次打疫苗日期", True),
    ("4月8日", "阿黄每一次打疫苗的日期是4月8日", None, "阿黄/下次打疫苗日期", False),
    ("周六上午10点", "这一次会议的时间是周六上午10点", None, "会议/这次时间", True),
    ("周六上午10点", "这一次会议的时间不是周六上午10点", None, "会议/这次时间", False),
)

SAME_THING: tuple[Case, ...] = (
    ("KX-4471", "Your access code for the stay is KX-4471", None, "booking/access_code", True),
    ("KX-4471", "Your access code for the next stay is KX-4471", None, "booking/access_code", False),
    ("RX-5521", "The reference for the reservation is RX-5521", None, "booking/reference", True),
    ("RX-5521", "The reference for the previous reservation is RX-5521", None, "booking/reference", False),
    ("ap@hollins.co", "Please send invoices to ap@hollins.co", None, "hollins/finance_email", True),
    ("ap@hollins.co", "Please send invoices to my colleague at ap@hollins.co", None, "hollins/finance_email", False),
    ("ap@hollins.co", "Please cc ap@hollins.co on receipts", None, "hollins/finance_email", True),
    ("ap@hollins.co", "Please cc ap@hollins.co on receipts until June", None, "hollins/finance_email", False),
    ("KD-4410", "El código de acceso para la estancia es KD-4410", None, "reserva/código_acceso", True),
    ("KD-4410", "El código de acceso para la próxima estancia es KD-4410", None, "reserva/código_acceso", False),
    ("admin@ferral.es", "Envía las facturas a admin@ferral.es", None, "ferral/correo_finanzas", True),
    ("admin@ferral.es", "Envía las facturas de tu hermano a admin@ferral.es", None, "ferral/correo_finanzas", False),
    ("AB-7710", "El localizador de la estancia es AB-7710", None, "reserva/localizador", True),
    ("AB-7710", "El localizador de la estancia anterior era AB-7710", None, "reserva/localizador", False),
    ("admin@ferral.es", "Los recibos, a admin@ferral.es", None, "ferral/correo_finanzas", True),
    ("admin@ferral.es", "Los recibos, a admin@ferral.es o a caja@ferral.es", None, "ferral/correo_finanzas", False),
    ("HZ2231", "住宿的确认码是HZ2231", None, "预订/确认码", True),
    ("HZ2231", "上次住宿的确认码是HZ2231", None, "预订/确认码", False),
    ("cw@lanxi.cn", "报销单请发到cw@lanxi.cn", None, "兰溪/财务邮箱", True),
    ("cw@lanxi.cn", "以前报销单请发到cw@lanxi.cn", None, "兰溪/财务邮箱", False),
    ("8830", "入住的门锁密码是8830", None, "预订/门锁密码", True),
    ("8830", "入住的门锁密码不是8830", None, "预订/门锁密码", False),
    ("cw@lanxi.cn", "发票请发到财务邮箱cw@lanxi.cn", None, "兰溪/财务邮箱", True),
    ("cw@lanxi.cn", "同事的发票请发到cw@lanxi.cn", None, "兰溪/财务邮箱", False),
)

RESUMPTIVE: tuple[Case, ...] = (
    ("billing@tansy.co", "Any invoices, send them to billing@tansy.co", None, "tansy/billing_email", True),
    ("billing@tansy.co", "Any invoices, send them to billing@tansy.co after May", None, "tansy/billing_email", False),
    (
        "billing@tansy.co",
        "Any invoices, give them to my brother at billing@tansy.co",
        None,
        "tansy/billing_email",
        False,
    ),
    ("returns@ondo.com", "Returns, just forward them over to returns@ondo.com", None, "ondo/returns_email", True),
    (
        "returns@ondo.com",
        "Returns, just forward them over to returns@ondo.com or to help@ondo.com",
        None,
        "ondo/returns_email",
        False,
    ),
    ("ap@corvin.io", "Please email your invoices to ap@corvin.io", None, "corvin/invoices_email", True),
    ("ap@corvin.io", "Please email his invoices to ap@corvin.io", None, "corvin/invoices_email", False),
    ("hr@velm.com", "Timesheets, please send them to hr@velm.com", None, "velm/timesheets_email", True),
    ("hr@velm.com", "Timesheets, please don't send them to hr@velm.com", None, "velm/timesheets_email", False),
    ("facturas@olmo.es", "Las facturas, las mandas a facturas@olmo.es", None, "olmo/correo_facturas", True),
    ("facturas@olmo.es", "Las facturas, las mandabas a facturas@olmo.es", None, "olmo/correo_facturas", False),
    ("pedidos@brezo.es", "Los pedidos, envíalos a pedidos@brezo.es", None, "brezo/correo_pedidos", True),
    ("pedidos@brezo.es", "Los pedidos, envíalos a pedidos@brezo.es los lunes", None, "brezo/correo_pedidos", False),
    ("fp@qingshan.cn", "发票，麻烦把它们发到fp@qingshan.cn", None, "青山/发票邮箱", True),
    ("fp@qingshan.cn", "发票，麻烦把它们发到fp@qingshan.cn或者fp2@qingshan.cn", None, "青山/发票邮箱", False),
    ("hr@beishan.cn", "简历请把它发到hr@beishan.cn", None, "北山/简历邮箱", True),
    ("hr@beishan.cn", "简历周末请把它发到hr@beishan.cn", None, "北山/简历邮箱", False),
)

MATTER: tuple[Case, ...] = (
    (
        "facturas@lunaverde.es",
        "Cualquier cosa de facturación, a facturas@lunaverde.es",
        None,
        "lunaverde/correo_facturacion",
        True,
    ),
    (
        "facturas@robleda.es",
        "Cualquier duda sobre facturas, a facturas@robleda.es",
        None,
        "robleda/correo_facturas",
        True,
    ),
    (
        "facturas@robleda.es",
        "Cualquier duda sobre facturas, a mi socio en facturas@robleda.es",
        None,
        "robleda/correo_facturas",
        False,
    ),
    (
        "facturas@robleda.es",
        "Cualquier duda sobre facturas, a facturas@robleda.es hasta el viernes",
        None,
        "robleda/correo_facturas",
        False,
    ),
    ("pedidos@brezo.es", "Cualquier tema de pedidos, escribe a pedidos@brezo.es", None, "brezo/correo_pedidos", True),
    (
        "pedidos@brezo.es",
        "Cualquier tema de pedidos antiguos, escribe a pedidos@brezo.es",
        None,
        "brezo/correo_pedidos",
        False,
    ),
    (
        "billing@fenwick.io",
        "Any questions about invoices, email billing@fenwick.io",
        None,
        "fenwick/billing_email",
        True,
    ),
    (
        "billing@fenwick.io",
        "Any questions about invoices, email my colleague at billing@fenwick.io",
        None,
        "fenwick/billing_email",
        False,
    ),
    (
        "billing@fenwick.io",
        "Any questions about old invoices, email billing@fenwick.io",
        None,
        "fenwick/billing_email",
        False,
    ),
    ("orders@larkin.com", "Anything about orders, write to orders@larkin.com", None, "larkin/orders_email", True),
    (
        "orders@larkin.com",
        "Anything about orders, write to orders@larkin.com on weekdays",
        None,
        "larkin/orders_email",
        False,
    ),
    ("support@tallis.co", "Any issues with bookings, contact support@tallis.co", None, "tallis/bookings_email", True),
    (
        "support@tallis.co",
        "Any issues with bookings, contact support@tallis.co or sales@tallis.co",
        None,
        "tallis/bookings_email",
        False,
    ),
    ("fp@yunhe.cn", "关于发票的任何问题，请发到fp@yunhe.cn", None, "云和/发票邮箱", True),
    ("fp@yunhe.cn", "关于发票的任何问题，请发到我同事的邮箱fp@yunhe.cn", None, "云和/发票邮箱", False),
    ("dd@yunhe.cn", "订单相关的任何问题，发邮件到dd@yunhe.cn", None, "云和/订单邮箱", True),
    ("dd@yunhe.cn", "订单相关的任何问题，周末发邮件到dd@yunhe.cn", None, "云和/订单邮箱", False),
    ("fp@yunhe.cn", "发票的任何事情，都发到fp@yunhe.cn", None, "云和/发票邮箱", True),
    ("fp@yunhe.cn", "发票的任何事情，以前都发到fp@yunhe.cn", None, "云和/发票邮箱", False),
)

DEMONSTRATIVE: tuple[Case, ...] = (
    ("四百二十万元", "该房源总价为四百二十万元", None, "房源/总价", True),
    ("四百二十万元", "隔壁房源总价为四百二十万元", None, "房源/总价", False),
    ("三千五百元", "本房源月租为三千五百元", None, "房源/月租", True),
    ("三千五百元", "本房源月租原为三千五百元", None, "房源/月租", False),
    ("KX88120", "此订单的取件码为KX88120", None, "订单/取件码", True),
    ("KX88120", "此订单的旧取件码为KX88120", None, "订单/取件码", False),
    ("£425,000", "This listing's asking price is £425,000", None, "listing/asking_price", True),
    ("£425,000", "This listing's old asking price is £425,000", None, "listing/asking_price", False),
    ("£425,000", "The asking price for this listing is £425,000", None, "listing/asking_price", True),
    ("£425,000", "The asking price for this listing was £425,000", None, "listing/asking_price", False),
    ("1.200 €", "El alquiler de este piso es de 1.200 €", None, "piso/alquiler", True),
    ("1.200 €", "El alquiler de este piso era de 1.200 €", None, "piso/alquiler", False),
    ("AB-4410", "El localizador de esta reserva es AB-4410", None, "reserva/localizador", True),
    ("AB-4410", "El localizador de esta reserva no es AB-4410", None, "reserva/localizador", False),
)

CALLED: tuple[Case, ...] = (
    ("Crumb & Co", "i work at a little bakery called Crumb & Co", "Jess", "jess/workplace", True),
    ("Crumb & Co", "my sister works at a little bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Kettle Black", "I work at a small café called Kettle Black", "Noor", "noor/workplace", True),
    ("Kettle Black", "I used to work at a small café called Kettle Black", "Noor", "noor/workplace", False),
    ("Kettle Black", "I work at an old café called Kettle Black", "Noor", "noor/workplace", False),
    ("Haddon & Pryce", "I work for a small firm called Haddon & Pryce", "Tom", "tom/workplace", True),
    ("Haddon & Pryce", "I work for a small firm called Haddon & Pryce until June", "Tom", "tom/workplace", False),
    ("Haddon & Pryce", "I'd like to work for a small firm called Haddon & Pryce", "Tom", "tom/workplace", False),
    ("Tom", "I work with a guy called Tom", "Jess", "jess/workplace", False),
    ("Lumbre", "trabajo en una panadería pequeña que se llama Lumbre", "Inés", "inés/trabajo", True),
    ("Lumbre", "trabajo en una panadería llamada Lumbre", "Inés", "inés/trabajo", True),
    ("Lumbre", "trabajaba en una panadería llamada Lumbre", "Inés", "inés/trabajo", False),
    ("Lumbre", "mi hermano trabaja en una panadería llamada Lumbre", "Inés", "inés/trabajo", False),
    ("Nébula", "trabajo en un gimnasio llamado Nébula", "Leo", "leo/trabajo", True),
    ("Nébula", "no trabajo en un gimnasio llamado Nébula", "Leo", "leo/trabajo", False),
    ("半糖", "我在一家叫「半糖」的奶茶店打工", "小雨", "小雨/打工的店", True),
    ("半糖", "我以前在一家叫「半糖」的奶茶店打工", "小雨", "小雨/打工的店", False),
    ("半糖", "我在一家叫「半糖」的奶茶店打过工", "小雨", "小雨/打工的店", False),
    ("半糖", "我在一家叫「半糖」的奶茶店打工到六月", "小雨", "小雨/打工的店", False),
    ("慢时光", "我在一家叫慢时光的咖啡店上班", "阿杰", "阿杰/上班的店", True),
    ("慢时光", "我姐在一家叫慢时光的咖啡店上班", "阿杰", "阿杰/上班的店", False),
    ("青禾", "我在一家叫青禾的书店上班", "阿杰", "阿杰/上班的店", True),
    ("青禾", "我周末在一家叫青禾的书店上班", "阿杰", "阿杰/上班的店", False),
)

# A place near the named one, a possessor, a word of the past, a frame: still refused.
CALLED_PROBES: tuple[Case, ...] = (
    ("Crumb & Co", "I work next to a bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Crumb & Co", "I work near a little bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Crumb & Co", "I work at my mum's bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Crumb & Co", "I might work at a bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Crumb & Co", "I work at a bakery called Crumb & Co in summer", "Jess", "jess/workplace", False),
    ("Crumb & Co", "I work across from a bakery called Crumb & Co", "Jess", "jess/workplace", False),
    ("Lumbre", "trabajo en una antigua panadería llamada Lumbre", "Inés", "inés/trabajo", False),
    ("Lumbre", "trabajo en una panadería que antes se llamaba Lumbre", "Inés", "inés/trabajo", False),
    ("Lumbre", "trabajo cerca de una panadería llamada Lumbre", "Inés", "inés/trabajo", False),
    ("Lumbre", "trabajo en una panadería llamada Lumbre los sábados", "Inés", "inés/trabajo", False),
    ("慢时光", "我在一家叫慢时光的咖啡店上过班", "阿杰", "阿杰/上班的店", False),
    ("慢时光", "我在一家以前叫慢时光的咖啡店上班", "阿杰", "阿杰/上班的店", False),
    ("慢时光", "我在一家叫慢时光的咖啡店隔壁上班", "阿杰", "阿杰/上班的店", False),
)

# Hard negatives beside the frames: each frame's words read, the rest of the clause still counts.
PROBES: tuple[Case, ...] = (
    ("£400,000", "This listing's price was £400,000", None, "listing/price", False),
    ("1.200 €", "El alquiler de este piso de mi hermano es de 1.200 €", None, "piso/alquiler", False),
    ("1.200 €", "El alquiler de este piso es de unos 1.200 €", None, "piso/alquiler", False),
    (
        "billing@fenwick.io",
        "Any questions about invoices, ask Sarah at billing@fenwick.io",
        None,
        "fenwick/billing_email",
        False,
    ),
    (
        "orders@larkin.com",
        "Anything about orders, except refunds, to orders@larkin.com",
        None,
        "larkin/orders_email",
        False,
    ),
    ("billing@tansy.co", "Any invoices, send them to him at billing@tansy.co", None, "tansy/billing_email", False),
    (
        "billing@tansy.co",
        "Any invoices, send them to billing@tansy.co if it's urgent",
        None,
        "tansy/billing_email",
        False,
    ),
    ("ap@tallowmere.com", "Invoices should no longer go to ap@tallowmere.com", None, "tallowmere/billing_email", False),
    ("ap@tallowmere.com", "Invoices used to go to ap@tallowmere.com", None, "tallowmere/billing_email", False),
    (
        "ap@tallowmere.com",
        "Invoices should go to ap@tallowmere.com instead of ar@tallowmere.com",
        None,
        "tallowmere/billing_email",
        False,
    ),
    (
        "Helen Marsh",
        "set my emergency contact as my sister, Helen Marsh, until I'm back",
        "Owen",
        "owen/emergency_contact",
        False,
    ),
    (
        "Helen Marsh",
        "Maybe set my emergency contact as my sister, Helen Marsh",
        "Owen",
        "owen/emergency_contact",
        False,
    ),
    (
        "https://zoom.us/j/5512",
        "The standup link is always the same for now: https://zoom.us/j/5512",
        None,
        "standup/link",
        False,
    ),
    (
        "https://zoom.us/j/5512",
        "The standup link isn't always the same: https://zoom.us/j/5512",
        None,
        "standup/link",
        False,
    ),
    ("4471", "The guest door code is always the same: 4471", None, "gym/door_code", False),
    ("8830", "该房源的旧门锁密码为8830", None, "房源/门锁密码", False),
    ("fp@yunhe.cn", "关于发票的任何问题，请先问我老板fp@yunhe.cn", None, "云和/发票邮箱", False),
    ("KX-4471", "Your access code for her stay is KX-4471", None, "booking/access_code", False),
    ("KX-4471", "Your access code for the stay was KX-4471", None, "booking/access_code", False),
    ("ap@hollins.co", "Please cc ap@hollins.co on personal receipts", None, "hollins/finance_email", False),
    ("2027年1月8日", "豆豆的下一次驱虫时间大概是2027年1月8日", None, "豆豆/下次驱虫时间", False),
    ("2027年1月8日", "豆豆的下一次驱虫时间是2027年1月8日吗", None, "豆豆/下次驱虫时间", False),
    (
        "Gloria Ferris",
        "don't put my emergency contact as my mum, Gloria Ferris",
        "Tobias",
        "tobias/emergency_contact",
        False,
    ),
    (
        "Gloria Ferris",
        "put my work emergency contact as my mum, Gloria Ferris",
        "Tobias",
        "tobias/emergency_contact",
        False,
    ),
)

APPOSED: tuple[Case, ...] = (
    ("Helen Marsh", "My emergency contact is not my sister, Helen Marsh", "Owen", "owen/emergency_contact", False),
    ("Helen Marsh", "My emergency contact is my sister, Helen Marsh", "Owen", "owen/emergency_contact", True),
    (
        "Lucía Gómez",
        "Mi contacto de emergencia ya no es mi hermana, Lucía Gómez",
        "Marta",
        "marta/contacto_emergencia",
        False,
    ),
    ("Lucía Gómez", "Mi contacto de emergencia es mi hermana, Lucía Gómez", "Marta", "marta/contacto_emergencia", True),
    ("林秀英", "我的紧急联系人不是我妈妈，林秀英", "小周", "小周/紧急联系人", False),
    ("林秀英", "我的紧急联系人是我妈妈，林秀英", "小周", "小周/紧急联系人", True),
)

CASES = (
    *DEONTIC,
    *RECORD,
    *CONSTANT,
    *MEASURE_ONE,
    *SAME_THING,
    *RESUMPTIVE,
    *MATTER,
    *DEMONSTRATIVE,
    *CALLED,
    *CALLED_PROBES,
    *PROBES,
    *APPOSED,
)


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "expected"), CASES, ids=[f"{c[3]}:{c[1][:40]}" for c in CASES]
)
def test_round28_rules_beside_their_twins(
    value: str, evidence: str, speaker: str | None, key: str | None, expected: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is expected
