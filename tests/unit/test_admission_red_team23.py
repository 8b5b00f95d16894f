"""Red-team round 23 of issue 31 (DESIGN §4): hostile cases against admission round 39 (7b16640), in English, Chinese
and Spanish. Helper rt23. No source was changed.

The readings under test (new since dfd42fe): `_contacts.contact_of_another` (an e-mail, or a phone number under a
key of a phone, right after a person's name on its line is that person's); `_speech`'s `From:`/`De:` alone before a
colon is an e-mail header label, no sender's frame; the new slot words of `lexicon.KEYED_CROSS_LANGUAGE`;
`return`/`exchange` (and `customer`, held by `cliente`) narrowing a key's slot (`lexicon.KEY_NARROWING`,
`KEY_NARROWING_HELD`); `ñ ü ç` compared as `n u c` between the speaker's name and the key's (`_keywords`); a label's
`No:` after an acronym or a numbered noun written `number:` (`_written`). Each probe was run as
`check_support(value, evidence, source, guard=True, key=key, speaker=speaker)` (the source the evidence unless a probe
needs a longer one) on dfd42fe and on 7b16640. A strict xfail in `CAUSED` is a false accept 7b16640 accepts and
dfd42fe refuses; one in `OLDER` is accepted by both; one in `REGRESSIONS` is a faithful case dfd42fe accepts and
7b16640 refuses. `TWINS` are faithful cases 7b16640 accepts and dfd42fe refuses, beside the negatives (plain tests).
All strict xfails were open when the round was handed over.

Closed (the lead, the commit after c8b3935): 68 of the 87 `CAUSED`, 11 of the 37 `OLDER` (17 with a second pass: a
sender line labels its sender's turn whatever it says, `From: my sister`), all 39 `REGRESSIONS`.
`From:`/`De:` alone is a sender's frame again, as on dfd42fe; only a contact right after the name of the key's own
person (or, for a key of the user's, the speaker's) is exempt from it (`_contacts.own_contact`). An e-mail's sender
line opens its sender's turn, so its `I` is not a speaker the line does not name (`_turns.anothers_turn`). The words
with another sense were withdrawn (`banco`, `localizador`, `inicio`, `permanencia`, `técnico`, `里程`, `账号`, `提取`,
`取车`, `取药`, `取票`, `识别号`, `单号` under `number`, `确认`, `报名`, `注册`, `公里`; the Chinese pickups kept
only inside `取票码`, `取车门店`, `取药点`). A label's `No:` is `number:` only before a number or a code. A role
the key names before a contact's name (`Landlord:`, `GP:`, `房东：`, `紧急联系人：`, `收件人：`) makes the name
the key's person; a plural business noun or a pronoun makes a piece no person's name (`Harlow Vets`, `Text Me
Anytime`). `back`, `volver`, `regresar`, `回来`, `返京` say a return, `swap` an exchange. Four twins stay refused with
the words they needed.

Counts: 687 distinct probes, by hand (176 on whose a contact is, 128 on `From:`/`De:`, 159 on the cross-language
words and the words of time, owner or state beside them, 116 on return/exchange/customer narrowing, 68 on `No:`, 41 on
`ñ ü ç`). dfd42fe accepts 176, 7b16640 273. By a careful reading: 87 caused false accepts (`CAUSED`; 16 more accepted
only on 7b16640 were left out as unclear, below), 37 older false accepts (`OLDER`), 39 regressions (`REGRESSIONS`; 5
more left out as unclear), 40 twins (`TWINS`). Four false accepts of dfd42fe are refused by 7b16640 (`From: G. Lyle
<…>` and `联系人：周佳 …`/`联系人：吴磊（哥哥）…` for another's key, and `Our shop: … We don't accept returns` for
`shop/return_address`); they are not pinned.

Caused (87), by reading:
- **`From:` alone no frame** (26): the header's own address or number is the sender's, and nothing ties it to the key:
  `From: ana@x.com` (`De: ana@x.es`, `From: <ana@x.com>`, `From: wangfang@x.cn`) for `user/email` with or without a
  speaker, and for `acme/email`; a one-word, lower-case or role sender the contact rule does not read as a person
  (`From: Mum <mum@x.com>`, `From: Ana <ana@x.com>` for `tom/email`, `From: HR <…>`, `From: the landlord <…>`,
  `From: gareth lyle <…>`, `From: Lyle, Gareth <…>`, `De: jorge molina <…>`); a sender's number (`From: 07700 900123`,
  `From: Dad - 07700 900123`, `De: mamá - 612 48 93 07`) for `user/phone`; and the words after the header taken as the
  speaker's (`De: mi hermana - Vivo en Valencia`, `De: Ana - …` for `user/ciudad`; `> From: Ana\n> I live in Paris
  now` for `user/city`).
- **Other senses of the new cross-language words** (40): `Banco: Banco de pesas Domyos` (a weight bench) and `Banco:
  de madera` for `user/bank`; `Socio: Pedro Gil` (a business partner); `Inicio: www.…` (a home page), `Inicio:
  Ajustes > Cuenta` (a menu), `Inicio: Plaza de España` (a route's start) for `…/start_date`; `Entrenador: Xavi` (a
  football team's) and a driving school's `教练` for `user/gym/trainer`; `Permanencia: asegurada` (a league's) and
  `Permanencia: 3 días` (a hospital stay) for `…/commitment`; `Localizador: AirTag`/`GPS Tile` (a tracker) for
  `…/locator`; `Origen: Colombia` (a coffee's) and `始发：6:00` (a first bus) for `…/trip/origin`; `提取` of a housing
  fund for `…/tooth/extraction_date`; `里程：12000` (air miles) for `…/car/odometer`; a Weibo `账号` for
  `…/bank/account_number`; `Técnico:` a national team's coach or a diploma (`Técnico: Superior en Electricidad`) for
  `…/boiler/technician`; `确认：是` for `…/confirmation_number`; `报名：王小明` and a company's `注册：2019年` for
  `…/car/registration`; `取车`/`取药` for `…/kid/pickup_time`, `取票` for `…/parcel/pickup_time`; `开航：2019年` (a
  route's opening) for `…/departure_time`; a car's `识别号` (a VIN) for `user/id_number`; `Embarque: puerta B12` for
  `…/boarding_time`; a shop's `Sucursal` for `…/bank/branch`; a thesis `Asesor`; `员工：50人` and `Empleado: Pedro Gil`
  for `…/employee_id`; `入场：免费` for `…/entry_time`; `公里：5` (a run) for `user/car/km`; a medicine's `处方` for
  `…/glasses/prescription`; `报案：已报警`; `单号：周一三五` (odd-numbered days of a traffic rule) for `…/number`.
- **A non-answer or a state under a new label** (8): `开户行：不知道`, `目的地：未知`, `Inicio: sin fecha`,
  `Localizador: ninguno`, `Asesor: no tengo` (a negation), `工号：没有`, `开始：已经开始了`, `Permanencia: 12 meses, ya
  cumplida` — dfd42fe refused them only because the label named nothing of the key.
- **A label's `No:`** (13): once written `number:`, the label names the key, and a non-answer after it is taken as the
  number: `VAT No: not registered`, `VAT No: exempt`, `NHS No: unknown`, `NHS No: N/A`, `NHS No: I don't have one`,
  `Passport No: lost`, `NI No: applied for`, `Member No: none`, `NIF No: ninguno`, `Invoice No: to follow`, `Policy
  No: see attached`, `Account No: same as before`, `Order No: not yet`.

Older (37): contacts the new rule does not see (10: a one-word name, `cc: Gareth <…>`; Chinese names of an unlisted
surname or four characters, `欧阳娜娜`, `司马光明`, `喻磊`; `Molina, Jorge`; the key's person named earlier on the line,
`To: Irene Vogel; Tom Reid <tom@…>`, `投保人：吴佳，共同投保人：吴磊 137…`, `Priya Raman - emergency contact: Arjun
Raman - …`; names sharing the key's two characters, `吴佳丽`, `吴佳明` for `吴佳`); another's message pasted under a
header line in the source, its first person read as the speaker's (20: `From: Ana Ruiz\nI live in Paris now` for
`user/city` with the speaker Tom, `发件人：王芳\n我住在北京`, `De: mi hermana\nVivo en Valencia`, `Sent from:`,
`From：`, a header in the evidence's previous sentence, `From: my sister. I live in Paris now`); and word senses (7:
`Destino: Zaragoza`, a civil servant's posting; `Destino: incierto`; `Confirmación: 15 de mayo`, the sacrament;
`号码：XL` and a shoe's `号码：42` for `…/jersey/number`; `Order number TH-2211, returned` for `shop/return_number`;
`pena_madridista/city`, a fan club, for the speaker Peña).

Regressions (39): `contact_of_another` refuses a contact written after the name of the person the key names by a role
(29): `Landlord: Ahmed Khan - 07700 900123` for `user/landlord/phone` (and its e-mail), `GP: Dr Sarah Okafor, …`,
`Driver:`, `Agent:`, `Tutor:`, `Babysitter:`, `Dentist: Dr Anna Shaw`, `Plumber:`, `Next of kin:`, `Emergency
contact: Arjun Raman - …` for `…/emergency_contact_phone`, `紧急联系人：吴磊 137…` for `…/紧急联系人电话`, `房东：张伟`,
`班主任：李芳`, `司机：王师傅`, `快递员：张伟`, `联系人：张伟` for `user/contact_phone`, a recipient for
`…/recipient_phone` and `…/delivery_phone` (`收件人：王芳`, `收货人：王芳`, `Recipient: Ana Ruiz, …`, `Deliver to:`),
`Contact: Lucy Grant - …` for `grant_lettings/contact_phone`; a business read as a person (`Vet: Harlow Vets - …`); a
Title-Case phrase read as a name (`Text Me Anytime, 07700 900123` for `user/mobile`). A key's relation that names the
role (`landlord`, `gp`, `driver`, `recipient`, `emergency_contact`, `房东`, `紧急联系人`) names who the person is. And
`return` narrowing a key refuses a return said by a verb or adverb its held words miss (10): `Back on 15 May`, `Coming
back 15 May` for `user/trip/return_date`, `Vuelvo el 15 de mayo`, `Volvemos …`, `Regresamos …`, `5月15日回来`,
`5月15日返京`, and `Swap no. EX-2211` for `shop/exchange_number`.

Left out as unclear: `Comienzo: lento` for `…/start`, `账号：linxiao_88` for `user/bank/account` without a source,
`入场：免费` for `…/entry`, `处方：多喝水`, `开始：9点` for `…/start_date`, `确认：AB12CD`, `员工：三楼`, `Socio:
Mercadona`, `CIF: IVA`, `Inicio: Plaza de España` for `…/course/start`; the speaker's name against a key written with
the letter the name lacks or of another person of one name (`nuño/movil` for Nuno, `ana_peña/movil` for Ana Pena,
`ana_pena/movil` for Peña, `inigo_nunez/movil` for Iñigo, `senor/movil`, `anos/movil`); as regressions, `Contact: Sam
Lee, …` for `samuel_lee/email`, `陈皮 138…` for `user/office/phone`, `高铁 138…` for `user/客服/电话`, `Contact: Lucy
Grant - …` for `grant_lettings/phone` and `联系人：张伟 …` for `房东/电话`; as twins, `From: ana@x.com` for `ana/email`
and `From: tom@x.com` for `user/email` (speaker Tom).

Not found: a word of time, owner or state beside a new label word (`原开户行`, `开户行（旧）`, `前教练`, `临时教练`,
`Entrenador suplente`, `Asesora de mi madre`, `Inicio previsto`, `预计开课`, `Localizador antiguo`, `Destino anterior`,
`Kilometraje aproximado`, `里程：约…`, `旧账号`, `老婆账户`, `收款账户`, `临时工号`, `Técnico (suplente)`, `前会员编号`,
`原上车站`, `最晚取车`, `Banco de mi mujer`, `我爸的银行`, 62 probes) — all refused on 7b16640, and so is a state after
the value (`Destino: Sevilla, cancelado`, `目的地：成都，已取消`, 7 probes); return and exchange holes (`Outbound:
BA117, return: TBC`, `快递单号：…，不支持退货`, `Cambio de aceite: 1,08` for `…/exchange_rate`, `Vuelta ciclista:
Madrid`) — refused; a header and the words after it on one English line (`From: Ana - I live in Lyon`, `From: Ana, …`) —
refused; `No:` as an answer after a word no number names (`Smoker No: yes`, `Monday No: Tuesday`, `CARD NO: cash only`,
`Pets No: none`) and `Policy No: pending`, `Booking No: pending`, `Policy No: TBC` — refused."""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests


