"""Typed atomic values (issue 31, round 7 on; DESIGN §4, amended): a typed value's slots and what re-attributes it.

Responsible for: `TYPED_*`, read by `memtx.core.admission` (`_typed`, `_typed_slots`, `_typed_phrases` …). Must
not: recognize a value's type in text or hold keyed values' lists (`_keyed`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.core.lexicon._blocks import _spaced, _words

# Typed atomic values (issue 31, round 7; DESIGN §4 amended): a value of one of these types — an e-mail, a URL or
# domain, a phone number, a code — whose key's relation holds one of its slot words names the relation itself,
# and the rest of its clause is read by exclusion (`memtx.core.admission._typed`). A long run of digits is a phone
# number or a code. A Chinese relation fits when a slot word is part of it (`订单号` holds `号`).
TYPED_SLOTS: Final[Mapping[str, tuple[str, ...]]] = {
    "email": _spaced("email mail e-mail correo electrónico emails correos 邮箱 邮件 电邮 contact contacto 联系"),
    "url": _spaced("url site website web link homepage page página sitio enlace 网站 官网 网址 链接 主页 网页"),
    "phone": _spaced(
        "phone telephone number mobile cell tel whatsapp contact teléfono móvil celular número contacto 电话 手机 "
        "号码 手机号 联系"
    ),
    "code": _spaced(
        "code number id identifier tracking booking confirmation reference ref order password pin handle username "
        "account wechat código número referencia reserva pedido localizador seguimiento contraseña cuenta usuario "
        "单号 编号 号 代码 密码 账号 微信 订单"
    ),
    # (a date or time phrase: month and weekday names, numbers, times, `am`/`pm`, `年月日号点`; round 7's second rule)
    "date": _spaced(
        "date day birthday anniversary appointment deadline time start wedding payday due finish end opening "
        "closing fecha día cumpleaños aniversario cita hora boda plazo inicio 日期 生日 纪念日 时间 婚礼 截止 预约 日子"
    ),
    # (a number with a currency or unit: `$12`, `1,450 euros a month`, `4500块`)
    "amount": _spaced(
        "price cost fee salary rent budget amount total balance income pay wage deposit bill fare precio coste costo "
        "cuota salario sueldo alquiler presupuesto importe saldo tarifa 价格 价钱 费用 房租 工资 薪水 预算 金额 余额 "
        "月薪 年薪 租金 票价 "
        # (round 41, blind batch 66: a total's Chinese words, as `total` is English's: `费用合计：¥1,280`)
        "合计 总计 总价 总额 总金额"
    ),
}
# The words of a typed date or time phrase and of an amount's unit (`_typed_phrases.phrase_type`).
TYPED_DATE_WORDS: Final = _spaced(
    """
    january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday am pm noon midnight at on of the
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes
    miércoles jueves viernes sábado domingo de del las los el a
    年 月 日 号 点 分 半 周 星期 上午 下午 晚上 早上 中午 凌晨 一 二 三 四 五 六 七 八 九 十 零 〇 两
    """
)
TYPED_AMOUNT_UNITS: Final = _spaced(
    """
    $ € £ ¥ usd eur gbp dollars dollar euros euro pounds pound pesos peso yuan rmb 元 块 欧元 美元 英镑 人民币
    a per each month year week day night hour al por mes año semana noche hora 每 月 年 周 天 晚 小时 个
    """
)
# What re-attributes a typed value (its exclusion list, besides every guard marker, the past and a modifier):
# another person — a third-person word, a kinship or role noun — or a place or time frame, the future, or a word
# that denies the value works (`invalid`, `expired`, `无效`).
TYPED_OTHER_PERSON: Final = _spaced(
    """
    he she they him them his her hers their theirs its él ella ellos ellas le les suyo suya 他 她 它 他们 她们
    mom mum dad mother father wife husband partner sister brother son daughter parents kid kids boss manager
    assistant colleague coworker friend roommate neighbour neighbor secretary
    madre padre mamá papá mujer marido esposa esposo novia novio hermano hermana hijo hija jefe jefa compañero
    compañera amigo amiga vecino vecina secretaria asistente
    爸 妈 爸爸 妈妈 父亲 母亲 老公 老婆 丈夫 妻子 太太 哥 姐 弟 妹 儿子 女儿 孩子 同事 朋友 老板 领导 助理
    秘书 室友 同学 老师 邻居 客户 经理 家人 爷 奶 叔 姨 舅 姑 家属 亲属 亲戚 陪护
    children child students student adults adult seniors senior members member niños niño estudiantes adultos
    jubilados socios 儿童 学生 成人 老人 会员 小孩 团体 长者
    """
)
# Round 38 (red-team round 21: `车牌号：沪A12345。这辆车已经卖了`, `Matrícula: 4821 LMN. Es el coche de mi hermano`):
# words after a keyed value, anywhere in its evidence, that give the thing away, say the value is wrong or was undone
# (`_key_claims.disowned_after`; besides `lexicon.INVALID_STATUS`). Another person named there counts too.
KEYED_UNDONE: Final = (
    *_spaced(
        "sold selling wrong incorrect mistaken rejected refused reverted vendí vendido vendida vendimos equivocado "
        "equivocada incorrecto incorrecta rechazado rechazada 卖了 卖掉 已卖 错的 错了 不对 被拒 拒了 回退 转让 "
        # (red-team round 22: stolen, scrapped, transferred, returned, retired)
        "stolen scrapped transferred retired robado robada robaron jubiló jubilado jubilada devolví devuelto devuelta "
        "报废 被偷 偷了 过户 已退休 退休了 已离职 离职了"
    ),
    *_words("written off, siniestro total, di de baja, dar de baja"),
)
# Round 38 (the lead's probe: `Amount due: ¥120.00` gave `¥120.00` for `…/amount_paid` on f1d693b): what is paid and
# what is still owed are two amounts of one bill, so a key that says one takes no amount its evidence says is the other
# (`_typed.typed`); a key that says neither is untouched (`Balance due: …` for `account/balance`).
# (what a key says an amount is besides the typed amount slots and paid/owed: `…/refund`, `…/day_rate`; an amount
# under a key naming another slot, `…/plate`, is refused: `_key_claims.money_for_another_slot`)
KEYED_AMOUNT_WORDS: Final = _spaced(
    "spent refund deposit fine tip discount rate payment installment gasto reembolso multa propina pago cuota"
)
TYPED_PAID: Final = _spaced("paid pagado pagada pagados abonado abonada 实付 已付 已支付 实收 已缴")
TYPED_OWED: Final = _spaced(
    "due owed owing outstanding unpaid pending pendiente adeudado adeudada 应付 待付 未付 欠款 应缴 待缴"
)
# Hedge verbs: a typed value anywhere in a hedged evidence is not asserted (`I think my email is …`, `My email is …,
# I think`, `Creo que …`, `我觉得…`).
TYPED_HEDGES: Final = _spaced(
    "think thinks guess believe suppose reckon assume creo supongo pienso parece 觉得 猜 估计"
)
TYPED_FRAMES: Final = _spaced(
    """
    during since between through throughout while last next past durante desde mientras entre pasado pasada
    próximo próxima 期间 过去 原来 曾经
    work office home school campus abroad upstairs downstairs trabajo oficina casa escuela colegio 公司 单位 办公
    学校 家里 工作 个人 私人
    will shall soon later going será serán seré pronto luego 将 将来 马上 以后
    temporarily temporary temporalmente provisional provisionalmente 暂时 临时
    的话 时候 万一 假如 要是 如果 除非
    monday tuesday wednesday thursday friday saturday sunday weekdays weekends lunes martes miércoles jueves viernes
    sábado domingo january february march april june july august september october november december enero
    febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre 周一 周二 周三 周四 周五 周六
    周日 星期 礼拜
    about around roughly approximately approx over under above below beyond within plus excluding including
    incl excl extra unos unas alrededor aproximadamente 约 大约 左右 差不多 上下 起
    stop stops stopping quit quits cease ceases invalid expired inactive disabled deactivated cancelled canceled
    wrong incorrect outdated obsolete defunct closed cerrado cerrada cerrados cerradas
    inválido inválida caducado caducada incorrecto incorrecta desactivado desactivada 无效 过期 错误 停用 作废 注销
    void voided revoked terminated rejected declined withdrawn anulado anulada cancelado cancelada revocado
    revocada rechazado rechazada 取消 失效 撤销 退订 退票 停机 销户 冻结 挂失 弃用 废弃 作罢 过时
    caduco vencio expiro anulo cancelo cancelamos cancelaron anularon suspendida suspendido denegada denegado
    retirada retirado vigencia cxl bounced bounces lapsed 关闭 驳回 撤回 到期 改期 停飞
    suspended duplicate waitlisted cancellation bounce null aplazo aplazada aplazado suspendio
    审核 待付 暂停 处理中 改签 停航 已退
    estimated estimate estimates scheduled said rumoured rumored recommended expected projected excess deductible
    franquicia 免赔 must need needs debo debe necesito 需要 必须
    estimada estimado estimadas estimados prevista previsto previstas previstos original originales aproximada
    aproximado máxima máximo mínima mínimo límite 原为 原定 初定 最晚 最早 上次 上回
    """
)
# Eighth session: words of a key's relation that narrow its slot noun (`work_phone`, `boss_email`, `correo_trabajo`,
# `妈妈邮箱`) — whose it is (another person, `TYPED_OTHER_PERSON` but its pronouns), when (`old_email`), or which of the
# holder's (`office`, `公司`), or a group's rather than the holder's own (`team_email`, `family_email`: red-team round
# 12, closed in round 37): the claim holds them, so the evidence must say them (`_key_claims`). `home` is no such
# word: `I live at …` says the home address.
KEY_NARROWING: Final = _spaced(
    """
    old former previous prior ex antiguo antigua anterior viejo vieja 以前 之前 旧 原来 老
    new nuevo nueva 新
    work office school trabajo oficina escuela 公司 单位 办公 学校 工作 企业
    temporary temporal provisional backup spare emergency second alternate alternative secondary repuesto
    emergencia segundo segunda alternativo alternativa 临时 备用 紧急 第二
    team family shared group joint household department personal private equipo familia familiar compartido
    compartida grupo conjunto conjunta departamento privado privada 团队 家庭 家里 共享 小组 部门 私人
    support soporte 客服 helpdesk sales ventas 销售 reception recepción recepcion 前台 recovery recuperación
    recuperacion 找回 备用 hr payroll press bookings enquiries accounts admin invoice invoices 人事 招聘 财务
    min minimum max maximum target latest mínimo mínima máximo máxima objetivo último última 最低 最高 最新 目标
    return devolución devolucion vuelta 退货 退件 回程 返程 exchange cambio 换货
    """
)
# (round 37, red-team round 16) Of those, the words of a slot that is a group's or a desk's, not one person's: the
# evidence's first person singular never holds them (`Contact me at …` is no `support_email`, `有问题找我，我的邮箱是…`
# no `客服邮箱`), whatever else it says.
KEY_NARROWING_GROUPS: Final = _spaced(
    """
    team family shared group joint household department support helpdesk sales reception equipo familia familiar
    compartido compartida grupo conjunto conjunta departamento soporte ventas recepción recepcion 团队 家庭 共享 小组
    部门 客服 销售 前台
    """
)
# Narrowing words the evidence may say by what is done (`send the invoices to` for `billing_email`, `Drop it at` for
# `delivery_address`, `Mándamelo a` for `dirección_envío`, `Registered in England No.` for `company_number`): any of
# the words after each holds it (red-team round 7 found these narrowing nothing).
KEY_NARROWING_HELD: Final[Mapping[str, tuple[str, ...]]] = {
    word: _spaced(held)
    for words, held in (
        ("billing facturacion", "billing bill bills invoice invoices invoicing factura facturas facturacion 发票 账单"),
        (
            "shipping delivery envio entrega",
            "ship ships shipping shipped send sent deliver delivery delivered drop leave post mail parcel package "
            "envio envia enviar envie manda mandar mandame mandamelo deja dejalo dejar entrega entregar paquete "
            "arrive arrives arriving arrival llega llegara llegada 寄 送 收货 快递 配送 送达 到货",
        ),
        ("company business empresa negocio", "company business registered ltd llc inc empresa negocio sociedad 公司"),
        ("university universidad", "university uni college universidad facultad 大学 学校"),
        ("landline fijo", "landline fijo home casa 座机 固话"),
        ("财务", "财务 报销 发票 账单 付款 finance"),
        # (round 37: a support address or line is said by what it is for: `Customer questions go to …`, `如有问题…`;
        # `My email is …` is no `support_email`, red-team round 12)
        (
            "support soporte 客服",
            "support help helpdesk question questions queries query issues problems soporte ayuda duda dudas "
            "consulta consultas 客服 问题 咨询 售后",
        ),
        # (round 39: a return's number or trip is said by a word of returning, `退货单号` for `…/return_number`;
        # `Tracking number: SF…` is no `…/return_tracking_number`, an older hole of red-team round 12)
        (
            "return devolución devolucion vuelta 退货 退件 回程 返程",
            "return returns returned returning back devolución devolucion devolver vuelta volver vuelvo vuelve vuelven "
            "volvemos volveremos regreso regresa regresan regresamos regresar 退货 退件 退回 回程 返程 回来 返回 "
            "回国 返京 返沪 返校",
        ),
        ("exchange cambio 换货", "exchange exchanged swap swapped cambio cambiar 换货 换"),
        # (round 39, blind batch 61: `"id_cliente": "FNT-…"` for `fibranet/customer_id`: the customer's, in Spanish)
        ("customer customers client clients", "customer customers client clients cliente clientes 客户 顾客"),
        # (red-team round 12: `订单号：SF…` is no `…/tracking_number`, though `order` and `number` name its words)
        (
            "tracking seguimiento",
            "tracking track tracked waybill consignment shipment shipped dispatched courier seguimiento envio guia "
            "运单 物流 快递 快件",
        ),
    )
    for word in words.split()
}
# (red-team round 7: people `TYPED_OTHER_PERSON` lacks, whose keys `_key_claims` and the speaker-as-member reading
# of `_keywords` must not read as the speaker's)
KEY_PERSONS: Final = _spaced(
    """
    girlfriend boyfriend spouse fiance fiancee lawyer attorney landlord landlady tenant doctor dentist nanny client
    clients customer customers patient patients pupil pupils grandma grandpa granny grandmother grandfather aunt uncle
    cousin nephew niece stepmother stepfather guardian guardians parent parents instructor accountant referee tutor
    pa carer caregiver nurse teacher coach mentor supervisor sponsor employer babysitter flatmate roommate therapist
    gp vet kin
    pareja novio novia prometido prometida suegra suegro abuela abuelo tia tio primo prima sobrino sobrina abogado
    abogada casero casera inquilino inquilina medico medica cliente clientes paciente pacientes alumno alumna
    对象 爱人 媳妇 前妻 前夫 岳父 岳母 公公 婆婆 房东 房客 租客 客人 病人 患者 律师 医生 紧急联系人 联系人 男朋友 女朋友
    家长 监护人 会计 保姆 教练 经纪人 tutora tutores padres contable profesor profesora entrenador entrenadora
    cuidador cuidadora niñera
    """
)
KEY_NARROWING_SLOTS: Final = _spaced(  # (slot nouns besides the typed ones; `hotline`, `热线`: red-team round 11)
    "name nombre city ciudad 名字 城市 hotline 热线 "
    # (round 38: slots a cross-language label may now fill, `版本：…` for `app/old_version`, `Version: …` before it)
    "version versión 版本 firmware 固件 plate matrícula matricula 车牌 reading lectura 读数"
)
# Prepositions that open an adjunct (a time, place or purpose frame) of a typed value's clause, unless their object
# is the value or a word of the key (`Email me at …`, `for the parcel` for `parcel/…`; not `on weekdays`, `for work`).
# (round 14: `before`, `after`, `until`, `antes`, `después`, `hasta` frame a value in time: `Subtotal before tax: $…`)
TYPED_FRAME_PREPOSITIONS: Final = _spaced(
    "at in on for from with by para por en con desde before after until antes después hasta"
)
# Words of preference before a typed value's keyed noun (round 8): they say which value to use, and restrict nothing
# the key leaves open (`Best number to reach me is …`, `El mejor número para localizarme es …`, `最好打我手机`).
TYPED_PREFERRED: Final = _spaced("best preferred main primary mejor preferido preferida principal 最好 首选")
# Slot nouns that name one particular value of a type (round 12): a clause naming one of a group gives a typed value
# only for a key naming one of that group (`My rent is 850 €` is no salary, `我的微信是…` no phone number, `The deadline
# is 14 March` no start date). A slot noun of no group (`number`, `date`, `price`, `code`) names its type only.
TYPED_SLOT_GROUPS: Final[tuple[tuple[str, ...], ...]] = tuple(
    _spaced(group)
    for group in (
        "birthday birth cumpleaños cumple nacimiento 生日 出生",
        "anniversary aniversario 纪念日",
        "appointment cita 预约",
        "deadline due plazo 截止",
        "wedding boda 婚礼",
        "payday",
        "salary wage wages income salario sueldo 工资 薪水 月薪 年薪",
        "rent alquiler 房租 租金",
        "budget presupuesto 预算",
        "balance saldo 余额",
        "deposit fianza 押金",
        "password pin contraseña 密码",
        "wechat 微信",
        "username handle account usuario cuenta 账号",
        "fax facsímil 传真",
    )
)
# Price verbs whose first-person object is who paid, not whose the thing is (round 8): `The repair cost me $240`,
# `La reparación me costó 85 euros`, `修车花了我800块`.
TYPED_PRICE_VERBS: Final = _spaced("cost costs costó cuesta cuestan costaron 花")
# Free-choice time phrases (round 8): they quantify over every time, so they restrict nothing (`Email me at … whenever`,
# `Escríbeme a … cuando quieras`, `随时发邮件到…`). A Latin one only ends its clause (`whenever you're in town` is a
# condition); a Chinese one is an adverb before its verb. Round 25: the contact line's opening for every question
# (`For any questions, …`, `If you have any questions, …`, `Para cualquier duda, …`, `如有任何问题，…`) is one too; a
# kind of question (`For billing questions`, `Para cualquier urgencia`) is no free choice and stays.
TYPED_FREE_CHOICE: Final = _words(
    """
    whenever, whenever you want, whenever you like, whenever you need, anytime, any time, at any time,
    cuando quieras, cuando quiera, cuando sea, cuando gustes, cuando necesites, en cualquier momento,
    a cualquier hora, 随时, 任何时候,
    just in case, for anything you need, whatever you need, cuando queráis, cuando necesitéis, por si acaso,
    por si las moscas, para lo que necesites, para lo que necesitéis, para lo que necesite, para lo que sea,
    cualquier cosa, para cualquier cosa, for anything,
    for any questions, for any question, for any queries, for any enquiries, for any inquiries, for questions,
    if you have any questions, if you have any question, should you have any questions, for more information,
    for further information, para cualquier duda, para cualquier consulta, para cualquier pregunta,
    si tiene alguna duda, si tienes alguna duda, si tiene cualquier duda, si tienes cualquier duda,
    si tiene alguna pregunta, si tienes alguna pregunta, para más información, 如有任何问题, 如有疑问, 如有问题
    """
)
# Verbs of a transaction whose past is the amount's own event, not a former value (`Total charged: $184.37`, `I paid
# £612.50 for the stay`, `Me cobraron 38 €`, `Your refund of €86.40 has been issued`): they name the relation of a key
# whose slot is what a thing cost (`TYPED_COST_SLOTS`), never a balance, salary or budget.
TYPED_TRANSACTION_VERBS: Final = _spaced(
    "paid charged billed refunded issued credited pagué pagó pagaste pagamos pagaron pagado cobraron cobró cobrado "
    "cobrada reembolsado reembolsada emitido emitida abonado abonada 付了 花了 收了 退回 扣了"
)
TYPED_COST_SLOTS: Final = _spaced(
    "cost price fee fare amount total charge refund paid coste costo precio tarifa importe cargo reembolso pagado "
    "费用 价格 金额 合计 总价 实付 实付款 退款 票价"
)
# More slot words of a typed date or time, and abbreviations of month and weekday names (`When: Thu 4 Dec, 10:15`).
TYPED_DATE_SLOTS_MORE: Final = _spaced("datetime schedule slot horario 时段")
TYPED_DATE_LABELS: Final = _spaced("when cuándo cuando 时间")  # (only as a label: `When: Thu 4 Dec, 10:15`)
# Tenth session (red-team round 13's older holes): verbs of telling. A date in a clause that tells or publishes
# something is when it is told (`The exam date is announced on 12 June`, `You are told by 12 June`, `El funeral se
# anunciará el jueves 14`, `体检时间于12月18日公布`), not the key's event's date, unless the key's relation names that
# act (`results/announcement_date`). `confirm` is not one: `Your appointment is confirmed for 12 June` dates the
# appointment.
TYPED_TELLING_VERBS: Final = _spaced(
    """
    announce announces announced announcing tell tells told telling notify notifies notified inform informs
    informed publish publishes published communicate communicates communicated
    anuncia anuncian anunciará anunciarán anunciado anunciada anunciar comunica comunican comunicará comunicarán
    comunicado comunicada comunicar avisa avisan avisará avisarán avisado avisada avisar informa informan informará
    informarán informado informada informar notifica notifican notificará notificarán notificado notificada notificar
    publica publican publicará publicarán publicado publicada publicar
    公布 通知 告知 发布 公告 宣布
    """
)
# Tenth session (red-team round 13's older holes): verbs of another act on the event — ending it, grading it — whose
# date is that act's, not the event's (`The exam is scrapped on 12 June`, `El examen se corrige el 12 de junio`,
# `El funeral se cancelará el jueves 14`), unless the key's relation names the act (`exam/grading_date`).
TYPED_OTHER_ACT_VERBS: Final = _spaced(
    """
    scrap scraps scrapped scrapping abandon abandons abandoned abort aborts aborted grade grades graded grading
    correct corrects corrected
    cancela cancelan cancelará cancelarán anula anulan anulará anularán suspende suspenden suspenderá suspenderán
    corrige corrigen corregirá corregirán corregido corregida califica califican calificará calificado calificada
    批改 阅卷 评分 取消 叫停 停考
    """
)
# Tenth session (red-team round 13's older holes): a time slot and the words of the opposite moment. A key whose
# relation names one (`flight/departure_time`, `office/opening_time`, `课程/开始时间`) is not given the time of a clause
# that names the other (`The flight arrives at 9:00`, `La oficina cierra a las 9:00`, `商店9:00关门`).
_DEPARTURE: Final = "departure depart departs leave leaves leaving salida sale salen 出发 起飞 发车"
_ARRIVAL: Final = "arrival arrive arrives arriving llegada llega llegan 到达 抵达 到站 降落"
_OPENING: Final = "opening open opens apertura abre abren 开门 开馆 营业"
_CLOSING: Final = "closing close closes closed cierre cierra cierran 关门 闭馆 打烊"
_START: Final = "start starts begin begins beginning inicio empieza comienza 开始 开课"
_END: Final = "end ends ending finish finishes fin final termina terminan 结束 下课"
# (fourteenth session, blind batch 65: `departs 3 May, returns 10 May` and `返程 1月16日 16:00` were given a departure's
# key: the return's words are another moment than a departure's; not the other way — a return's departure is its own.
# Not `back`, `vuelta`, `vuelve`, `返回`: red-team round 24's `departure is pushed back`, `ida y vuelta`, `La salida
# vuelve a ser a las 9:00`, `返回首页`)
_RETURN: Final = "return returns returning returned regreso regresa regresan retorno 返程 回程"
TYPED_OPPOSITE_TIMES: Final[Mapping[str, tuple[str, ...]]] = {
    slot: _spaced(other)
    for one, other in (
        (_DEPARTURE, f"{_ARRIVAL} {_RETURN}"),
        (_ARRIVAL, _DEPARTURE),
        (_OPENING, _CLOSING),
        (_CLOSING, _OPENING),
        (_START, _END),
        (_END, _START),
    )
    for slot in _spaced(one)
}
# A deadline's mark beside a date (`by 12 June`, `12月18日前`): the date is a limit, not the event's date, unless the
# key's relation names a limit (`TYPED_DEADLINE_SLOTS`).
TYPED_DEADLINE_BEFORE: Final = _spaced("by")
TYPED_DEADLINE_AFTER: Final = _spaced("前 之前 以前")
TYPED_DEADLINE_SLOTS: Final = _spaced("deadline due limit plazo límite vencimiento 截止 最晚 期限 最迟")
# Round 36: verbs that move an event's time; `from`/`de`/`del` between one and a date makes that date the one left
# (`The exam is moved from 12 June`, `se aplaza del 12 de junio`), so the date is no value of the key's. Not
# `change`, `cambia` or `pasa`: `Prices change from 1 July` is when the change starts (red-team round 13).
TYPED_MOVE_VERBS: Final = _spaced(
    """
    move moves moved moving postpone postpones postponed reschedule reschedules rescheduled shift shifts shifted
    push pushes pushed bring brings brought delay delays delayed switch switched traslada trasladado trasladada
    trasladan aplaza aplazado aplazada aplazan mueve movido movida retrasa retrasado retrasada adelanta adelantado
    adelantada
    """
)
TYPED_DATE_ABBREVIATIONS: Final = _spaced(
    "mon tue tues wed thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec "
    "lun mié mie jue vie sáb sab dom ene abr ago dic"
)
# Words that leave a typed value unsettled (`When: Thu 4 Dec, 10:15 (tentative)`, `Fecha: 3 de mayo (pendiente)`,
# `时间：5月3日（待定）`): as a frame of its clause or an aside they refuse it (`admission._typed`).
TYPED_TENTATIVE: Final = _spaced(
    "tentative tentatively pending tbc tbd unconfirmed provisional provisionally tentativo tentativa pendiente "
    "pendientes 待定 暂定 待确认 未确认 保留"
)  # (blind batch 63: `保留至6月12日`, a hold's end, is no `…/due_date`)