def _k(value: str, evidence: str, key: str | None, speaker: str | None = None, source: str | None = None) -> Case:
    return (value, evidence, source, key, speaker)


CAUSED_FROM: list[Case] = [
    _k("ana@x.com", "From: ana@x.com", "user/email", "Tom"),
    _k("ana@x.com", "From: ana@x.com", "user/email"),
    _k("ana@x.com", "From: <ana@x.com>", "user/email", "Tom"),
    _k("ana@x.es", "De: ana@x.es", "user/email", "Tomás"),
    _k("ana@x.es", "De: ana@x.es", "user/correo", "Tomás"),
    _k("mum@x.com", "From: Mum <mum@x.com>", "user/email", "Tom"),
    _k("mum@x.com", "From: Mum <mum@x.com>", "user/email"),
    _k("ana@x.com", "From: Ana <ana@x.com>", "user/email", "Tom"),
    _k("ana@x.com", "From: Ana <ana@x.com>", "tom/email"),
    _k("hr@acme.com", "From: HR <hr@acme.com>", "user/email", "Tom"),
    _k("rent@x.com", "From: the landlord <rent@x.com>", "user/email", "Tom"),
    _k("07700 900123", "From: 07700 900123", "user/phone", "Tom"),
    _k("+44 7700 900123", "From: +44 7700 900123", "user/phone", "Tom"),
    _k("07700 900123", "From: Dad - 07700 900123", "user/phone", "Tom"),
    _k("13800138000", "From: 13800138000", "user/手机", "李明"),
    _k("612 48 93 07", "De: 612 48 93 07", "user/movil", "Tomás"),
    _k("612 48 93 07", "De: mamá - 612 48 93 07", "user/movil", "Tomás"),
    _k("Valencia", "De: Ana - Vivo en Valencia", "user/ciudad", "Tomás"),
    _k("Valencia", "De: mi hermana - Vivo en Valencia", "user/ciudad", "Tomás"),
    _k("ana@x.com", "From: ana@x.com", "acme/email"),
    _k("wangfang@x.cn", "From: wangfang@x.cn", "user/邮箱", "李明"),
    _k("gareth@choir.org", "From: gareth lyle <gareth@choir.org>", "tom_becker/email"),
    _k("gareth@choir.org", "From: Lyle, Gareth <gareth@choir.org>", "tom_becker/email"),
    _k("jmolina@coop.es", "De: jorge molina <jmolina@coop.es>", "lorena_campos/email"),
    _k("gareth@choir.org", "From: gareth lyle <gareth@choir.org>", "user/email"),
    _k("Paris", "> From: Ana\n> I live in Paris now", "user/city", "Tom"),
]

CAUSED_WORD_SENSE: list[Case] = [
    _k("Banco de pesas Domyos", "Banco: Banco de pesas Domyos", "user/bank"),
    _k("de madera", "Banco: de madera", "user/bank"),
    _k(
        "Pedro Gil", "Socio: Pedro Gil", "user/gym/member", None, source="Mi empresa, Reformas Gil SL. Socio: Pedro Gil"
    ),
    _k("www.solnorte.es", "Inicio: www.solnorte.es", "user/course/start"),
    _k("Ajustes > Cuenta", "Inicio: Ajustes > Cuenta", "user/course/start_date"),
    _k("Xavi", "Entrenador: Xavi", "user/gym/trainer", None, source="Mi equipo es el Barça. Entrenador: Xavi"),
    _k("张教练", "教练：张教练", "user/gym/trainer", None, source="驾校报名了。教练：张教练"),
    _k("asegurada", "Permanencia: asegurada", "user/phone/commitment"),
    _k(
        "3 días",
        "Permanencia: 3 días",
        "user/gym/commitment",
        None,
        source="Ingreso en el hospital. Permanencia: 3 días",
    ),
    _k("AirTag", "Localizador: AirTag", "user/flight/locator"),
    _k("GPS Tile", "Localizador: GPS Tile", "user/booking/locator"),
    _k("Colombia", "Origen: Colombia", "user/trip/origin", None, source="Café de especialidad. Origen: Colombia"),
    _k("6:00", "始发：6:00", "user/trip/origin"),
    _k("5月3日", "提取：5月3日", "user/tooth/extraction_date", None, source="住房公积金\n提取：5月3日"),
    _k("5000元", "提取：5000元", "user/dentist/extraction"),
    _k("12000", "里程：12000", "user/car/odometer", None, source="国航会员\n里程：12000"),
    _k("12000", "里程：12000", "user/car/odometer_km", None, source="国航会员\n里程：12000"),
    _k("linxiao_88", "账号：linxiao_88", "user/bank/account_number", None, source="我的微博\n账号：linxiao_88"),
    _k(
        "Luis de la Fuente",
        "Técnico: Luis de la Fuente",
        "user/boiler/technician",
        None,
        source="Selección española. Técnico: Luis de la Fuente",
    ),
    _k("Superior en Electricidad", "Técnico: Superior en Electricidad", "user/boiler/technician"),
    _k("是", "确认：是", "user/hotel/confirmation_number"),
    _k("王小明", "报名：王小明", "user/car/registration"),
    _k("2019年", "注册：2019年", "user/car/registration_date", None, source="公司信息\n注册：2019年"),
    _k("17:00", "取车：17:00", "user/kid/pickup_time"),
    _k("17:00", "取药：17:00", "user/kid/pickup_time"),
    _k("17:00", "取票：17:00", "user/parcel/pickup_time"),
    _k("2019年", "开航：2019年", "user/trip/departure_time", None, source="这条航线\n开航：2019年"),
    _k(
        "LSVAU2180N2183294",
        "识别号：LSVAU2180N2183294",
        "user/id_number",
        None,
        source="车辆信息\n识别号：LSVAU2180N2183294",
    ),
    _k("puerta B12", "Embarque: puerta B12", "user/flight/boarding_time"),
    _k(
        "Gran Vía",
        "Sucursal: Gran Vía",
        "user/bank/branch",
        None,
        source="Mi tienda favorita de Zara. Sucursal: Gran Vía",
    ),
    _k("Pedro", "Asesor: Pedro", "user/bank/advisor", None, source="Mi tesis doctoral. Asesor: Pedro"),
    _k("50人", "员工：50人", "acme/employee_id"),
    _k("免费", "入场：免费", "user/concert/entry_time"),
    _k("5", "公里：5", "user/car/km", None, source="今天跑步\n公里：5"),
    _k("阿莫西林", "处方：阿莫西林", "user/glasses/prescription"),
    _k("Pedro Gil", "Empleado: Pedro Gil", "acme/employee_id"),
    _k("已报警", "报案：已报警", "user/claim/report_number"),
    _k(
        "Plaza de España",
        "Inicio: Plaza de España",
        "user/course/start_date",
        None,
        source="Ruta en bici. Inicio: Plaza de España",
    ),
    _k("周一三五", "单号：周一三五", "user/order/number", None, source="限行规定\n单号：周一三五"),
    _k("周一三五", "单号：周一三五", "user/car/plate_number", None, source="限行规定\n单号：周一三五"),
]

CAUSED_NOT_A_VALUE: list[Case] = [
    _k("已经开始了", "开始：已经开始了", "user/course/start_date"),
    _k("不知道", "开户行：不知道", "user/bank/branch"),
    _k("未知", "目的地：未知", "user/trip/destination"),
    _k("sin fecha", "Inicio: sin fecha", "user/course/start_date"),
    _k("ninguno", "Localizador: ninguno", "user/booking/locator"),
    _k("no tengo", "Asesor: no tengo", "user/bank/advisor"),
    _k("没有", "工号：没有", "tianheng/sun_yue/employee_id"),
    _k("12 meses", "Permanencia: 12 meses, ya cumplida", "conecta_fibra/commitment"),
]

CAUSED_NO: list[Case] = [
    _k("not registered", "VAT No: not registered", "acme/vat_number"),
    _k("I don't have one", "NHS No: I don't have one", "user/nhs_number"),
    _k("unknown", "NHS No: unknown", "user/nhs_number"),
    _k("N/A", "NHS No: N/A", "user/nhs_number"),
    _k("exempt", "VAT No: exempt", "acme/vat_number"),
    _k("applied for", "NI No: applied for", "user/ni_number"),
    _k("lost", "Passport No: lost", "user/passport_number"),
    _k("none", "Member No: none", "user/gym/member_number"),
    _k("ninguno", "NIF No: ninguno", "acme/nif_number"),
    _k("to follow", "Invoice No: to follow", "acme/invoice_number"),
    _k("see attached", "Policy No: see attached", "user/car/policy_number"),
    _k("same as before", "Account No: same as before", "user/bank/account_number"),
    _k("not yet", "Order No: not yet", "user/order_number"),
]

CAUSED: list[Case] = [*CAUSED_FROM, *CAUSED_WORD_SENSE, *CAUSED_NOT_A_VALUE, *CAUSED_NO]

OLDER_CONTACT: list[Case] = [
    _k("gareth@choir.org", "cc: Gareth <gareth@choir.org>", "tom_becker/email"),
    _k("13766201184", "联系人：欧阳娜娜 13766201184", "萌宠保/吴佳/手机号"),
    _k("13766201184", "联系人：司马光明 13766201184", "萌宠保/吴佳/手机号"),
    _k("13766201184", "联系人：喻磊 13766201184", "萌宠保/吴佳/手机号"),
    _k("jmolina@coop.es", "Contacto: Molina, Jorge - jmolina@coop.es", "lorena_campos/email"),
    _k("tom@lexbridge.co", "To: Irene Vogel; Tom Reid <tom@lexbridge.co>", "lexbridge/irene_vogel/email"),
    _k("13766201184", "投保人：吴佳，共同投保人：吴磊 13766201184", "萌宠保/吴佳/手机号"),
    _k("07700 900655", "Priya Raman - emergency contact: Arjun Raman - 07700 900655", "tallis/priya_raman/phone"),
    _k("13766201184", "联系人：吴佳丽 13766201184", "萌宠保/吴佳/手机号"),
    _k("13766201184", "联系人：吴佳明 13766201184", "萌宠保/吴佳/手机号"),
]

OLDER_FROM: list[Case] = [
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="From: Ana Ruiz\nI live in Paris now"),
    _k("Tom lives in Paris now", "I live in Paris now", None, "Tom", source="From: Ana Ruiz\nI live in Paris now"),
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="From: my sister\nI live in Paris now"),
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="From: Ana\nI live in Paris now"),
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="From: Ana Ruiz <ana@x.com>\nI live in Paris now"),
    _k(
        "Paris",
        "I live in Paris now",
        "user/city",
        "Tom",
        source="From: Ana Ruiz\nTo: Tom\nSubject: news\n\nI live in Paris now",
    ),
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="From: Ana Ruiz: I live in Paris now"),
    _k("Paris", "I live in Paris now", "user/city", "Tom", source="Sent from: Ana Ruiz\nI live in Paris now"),
    _k("Valencia", "Vivo en Valencia", "user/ciudad", "Tomás", source="De: mi hermana\nVivo en Valencia"),
    _k("Valencia", "Vivo en Valencia", "user/ciudad", "Tomás", source="De: Ana Ruiz\nVivo en Valencia"),
    _k("Valencia", "Vivo en Valencia", "user/ciudad", "Tomás", source="De: mamá\nVivo en Valencia"),
    _k("北京", "我住在北京", "user/城市", "李明", source="From: 王芳\n我住在北京"),
    _k("北京", "我住在北京", "user/城市", "李明", source="发件人：王芳\n我住在北京"),
    _k(
        "07700 900123",
        "My number is 07700 900123",
        "user/phone",
        "Tom",
        source="From: Ana Ruiz\nMy number is 07700 900123",
    ),
    _k("ana@x.es", "Mi correo es ana@x.es", "user/email", "Tomás", source="De: Ana Ruiz\nMi correo es ana@x.es"),
    _k("nurse", "I work as a nurse", "user/job", "Tom", source="From: my sister\nI work as a nurse"),
    _k("nurse", "I work as a nurse", "user/job", "Tom", source="Tom: From: Ana - I work as a nurse"),
    _k("Paris", "From: my sister. I live in Paris now", "user/city", "Tom"),
    _k("París", "De: mi hermana. Vivo en París", "user/ciudad", "Tomás"),
    _k("Lyon", "from: Ana - I live in Lyon", "user/city", "Tom"),
]

OLDER_WORDS: list[Case] = [
    _k(
        "Zaragoza",
        "Destino: Zaragoza",
        "user/trip/destination",
        None,
        source="Soy funcionaria de Justicia. Destino: Zaragoza",
    ),
    _k("incierto", "Destino: incierto", "user/trip/destination"),
    _k(
        "15 de mayo",
        "Confirmación: 15 de mayo",
        "user/hotel/confirmation_date",
        None,
        source="Fechas familiares. Comunión de Lucía: 2 de abril. Confirmación: 15 de mayo",
    ),
    _k("XL", "号码：XL", "user/jersey/number"),
    _k("42", "号码：42", "user/jersey/number", None, source="鞋子\n号码：42"),
    _k("TH-2211", "Order number TH-2211, returned", "shop/return_number"),
    _k("Bilbao", "Vivo en Bilbao", "pena_madridista/city", "Peña"),
]

OLDER: list[Case] = [*OLDER_CONTACT, *OLDER_FROM, *OLDER_WORDS]

REGRESSIONS_CONTACT: list[Case] = [
    _k("0161 496 0000", "Vet: Harlow Vets - 0161 496 0000", "user/vet/phone"),
    _k("0161 496 0000", "Dentist: Dr Anna Shaw, 0161 496 0000", "user/dentist/phone"),
    _k("0161 496 0000", "Plumber: Dave Miller - 0161 496 0000", "user/plumber/phone"),
    _k("13800138000", "房东：张伟 13800138000", "user/房东/电话"),
    _k("13800138000", "房东：张伟 13800138000", "user/landlord/phone"),
    _k("13800138000", "班主任：李芳 13800138000", "user/孩子/班主任/电话"),
    _k("anna@shawdental.co.uk", "Dentist: Dr Anna Shaw <anna@shawdental.co.uk>", "user/dentist/email"),
    _k("07700 900123", "Text Me Anytime, 07700 900123", "user/mobile", "Tom"),
    _k("07700 900123", "Landlord: Ahmed Khan - 07700 900123", "user/landlord/phone"),
    _k("07700 900123", "Landlord: Mr Ahmed Khan, 07700 900123", "user/landlord/phone"),
    _k("ahmed@lets.co.uk", "Landlord: Ahmed Khan <ahmed@lets.co.uk>", "user/landlord/email"),
    _k("07700 900123", "Emergency contact: Arjun Raman - 07700 900123", "tallis/priya_raman/emergency_contact_phone"),
    _k("13766201184", "紧急联系人：吴磊 13766201184", "吴佳/紧急联系人电话"),
    _k("13766201184", "紧急联系人：吴磊 13766201184", "user/紧急联系人/电话"),
    _k("07700 900123", "GP: Dr Sarah Okafor, 07700 900123", "user/gp/phone"),
    _k("07700 900123", "Driver: Sam Ortiz - 07700 900123", "user/taxi/driver_phone"),
    _k("07700 900123", "Agent: Lucy Grant - 07700 900123", "user/estate_agent/phone"),
    _k("lucy@grant.co.uk", "Agent: Lucy Grant <lucy@grant.co.uk>", "user/estate_agent/email"),
    _k("07700 900123", "Contact: Lucy Grant - 07700 900123", "grant_lettings/contact_phone"),
    _k("07700 900123", "Tutor: Wei Zhang, 07700 900123", "user/kid/tutor/phone"),
    _k("07700 900123", "Babysitter: Emma Stone - 07700 900123", "user/babysitter/phone"),
    _k("13800138000", "司机：王师傅 13800138000", "user/taxi/driver_phone"),
    _k("13800138000", "快递员：张伟 13800138000", "user/courier/phone"),
    _k("13800138000", "联系人：张伟 13800138000", "user/contact_phone"),
    _k("07700 900123", "Next of kin: Tom Cole - 07700 900123", "st_aldhelms/harriet_cole/next_of_kin_phone"),
    _k("13800138000", "收件人：王芳 13800138000", "order_6621/recipient_phone"),
    _k("13800138000", "收货人：王芳 13800138000", "user/order/收货人电话"),
    _k("07700 900123", "Recipient: Ana Ruiz, 07700 900123", "order_6621/recipient_phone"),
    _k("07700 900123", "Deliver to: Ana Ruiz, 07700 900123", "order_6621/delivery_phone"),
]

REGRESSIONS_RETURN: list[Case] = [
    _k("15 May", "Flying back on 15 May", "user/trip/return_date"),
    _k("15 de mayo", "Volvemos el 15 de mayo", "user/viaje/fecha_vuelta"),
    _k("15 May", "Back on 15 May", "user/trip/return_date"),
    _k("15 May", "Coming back 15 May", "user/trip/return_date"),
    _k("15 de mayo", "Volvemos el 15 de mayo", "user/trip/return_date"),
    _k("15 de mayo", "Vuelvo el 15 de mayo", "user/viaje/fecha_vuelta"),
    _k("15 de mayo", "Regresamos el 15 de mayo", "user/trip/return_date"),
    _k("5月15日", "5月15日回来", "user/trip/return_date"),
    _k("5月15日", "5月15日返京", "user/trip/return_date"),
    _k("EX-2211", "Swap no. EX-2211", "shop/exchange_number"),
]

REGRESSIONS: list[Case] = [*REGRESSIONS_CONTACT, *REGRESSIONS_RETURN]

TWINS: list[Case] = [
    _k("info@vasquezlaw.com", "From: Vasquez Law <info@vasquezlaw.com>", "vasquez_law/email"),
    _k("reservas@casalola.es", "De: Casa Lola <reservas@casalola.es>", "casa_lola/email"),
    _k("reservas@casalola.es", "De: Casa Lola Reservas <reservas@casalola.es>", "casa_lola/email"),
    _k("tom@x.com", "From: Tom <tom@x.com>", "user/email", "Tom"),
    _k("tom@x.com", "From: Tom Reid <tom@x.com>", "user/email", "Tom Reid"),
    _k("ana@x.com", "From: Ana Ruiz <ana@x.com>", "ana_ruiz/email"),
    _k("ana@x.com", "From: Ana Ruiz <ana@x.com>", "ana/email"),
    _k("ana@x.com", "From: Ana <ana@x.com>", "ana/email"),
    _k("ana@x.es", "De: Ana Ruiz <ana@x.es>", "ana_ruiz/correo"),
    _k("中环", "始发：中环", "user/trip/origin"),
    _k("Madrid", "Origen: Madrid", "user/trip/origin"),
    _k("成都", "目的地：成都", "user/trip/destination"),
    _k("Santander", "Banco: Santander", "user/bank"),
    _k("招商银行", "银行：招商银行", "user/bank"),
    _k("120.000 km", "Kilometraje: 120.000 km", "user/car/odometer"),
    _k("Laura", "Asesora: Laura", "user/bank/advisor"),
    _k("6222 0210 0112 3456", "账号：6222 0210 0112 3456", "user/bank/account_number"),
    _k("B12345678", "CIF: B12345678", "acme/vat_number"),
    _k("张伟", "私教：张伟", "user/gym/trainer"),
    _k("2027年9月6日", "开课：2027年9月6日", "user/course/start_date"),
    _k("17:00", "取车：17:00", "user/car/pickup_time"),
    _k("3号窗口", "取药：3号窗口", "user/pharmacy/pickup"),
    _k("AB123456C", "NI No: AB123456C", "user/ni_number"),
    _k("AB1234567", "Passport NO: AB1234567", "user/passport_number"),
    _k("12345", "ID No: 12345", "user/id_number"),
    _k("12345", "Member No: 12345", "user/gym/member_number"),
    _k("12345", "Booking No: 12345", "user/hotel/booking_number"),
    _k("485 777 3456", "NHS No: 485 777 3456", "user/nhs_number"),
    _k("4471", "Policy No: 4471", "user/car/policy_number"),
    _k("4471", "Account No: 4471", "user/bank/account_number"),
    _k("4471", "Order No: 4471", "user/order_number"),
    _k("12A", "Seat NO: 12A", "user/flight/seat_number"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "pena/movil", "Peña"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "ana_pena/movil", "Ana Peña"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "solarnorte/ana_pena/movil", "Ana Peña"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "munoz/movil", "Muñoz"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "begona/movil", "Begoña"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "nuno/movil", "Nuño"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "solarnorte/inigo_movil", "Íñigo"),
    _k("612 48 93 07", "Mi móvil es el 612 48 93 07", "nino/movil", "Niño"),
]

# After the lead's fixes (the commit after c8b3935; module doc, "Closed"), the cases still open, by index: a slot word's
# same sense in another context or under a value of another type (`Entrenador: Xavi` under a football team, `始发：6:00`
# for an origin, `Embarque: puerta B12` for a boarding time, `处方：阿莫西林` for glasses), English labels' older hole
# too; and non-answers under a label (`开户行：不知道`, `Asesor: no tengo`), which the English labels also take.
_OPEN_CAUSED = (28, 31, 32, 37, 38, 52, 54, 55, 56, 57, 58, 60, 61, 62, 66, 67, 68, 71, 72)
# Contacts after names the rule does not read as a person's (one word, rare or four-character Chinese names, `Surname,
# Given`, the key's person named earlier on the line), a sender line inside a turn or with a dash (`Tom: From: Ana - …`,
# `from: Ana - …`), `Sent from:`, and other senses the English words have too. (A sender line that names no one,
# `From: my sister`, `De: mi hermana`, labels its sender's turn since the lead's second pass: six more closed.)
_OPEN_OLDER = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 17, 26, 29, 30, 31, 32, 33, 34, 35, 36)
_OPEN_REGRESSIONS: tuple[int, ...] = ()
# (the words withdrawn after this round: `Banco: Santander`, `账号：6222 …`, `取车：17:00` for a car, `取药：3号窗口`)
_OPEN_TWINS = (12, 16, 20, 21)


_REASONS = {
    "CAUSED": "accepted by 7b16640, refused by dfd42fe, open",
    "OLDER": "accepted on dfd42fe too, open",
    "REGRESSIONS": "accepted by dfd42fe, refused by 7b16640, open",
    "TWINS": "a faithful case refused since the words it needs were withdrawn, open",
}
_OPEN = {"CAUSED": _OPEN_CAUSED, "OLDER": _OPEN_OLDER, "REGRESSIONS": _OPEN_REGRESSIONS, "TWINS": _OPEN_TWINS}
_ROUND = "red-team round 23"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
